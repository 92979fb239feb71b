import { z } from 'zod';
import {
  COMMUNICATION_MESSAGES,
  defaultMessageSubject,
  isBlankHtml,
  MESSAGE_STATUSES,
  type DeliveryMethod,
  type MessageInput,
} from '@huddle/domain/communication-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import type { EventMessage } from '../api/get-event-message';
import type { ScheduleState } from './schedule-time';

/**
 * The message form: messageInput's editable fields with what the server refuses with 422 checked first
 * (at least one status, a body with text), in the domain's words.
 */
export const messageFormSchema = z.object({
  invitee_statuses: z.array(z.enum(MESSAGE_STATUSES)).min(1, COMMUNICATION_MESSAGES.noStatuses),
  message_subject: z.string().max(250),
  message_body: z
    .string()
    .max(100_000)
    .refine((html) => !isBlankHtml(html), COMMUNICATION_MESSAGES.bodyRequired),
  show_event_details_button: z.boolean(),
  show_rsvp_buttons: z.boolean(),
});
export type MessageFormValues = z.infer<typeof messageFormSchema>;

/** A new message goes to every guest status with the default subject; a saved one starts from its values. */
export function messageDefaults(event: Pick<HuddleEvent, 'name'>, saved?: EventMessage | null): MessageFormValues {
  if (!saved) {
    return {
      invitee_statuses: [...MESSAGE_STATUSES],
      message_subject: defaultMessageSubject(event.name),
      message_body: '',
      show_event_details_button: true,
      show_rsvp_buttons: false,
    };
  }
  return {
    invitee_statuses: saved.invitee_statuses,
    message_subject: saved.message_subject ?? '',
    message_body: saved.message_body ?? '',
    show_event_details_button: saved.show_event_details_button,
    show_rsvp_buttons: saved.show_rsvp_buttons,
  };
}

/** The POST / PUT body (messageInput): subject trimmed with the default for a blank one, no RSVP buttons once ended. */
export function messageBody(
  values: MessageFormValues,
  event: Pick<HuddleEvent, 'id' | 'name' | 'past'>,
  method: DeliveryMethod,
  messageId: number | null,
  schedule: ScheduleState,
): MessageInput {
  return {
    event_message_id: messageId,
    event_id: event.id,
    message_type: method,
    invitee_statuses: values.invitee_statuses,
    is_scheduled: schedule.isScheduled,
    scheduled_for: schedule.isScheduled ? schedule.scheduledFor : null,
    message_subject: values.message_subject.trim() || defaultMessageSubject(event.name),
    message_body: values.message_body,
    show_event_details_button: values.show_event_details_button,
    show_rsvp_buttons: values.show_rsvp_buttons && !event.past,
    slack_channel_ids: [],
  };
}
