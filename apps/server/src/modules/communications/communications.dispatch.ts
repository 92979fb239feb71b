import { RSVP_LINK_TTL_DAYS } from '@huddle/domain/communication-schemas';
import { isPast } from '@huddle/domain/event-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkBase } from '../../lib/links.ts';
import { signGuestToken } from '../../lib/signed-links.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FeatureFlagsService } from '../feature-flags/feature-flags.service.ts';
import type { MailService, QueuedMail } from '../mail/mail.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { calendarRequest, communicationMail, eventPageUrl, type MailEvent } from './communications.mails.ts';
import * as repo from './communications.repository.ts';
import * as recipients from './recipients.repository.ts';

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
  db: Db;
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

  async function context(organizationId: number) {
    const [organization, hideMaybe] = await Promise.all([
      deps.organizations.findById(organizationId),
      deps.featureFlags.isOn(organizationId, 'hide-maybe-option-from-slack-invites'),
    ]);
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
      await db.transaction((tx) =>
        deps.mail.queue(tx, {
          organizationId,
          kind: 'communication_preview',
          to: p.email,
          dedupeKey: `preview:${event.id}:${p.email}:${clock.now().getTime()}:${Math.random()}`,
          content,
        }),
      );
    },

    async dispatch({
      organizationId,
      communicationId,
      version,
    }: {
      organizationId: number;
      communicationId: number;
      version: number;
    }) {
      const now = clock.now();
      // Read outside the transaction: other services use the outer handle (PGlite serves one connection).
      const first = await repo.findCommunicationById(db, organizationId, communicationId);
      if (!first || first.version !== version) return;
      const event = await deps.events.findForPublic(first.eventId);
      if (!event) return;
      const { organization, hideMaybe } = await context(first.organizationId);
      const settleId = await db.transaction(async (tx) => {
        const row = await repo.findCommunicationById(tx, organizationId, communicationId, { lock: true });
        if (!row || row.version !== version) return null;
        if (row.status === 'reschedule') {
          // Spec §4: a rescheduled invitation that was never fixed is dropped once the event starts.
          if (event.startAt <= now) {
            await recipients.releaseRecipients(tx, row.organizationId, row.id);
            await repo.deleteCommunication(tx, row.organizationId, row.id);
          }
          return null;
        }
        if (row.status !== 'drafted' && row.status !== 'scheduled') return null;
        // Spec §6: no invitation goes out while RSVPs are paused (or once the event was unpublished).
        if (row.historyType === 'invitation' && (!event.published || event.rsvpPauseActive)) {
          await repo.failUnsent(tx, row.organizationId, row.id, now);
          return null;
        }
        const addressees = await recipients.addressees(tx, row.organizationId, row);
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
        await deps.mail.queueMany(tx, mails);
        if (row.historyType === 'invitation') await recipients.markInvited(tx, row.organizationId, row.id, now);
        await repo.updateCommunication(tx, row.organizationId, row.id, {
          status: 'sending',
          sentAt: now,
          updatedAt: now,
        });
        return row.id;
      });
      // With nobody to mail (or every mail already done), nothing else would move it on.
      if (settleId !== null) await repo.settle(db, organizationId, settleId, now);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
