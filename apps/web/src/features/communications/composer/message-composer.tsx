import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMUNICATION_MESSAGES,
  defaultMessageSubject,
  type DeliveryMethod,
} from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useEventMessage, type EventMessage } from '../api/get-event-message';
import { composerChrome } from './composer-chrome';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import { ComposerLoading } from './composer-loading';
import { ComposerSection } from './composer-section';
import { MailPreviewPanel } from './mail-preview';
import { MessageFields } from './message-fields';
import { messageBody, messageDefaults, messageFormSchema, type MessageFormValues } from './message-form-schema';
import { SlackMessageEditor } from './slack-message-editor';
import { useMessageFlow, type MessageEditorProps } from './use-message-flow';

interface MessageComposerProps {
  event: HuddleEvent;
  method: DeliveryMethod;
  commId: number | null;
  onClose: (saved: boolean) => void;
}

const FIELDS = ['invitee_statuses', 'message_subject', 'message_body'] as const;

/** Spec §6: a message by email goes to the event's guests (Slack has its own editor). */
function messageRefusal(method: DeliveryMethod, event: HuddleEvent, saved: EventMessage | null): string | null {
  if (method !== 'email') return COMMUNICATION_MESSAGES.methodUnavailable;
  if (!saved && event.invitees_count === 0) return COMMUNICATION_MESSAGES.noInvitees;
  return null;
}

/** The message composer: a new message, or a saved one loaded first. */
export function MessageComposer(props: MessageComposerProps) {
  const saved = useEventMessage(props.event.id, props.commId);
  if (props.commId !== null && !saved.isSuccess) {
    return (
      <ComposerLoading
        title={composerTitle('message', props.method)}
        error={saved.isError ? saved.error : null}
        onRetry={() => void saved.refetch()}
        onClose={() => props.onClose(false)}
      />
    );
  }
  const Editor = props.method === 'slack' ? SlackMessageEditor : MessageEditor;
  return <Editor {...props} saved={saved.data ?? null} />;
}

function MessageEditor({ event, method, commId, saved, onClose }: MessageEditorProps) {
  const form = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: messageDefaults(event, saved),
  });
  const values = useWatch({ control: form.control }) as MessageFormValues;
  const refusal = messageRefusal(method, event, saved);
  const { flow, timezone, locked } = useMessageFlow({
    event,
    commId,
    saved,
    contentDirty: form.formState.isDirty,
    validate: () => form.trigger(),
    buildInput: (schedule) => messageBody(form.getValues(), event, method, commId, schedule),
    placeFieldErrors: (error) => placeFieldErrors(error, form.setError, FIELDS),
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('message', method)}
      {...composerChrome({ flow, refusal, locked, blocked: refusal !== null })}
      left={<MessageFields form={form} event={event} disabled={disabled} />}
      right={
        <ComposerSection title="Preview">
          <MailPreviewPanel
            allowWider={method === 'email'}
            content={{
              kind: 'message',
              event,
              subject: values.message_subject.trim() || defaultMessageSubject(event.name),
              bodyHtml: values.message_body,
              timezone,
              showEventDetailsButton: values.show_event_details_button,
              showRsvpButtons: values.show_rsvp_buttons && !event.past,
            }}
          />
        </ComposerSection>
      }
    />
  );
}
