import {
  COMMUNICATION_MESSAGES as M,
  MESSAGE_STATUSES,
  type EmailReminderInput,
  type MessageInput,
  type MessageStatus,
} from '@huddle/domain/communication-schemas';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import type { Dispatcher } from './communications.dispatch.ts';
import type { LoadedCommunication } from './communications.presenter.ts';

/**
 * POST /api/invitees/send_email_reminder (the guest list's "Email guests"): a preview to one address, or a message
 * to guests by status, saved and sent as any message is.
 */
export function createEmailReminder<E extends Parameters<Dispatcher['preview']>[1]>(deps: {
  managedEvent: (actor: Actor, eventId: number) => Promise<E>;
  emailOf: (organizationId: number, userId: number) => Promise<string>;
  preview: Dispatcher['preview'];
  saveMessage: (
    actor: Actor,
    input: MessageInput,
    linkBase: string,
    existingId: null,
  ) => Promise<{ communication: LoadedCommunication }>;
}) {
  return async (actor: Actor, input: EmailReminderInput, linkBase: string) => {
    const p = input.email_params;
    const event = await deps.managedEvent(actor, p.event_id);
    if (p.send_preview) {
      // Least exposure (issue 12): a preview goes to the caller's own address, whatever the body names, so the
      // composer is no way to mail strangers in the organization's name.
      const email = await deps.emailOf(actor.organizationId, actor.userId);
      await deps.preview(actor.organizationId, event, {
        email,
        subject: p.subject,
        body: sanitizeRichText(p.body),
        linkBase,
      });
      return { message: M.previewSent(email) };
    }
    const statuses = p.recipients.filter((r): r is MessageStatus =>
      (MESSAGE_STATUSES as readonly string[]).includes(r),
    );
    if (statuses.length !== p.recipients.length) {
      throw new AppError('validation', M.noStatuses, { recipients: [M.noStatuses] });
    }
    const saved = await deps.saveMessage(
      actor,
      {
        event_id: event.id,
        message_type: 'email',
        invitee_statuses: statuses,
        is_scheduled: false,
        message_subject: p.subject,
        message_body: p.body,
        show_event_details_button: true,
        show_rsvp_buttons: false,
        slack_channel_ids: [],
      },
      linkBase,
      null,
    );
    return { communication: saved.communication, message: M.guestsEmailed };
  };
}
