import { z } from 'zod';
import { COMMUNICATION_MESSAGES, type MessageInput } from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import type { EventMessage } from '../api/get-event-message';
import type { ScheduleState } from './schedule-time';

/** Spec §5: a Slack message needs channels and a text; its body is plain text with Slack's formatting. */
export const slackMessageFormSchema = z.object({
  slack_channel_ids: z.array(z.number()).min(1, COMMUNICATION_MESSAGES.noChannelsToMessage),
  message_body: z
    .string()
    .max(40_000)
    .refine((text) => text.trim() !== '', COMMUNICATION_MESSAGES.bodyRequired),
  show_event_details_button: z.boolean(),
  show_rsvp_buttons: z.boolean(),
});
export type SlackMessageFormValues = z.infer<typeof slackMessageFormSchema>;

/** A new Slack message goes to every invited channel with the event details button; a saved one keeps its values. */
export function slackMessageDefaults(invited: number[], saved: EventMessage | null): SlackMessageFormValues {
  if (!saved) {
    return { slack_channel_ids: invited, message_body: '', show_event_details_button: true, show_rsvp_buttons: false };
  }
  return {
    slack_channel_ids: saved.slack_channel_ids ?? [],
    message_body: saved.message_body ?? '',
    show_event_details_button: saved.show_event_details_button,
    show_rsvp_buttons: saved.show_rsvp_buttons,
  };
}

/** The POST / PUT body (messageInput) of a Slack message: channels instead of statuses, no subject. */
export function slackMessageBody(
  values: SlackMessageFormValues,
  event: Pick<HuddleEvent, 'id' | 'past'>,
  messageId: number | null,
  schedule: ScheduleState,
): MessageInput {
  return {
    event_message_id: messageId,
    event_id: event.id,
    message_type: 'slack',
    invitee_statuses: [],
    is_scheduled: schedule.isScheduled,
    scheduled_for: schedule.isScheduled ? schedule.scheduledFor : null,
    message_subject: '',
    message_body: values.message_body,
    show_event_details_button: values.show_event_details_button,
    show_rsvp_buttons: values.show_rsvp_buttons && !event.past,
    slack_channel_ids: values.slack_channel_ids,
  };
}
