import { useState } from 'react';
import { COMMUNICATION_MESSAGES, type InvitationInput } from '@huddle/domain/communication-schemas';
import { useCurrentUser } from '../../../lib/current-user';
import type { HuddleEvent } from '../../../lib/event/event-models';
import type { InvitationForm } from '../api/get-invitation-form';
import type { ChannelChoice } from '../../../components/slack-channel-picker';
import { composerChrome } from './composer-chrome';
import { ComposerFrame } from './composer-frame';
import { composerTitle } from './composer-labels';
import type { ScheduleState } from './schedule-time';
import { SlackChannelsPanel } from './slack-channels-panel';
import { SlackInvitationFields } from './slack-invitation-fields';
import { invitationRefusal, useInvitationFlow, type InvitationEditorProps } from './use-invitation-flow';
import { emptySelections, recipientAttributes } from './use-invitation-state';

export interface SlackInvitationValues {
  text: string;
  channels: ChannelChoice[];
  calendarInvite: boolean;
}

/**
 * The POST body of a Slack invitation (spec §7: has_calendar_invite and invite_body for slack, no subject): the five
 * recipient groups, the guest types empty and the channels under SlackChannels.
 */
export function slackInvitationBody(
  event: Pick<HuddleEvent, 'id'>,
  form: InvitationForm,
  values: SlackInvitationValues,
  schedule: ScheduleState,
): InvitationInput {
  return {
    communication_history_id: form.communication_history_id,
    event_id: event.id,
    invite_type: 'slack',
    is_scheduled: schedule.isScheduled,
    scheduled_for: schedule.isScheduled ? schedule.scheduledFor : null,
    notifies: true,
    recipient_attributes: [
      ...recipientAttributes(emptySelections()),
      { recipient_type: 'SlackChannels', recipient_ids: values.channels.map((channel) => channel.id) },
    ],
    invite_subject: '',
    invite_body: values.text.trim() ? values.text : '',
    has_calendar_invite: values.calendarInvite,
  };
}

const sameChannels = (a: ChannelChoice[], b: ChannelChoice[]) =>
  a.length === b.length && a.every((channel) => b.some((other) => other.id === channel.id));

/** Spec §2: the Slack invitation, to channels instead of guests, with a live preview of the post. */
export function SlackInvitationEditor({ event, commId, form, onClose }: InvitationEditorProps) {
  const { user } = useCurrentUser();
  const calendarAuthorized = user?.has_google_calendar_auth === true;
  const [initial] = useState<SlackInvitationValues>(() => ({
    text: form.invite_body ?? '',
    channels: form.selections.channel ?? [],
    calendarInvite: form.has_calendar_invite,
  }));
  const [text, setText] = useState(initial.text);
  const [channels, setChannels] = useState(initial.channels);
  const [calendarInvite, setCalendarInvite] = useState(initial.calendarInvite);
  const refusal = invitationRefusal('slack', event, form);
  const locked = !form.can_edit;

  const { flow, timezone } = useInvitationFlow({
    event,
    commId,
    form,
    contentDirty:
      text !== initial.text || calendarInvite !== initial.calendarInvite || !sameChannels(channels, initial.channels),
    validate: () => channels.length > 0,
    buildInput: (schedule) =>
      slackInvitationBody(
        event,
        form,
        { text, channels, calendarInvite: calendarAuthorized && calendarInvite },
        schedule,
      ),
    onClose,
  });
  const disabled = locked || flow.saving;

  return (
    <ComposerFrame
      title={composerTitle('invitation', 'slack')}
      {...composerChrome({
        flow,
        refusal,
        locked,
        warning: form.status === 'reschedule' ? COMMUNICATION_MESSAGES.rescheduleBanner : null,
        blocked: refusal !== null || channels.length === 0,
        blockedHelp: refusal === null && channels.length === 0 ? COMMUNICATION_MESSAGES.noChannels : null,
      })}
      left={
        <SlackInvitationFields
          event={event}
          timezone={timezone}
          text={text}
          onTextChange={setText}
          calendarInvite={calendarInvite}
          onCalendarInviteChange={setCalendarInvite}
          calendarAuthorized={calendarAuthorized}
          disabled={disabled}
        />
      }
      right={<SlackChannelsPanel selected={channels} onChange={setChannels} disabled={disabled} />}
    />
  );
}
