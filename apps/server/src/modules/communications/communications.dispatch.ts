import { RSVP_LINK_TTL_DAYS } from '@huddle/domain/communication-schemas';
import { isPast } from '@huddle/domain/event-rules';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkBase } from '../../lib/links.ts';
import { signGuestToken } from '../../lib/signed-links.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import type { SlackPort } from '../integrations/integrations.port.ts';
import type { MailPort, QueuedMail } from '../mail/mail.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import { calendarRequest, communicationMail, eventPageUrl, type MailEvent } from './communications.mails.ts';
import * as communicationsRepository from './communications.repository.ts';
import { slackMessageOf } from './communications.slack.ts';
import * as recipientsRepository from './recipients.repository.ts';
import type { Addressee } from './recipients.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Guests read, rendered and written at a time: memory stays flat however long the guest list. */
const PAGE = 1_000;

export interface DispatchRequest {
  communicationId: number;
  version: number;
  organizationId: number;
}

/** "Huddle <no-reply@huddle.localhost>" → its address, the ORGANIZER of calendar invitations. */
function addressOf(from: string) {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/**
 * The worker's half of communications: turns a communication into one outbox row per guest (unique per communication
 * and guest) with their delivery jobs, a page of guests per transaction (ADR 16), so a retried or interrupted dispatch
 * or delivery never mails anyone twice.
 */
export function createDispatcher(deps: {
  /** The database of the current scope, where the mails are queued. */
  db: Db;
  bind: Tenancy['bind'];
  /** Each step of a dispatch is a transaction of its own in the organization's scope. */
  inOrganization: Tenancy['inOrganization'];
  clock: Clock;
  mail: MailPort;
  events: EventsPort;
  organizations: OrganizationsPort;
  featureFlags: FeatureFlagsPort;
  /** A Slack communication becomes posts queued through the integrations module (ADR 33). */
  slack: Pick<SlackPort, 'isConnected' | 'channelsByIds' | 'queuePosts'>;
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

  /** The checks before any mail: null when there is nothing (more) to send. Runs in the scope, under the lock. */
  async function prepare(communicationId: number, version: number, now: Date) {
    const first = await repo.findCommunicationById(communicationId);
    if (!first || first.version !== version) return null;
    const event = await deps.events.findForPublic(first.eventId);
    if (!event) return null;
    const { organization, hideMaybe } = await context(first.organizationId);
    const row = await repo.findCommunicationById(communicationId, { lock: true });
    if (!row || row.version !== version) return null;
    if (row.status === 'reschedule') {
      // Spec §4: a rescheduled invitation that was never fixed is dropped once the event starts.
      if (event.startAt <= now) {
        await recipients.releaseRecipients(row.id);
        await repo.deleteCommunication(row.id);
      }
      return null;
    }
    if (row.status !== 'drafted' && row.status !== 'scheduled') return null;
    // Spec §6: no invitation goes out while RSVPs are paused (or once the event was unpublished).
    if (row.historyType === 'invitation' && (!event.published || event.rsvpPauseActive)) {
      await repo.failUnsent(row.id, now);
      return null;
    }
    return { row, event, organization, hideMaybe };
  }

  type Plan = NonNullable<Awaited<ReturnType<typeof prepare>>>;

  /**
   * A Slack communication, under the lock prepare took: one post per channel still selected, queued with the status
   * 'sending' in one transaction (a retried dispatch finds it sending and does nothing). `slack.posts_settled` moves
   * it on (communications.subscribers.ts). Slack disconnected, or no channel left: it fails, nothing is posted.
   */
  async function queueSlack({ row, event, organization, hideMaybe }: Plan, now: Date) {
    const channels = (await deps.slack.isConnected())
      ? (await deps.slack.channelsByIds(row.selections.channel ?? [])).filter((c) => c.selected)
      : [];
    if (channels.length === 0) return repo.failUnsent(row.id, now);
    const sending = await repo.updateCommunication(row.id, { status: 'sending', sentAt: now, updatedAt: now });
    await deps.slack.queuePosts({
      source: { kind: 'communication', id: row.id, version: sending.version },
      channelIds: channels.map((c) => c.id),
      message: slackMessageOf(row, event, { linkBase: deps.linkBase(organization), hideMaybe, now }),
    });
  }

  /** The mail of one guest, from what prepare read. */
  function mailsFor(plan: Plan, now: Date) {
    const { row, event, organization, hideMaybe } = plan;
    const ended = isPast({ ends: event.endsAt }, now);
    // A post-event survey (ADR 19) links to its answering page; its link outlives the event it asks about.
    const survey = row.historyType === 'survey';
    const withButtons = !survey && !ended && (row.historyType === 'invitation' || row.showRsvpButtons);
    const life = now.getTime() + RSVP_LINK_TTL_DAYS * DAY_MS;
    const expires = new Date(survey ? life : Math.min(life, event.endsAt.getTime()));
    const organizer = { name: organization.displayName, email: addressOf(deps.mailFrom) };
    const linkBase = deps.linkBase(organization);
    return (a: Addressee): QueuedMail => {
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
        surveyUrl: survey ? `${linkBase}/survey/${event.id}/post?token=${encodeURIComponent(token)}` : null,
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
    };
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

    /**
     * Turns a communication into its mails: a check under the row's lock, then a page of guests per transaction
     * (each committed page starts going out while the next is written), then the status. Each step runs in the
     * organization's scope and locks the row again, so an edit or a delete in between stops the rest; the outbox's
     * unique key means a retried or replaced dispatch never mails a guest twice. Called inside a scope of the same
     * organization, the steps join it (one transaction).
     */
    async dispatch({ communicationId, version, organizationId }: DispatchRequest) {
      const scope = <T>(work: () => Promise<T>) => deps.inOrganization(organizationId, work);
      const now = clock.now();
      const plan = await scope(async () => {
        const prepared = await prepare(communicationId, version, now);
        if (prepared?.row.method !== 'slack') return prepared;
        await queueSlack(prepared, now);
        return null;
      });
      if (!plan) return;
      const { row } = plan;
      const mailOf = mailsFor(plan, now);
      // Still the version this dispatch was for, and not yet sent: under the row's lock until the step commits.
      const unchanged = async () => {
        const current = await repo.findCommunicationById(communicationId, { lock: true });
        return current?.version === version && (current.status === 'drafted' || current.status === 'scheduled');
      };
      // A page of guests at a time: their mails are rendered, written and dropped before the next page is read.
      for (let after = 0; ;) {
        const last = await scope(async () => {
          if (!(await unchanged())) return null;
          const page = await recipients.addressees(row, { after, limit: PAGE });
          await deps.mail.queueMany(db, page.map(mailOf));
          return page.at(-1)?.invitee_id ?? 0;
        });
        if (last === null) return;
        if (last === 0) break;
        deps.mail.wake();
        after = last;
      }
      await scope(async () => {
        if (!(await unchanged())) return;
        if (row.historyType === 'invitation') await recipients.markInvited(row.id, now);
        await repo.updateCommunication(row.id, { status: 'sending', sentAt: now, updatedAt: now });
        // With nobody to mail (or every mail already done), nothing else would move it on.
        await repo.settle(row.id, now);
      });
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
