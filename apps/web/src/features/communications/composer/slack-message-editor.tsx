import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useInvitedSlackChannelIds } from '../api/get-invited-slack-channels';
import { useSyncedSlackChannels } from '../../../lib/reference/synced-slack-channels';
import type { ChannelChoice } from '../../../components/slack-channel-picker';
import { composerChrome } from './composer-chrome';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import { ComposerLoading } from './composer-loading';
import { SlackEventPreview } from './slack-event-preview';
import { SlackMessageFields } from './slack-message-fields';
import {
  slackMessageBody,
  slackMessageDefaults,
  slackMessageFormSchema,
  type SlackMessageFormValues,
} from './slack-message-form';
import { useMessageFlow, type MessageEditorProps } from './use-message-flow';

const FIELDS = ['slack_channel_ids', 'message_body'] as const;

/**
 * Spec §6: a Slack message goes only to channels that had a Slack invitation of this event, so the editor waits for
 * those (from the history) and the synced channels' names.
 */
export function SlackMessageEditor(props: MessageEditorProps) {
  const invited = useInvitedSlackChannelIds(props.event.id);
  const synced = useSyncedSlackChannels();
  if (!invited.isSuccess || !synced.isSuccess) {
    const failed = invited.isError ? invited : synced.isError ? synced : null;
    return (
      <ComposerLoading
        title={composerTitle('message', 'slack')}
        error={failed?.error ?? null}
        onRetry={() => void failed?.refetch()}
        onClose={() => props.onClose(false)}
      />
    );
  }
  const allowed = new Set([...invited.data, ...(props.saved?.slack_channel_ids ?? [])]);
  const channels: ChannelChoice[] = synced.data
    .filter((channel) => allowed.has(channel.id))
    .map(({ id, name, private: isPrivate }) => ({ id, name, private: isPrivate }));
  return <SlackMessageForm {...props} channels={channels} />;
}

function SlackMessageForm({
  event,
  commId,
  saved,
  onClose,
  channels,
}: MessageEditorProps & { channels: ChannelChoice[] }) {
  const form = useForm<SlackMessageFormValues>({
    resolver: zodResolver(slackMessageFormSchema),
    defaultValues: slackMessageDefaults(
      channels.map((channel) => channel.id),
      saved,
    ),
  });
  const values = useWatch({ control: form.control }) as SlackMessageFormValues;
  const refusal = !saved && channels.length === 0 ? COMMUNICATION_MESSAGES.slackNeedsInvitation : null;
  const { flow, timezone, locked } = useMessageFlow({
    event,
    commId,
    saved,
    contentDirty: form.formState.isDirty,
    validate: () => form.trigger(),
    buildInput: (schedule) => slackMessageBody(form.getValues(), event, commId, schedule),
    placeFieldErrors: (error) => placeFieldErrors(error, form.setError, FIELDS),
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('message', 'slack')}
      {...composerChrome({ flow, refusal, locked, blocked: refusal !== null })}
      left={<SlackMessageFields form={form} channels={channels} eventEnded={event.past} disabled={disabled} />}
      right={
        <SlackEventPreview
          event={event}
          timezone={timezone}
          text={values.message_body}
          showEventDetailsButton={values.show_event_details_button}
          showRsvpButtons={values.show_rsvp_buttons}
        />
      }
    />
  );
}
