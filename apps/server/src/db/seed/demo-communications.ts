import { and, eq, isNotNull } from 'drizzle-orm';
import { defaultInvitationSubject, defaultMessageSubject } from '@huddle/domain/communication-schemas';
import type { Executor } from '../client.ts';
import { communicationRecipients, communications } from '../schema/communications.ts';
import { invitees } from '../schema/guests.ts';
import { mailOutbox } from '../schema/mail.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface DemoEvent {
  id: number;
  name: string;
  startAt: Date;
  endsAt: Date;
  published: boolean;
}

/**
 * Communications for the demo (issue 6): every published event's guests were invited (by email, some by calendar
 * invitation); guests still Scheduled wait for a scheduled invitation; past events have a thank-you message (one
 * with an address that bounced) and an upcoming one a scheduled reminder. Scheduled ones get their dispatch job
 * when the server starts (communications.resumeDispatches).
 */
export async function seedDemoCommunications(
  tx: Executor,
  input: { organizationId: number; now: Date; linkBase: string; events: DemoEvent[]; senders: number[] },
) {
  const { organizationId, now, linkBase } = input;
  const published = input.events.filter((e) => e.published);
  let remindedUpcoming = false;
  let bounced = false;
  for (const [e, event] of published.entries()) {
    const guests = await tx
      .select({ id: invitees.id, userId: invitees.userId, email: invitees.email, status: invitees.status })
      .from(invitees)
      .where(and(eq(invitees.eventId, event.id), isNotNull(invitees.userId)));
    const base = {
      organizationId,
      eventId: event.id,
      linkBase,
      createdById: input.senders[e % input.senders.length]!,
    };
    const invited = guests.filter((g) => g.status !== 'guest_list');
    if (invited.length > 0) {
      const sentAt = new Date(Math.min(event.startAt.getTime() - 10 * DAY, now.getTime() - 2 * DAY));
      const [row] = await tx
        .insert(communications)
        .values({
          ...base,
          historyType: 'invitation',
          method: e % 3 === 1 ? 'calendar' : 'email',
          status: 'sent',
          subject: defaultInvitationSubject(event.name),
          body: '<p>We would love to see you there.</p>',
          selections: { contact: invited.map((g) => g.userId!) },
          sentAt,
          createdAt: sentAt,
          updatedAt: sentAt,
        })
        .returning({ id: communications.id });
      await tx
        .insert(communicationRecipients)
        .values(invited.map((g) => ({ organizationId, communicationId: row!.id, inviteeId: g.id })));
    }

    const scheduled = guests.filter((g) => g.status === 'guest_list');
    if (scheduled.length > 0) {
      const at = new Date(Math.min(now.getTime() + DAY, event.startAt.getTime() - HOUR));
      const [row] = await tx
        .insert(communications)
        .values({
          ...base,
          historyType: 'invitation',
          method: 'email',
          status: 'scheduled',
          subject: defaultInvitationSubject(event.name),
          selections: { contact: scheduled.map((g) => g.userId!) },
          scheduledFor: at,
        })
        .returning({ id: communications.id });
      await tx
        .insert(communicationRecipients)
        .values(scheduled.map((g) => ({ organizationId, communicationId: row!.id, inviteeId: g.id })));
    }

    const past = event.endsAt < now;
    const going = guests.filter((g) => g.status === 'rsvp');
    if (past && e % 2 === 0 && going.length > 0) {
      const sentAt = new Date(Math.min(event.endsAt.getTime() + DAY, now.getTime() - HOUR));
      const failing = !bounced;
      bounced = true;
      const [row] = await tx
        .insert(communications)
        .values({
          ...base,
          historyType: 'message',
          method: 'email',
          status: failing ? 'failed' : 'sent',
          subject: `Thank you for coming to ${event.name}`,
          body: '<p>Thank you for joining us! Photos are on the event page.</p>',
          inviteeStatuses: ['rsvp'],
          sentAt,
          createdAt: sentAt,
          updatedAt: sentAt,
        })
        .returning({ id: communications.id });
      await tx.insert(mailOutbox).values(
        going.map((g, i) => ({
          organizationId,
          dedupeKey: `communication:${row!.id}:${g.id}`,
          kind: 'communication_message',
          toAddress: g.email,
          subject: `Thank you for coming to ${event.name}`,
          html: '<p>Thank you for joining us!</p>',
          text: 'Thank you for joining us!',
          status: failing && i === 0 ? ('failed' as const) : ('kept' as const),
          attempts: failing && i === 0 ? 6 : 1,
          lastError: failing && i === 0 ? 'Error: 550 Mailbox unavailable' : null,
          sentAt: failing && i === 0 ? null : sentAt,
          communicationId: row!.id,
          createdAt: sentAt,
        })),
      );
    }

    if (!past && !remindedUpcoming && event.startAt.getTime() - now.getTime() > 2 * DAY && invited.length > 0) {
      remindedUpcoming = true;
      await tx.insert(communications).values({
        ...base,
        historyType: 'message',
        method: 'email',
        status: 'scheduled',
        subject: defaultMessageSubject(event.name),
        body: '<p>A reminder: we meet tomorrow. See the event page for directions.</p>',
        inviteeStatuses: ['rsvp', 'maybe_attending'],
        showRsvpButtons: true,
        scheduledFor: new Date(event.startAt.getTime() - DAY),
      });
    }
  }
}
