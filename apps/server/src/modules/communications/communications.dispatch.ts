import { RSVP_LINK_TTL_DAYS } from '@huddle/domain/communication-schemas';
import { isPast } from '@huddle/domain/event-rules';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkBase } from '../../lib/links.ts';
import { signGuestToken } from '../../lib/signed-links.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FeatureFlagsService } from '../feature-flags/feature-flags.service.ts';
import type { MailService, QueuedMail } from '../mail/mail.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { calendarRequest, communicationMail, eventPageUrl, type MailEvent } from './communications.mails.ts';
import * as communicationsRepository from './communications.repository.ts';
import * as recipientsRepository from './recipients.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Huddle <no-reply@huddle.localhost>" → its address, the ORGANIZER of calendar invitations. */
function addressOf(from: string) {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/**
 * The worker's half of communications: one transaction turns a communication into one outbox row per guest (unique
 * per communication and guest) with their delivery jobs, so a retried dispatch or delivery never mails anyone twice.
 */
export function createDispatcher(deps: {
  /** The database of the current scope, where the mails are queued. */
  db: Db;
  bind: Tenancy['bind'];
  clock: Clock;
  mail: MailService;
  events: EventsService;
  organizations: OrganizationsService;
  featureFlags: FeatureFlagsService;
  mailFrom: string;
  /** Links are built when the mail is written, from configuration: a stored base could be stale or forged. */
  linkBase: LinkBase;
}) {
  const { db, clock } = deps;
  const repo = deps.bind(communicationsRepository);
  const recipients = deps.bind(recipientsRepository);

  async function context(organizationId: number) {
    // In turn: the scope's transaction is one connection.
    const organization = await deps.organizations.findById(organizationId);
    const hideMaybe = await deps.featureFlags.isOn('hide-maybe-option-from-slack-invites');
    return { organization: organization!, hideMaybe };
  }

  return {
    /** The composer's preview: the mail as a guest would get it, to one address, with inert RSVP buttons. */
    async preview(
      organizationId: number,
      event: MailEvent,
      p: { email: string; subject: string; body: string; linkBase: string },
    ) {
      const { organization, hideMaybe } = await context(organizationId);
      const page = eventPageUrl(p.linkBase, event.id, true);
      const content = communicationMail(
        event,
        { email: p.email, firstName: '', lastName: '', timezone: null, employee: true },
        {
          kind: 'invitation',
          subject: `[Preview] ${p.subject}`,
          bodyHtml: p.body,
          organizationName: organization.displayName,
          linkBase: p.linkBase,
          rsvpUrl: () => page,
          hideMaybe,
          showEventButton: true,
        },
      );
      await deps.mail.queue(db, {
        organizationId,
        kind: 'communication_preview',
        to: p.email,
        dedupeKey: `preview:${event.id}:${p.email}:${clock.now().getTime()}:${Math.random()}`,
        content,
      });
    },

    /** Runs in the scope of the communication's organization (the dispatch job's). */
    async dispatch({ communicationId, version }: { communicationId: number; version: number }) {
      const now = clock.now();
      const first = await repo.findCommunicationById(communicationId);
      if (!first || first.version !== version) return;
      const event = await deps.events.findForPublic(first.eventId);
      if (!event) return;
      const { organization, hideMaybe } = await context(first.organizationId);
      const row = await repo.findCommunicationById(communicationId, { lock: true });
      if (!row || row.version !== version) return;
      if (row.status === 'reschedule') {
        // Spec §4: a rescheduled invitation that was never fixed is dropped once the event starts.
        if (event.startAt <= now) {
          await recipients.releaseRecipients(row.id);
          await repo.deleteCommunication(row.id);
        }
        return;
      }
      if (row.status !== 'drafted' && row.status !== 'scheduled') return;
      // Spec §6: no invitation goes out while RSVPs are paused (or once the event was unpublished).
      if (row.historyType === 'invitation' && (!event.published || event.rsvpPauseActive)) {
        await repo.failUnsent(row.id, now);
        return;
      }
      const addressees = await recipients.addressees(row);
      const ended = isPast({ ends: event.endsAt }, now);
      const withButtons = !ended && (row.historyType === 'invitation' || row.showRsvpButtons);
      const expires = new Date(Math.min(now.getTime() + RSVP_LINK_TTL_DAYS * DAY_MS, event.endsAt.getTime()));
      const organizer = { name: organization.displayName, email: addressOf(deps.mailFrom) };
      const linkBase = deps.linkBase(organization);
      const mails: QueuedMail[] = addressees.map((a) => {
        const to = {
          email: a.email,
          firstName: a.first_name,
          lastName: a.last_name,
          timezone: a.timezone,
          // Account holders, and guests of events not open to the public, open the event in the app.
          employee: Boolean(a.has_account) || event.privacy !== 'open',
        };
        const token = signGuestToken(organization.linkSecret, a.invitee_id, expires);
        const content = communicationMail(event, to, {
          kind: row.historyType,
          subject: row.subject,
          bodyHtml: row.body,
          organizationName: organization.displayName,
          linkBase,
          // The answer page records the answer with one click (a POST): a scanner opening the link changes nothing.
          rsvpUrl: withButtons
            ? (status) => `${linkBase}/rsvp/answer?token=${encodeURIComponent(token)}&status=${status}`
            : null,
          hideMaybe,
          showEventButton: row.historyType === 'invitation' || row.showEventDetailsButton,
        });
        const calendar =
          row.method === 'calendar'
            ? [calendarRequest(event, to, organizer, eventPageUrl(linkBase, event.id, to.employee))]
            : undefined;
        return {
          organizationId: row.organizationId,
          kind: `communication_${row.historyType}`,
          to: a.email,
          dedupeKey: `communication:${row.id}:${a.invitee_id}`,
          content,
          ...(calendar && { attachments: calendar }),
          communicationId: row.id,
        };
      });
      await deps.mail.queueMany(db, mails);
      if (row.historyType === 'invitation') await recipients.markInvited(row.id, now);
      await repo.updateCommunication(row.id, {
        status: 'sending',
        sentAt: now,
        updatedAt: now,
      });
      // With nobody to mail (or every mail already done), nothing else would move it on.
      await repo.settle(row.id, now);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
