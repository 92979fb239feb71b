import { RSVP_CONFIRM_LINK_TTL_HOURS } from '@huddle/domain/communication-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { isPast } from '@huddle/domain/event-rules';
import { RSVP_MESSAGES, type PublicRsvpInput } from '@huddle/domain/guest-schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { signGuestToken } from '../../lib/signed-links.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrganizationRow } from '../organizations/organizations.service.ts';
import * as repo from './invitees.repository.ts';
import { createThrottle, PUBLIC_RSVP_LIMITS as LIMITS } from './public-throttle.ts';
import { confirmAnswerMail, signInToAnswerMail } from './rsvp-proof-mails.ts';
import { ANSWERED, checkOpen, recordAnswer, refuse, type EventRow } from './rsvp-record.ts';

const HOUR_MS = 3600 * 1000;
/** At most one proof mail per (event, address, answer) in this window, whatever the throttle allows. */
const PROOF_MAIL_WINDOW_MS = 10 * 60 * 1000;

/** Who is asking on the public page: the host's organization, the guest this browser proved, and where links go. */
export interface PublicCaller {
  organization: OrganizationRow;
  /** The guest row the browser's guest cookie names for this event (ADR 10), or null. */
  provenGuest: (eventId: number) => number | null;
  linkBase: string;
}

/** The guest a public answer was recorded for, so the route can give this browser its guest cookie. */
export interface RecordedGuest {
  eventId: number;
  inviteeId: number;
  endsAt: Date;
}

/** One refusal for "not allowed" and "needs proof" alike (ADR 10): the form is no oracle for who has an account. */
const neutralRefusal = () => new AppError('unauthorized', RSVP_MESSAGES.proofRequired, undefined, 'not_allowed');

/**
 * The public RSVP form and look-up (spec events §5; ADR 10). An email alone may give a first answer; it may not
 * change an answer already given, nor answer for an account of the organization, without proof: the guest cookie
 * of the browser that answered, or the link mailed to the address.
 */
export function createPublicRsvp(deps: { db: Db; clock: Clock; events: EventsService; mail: MailService }) {
  const { db, clock } = deps;
  const throttle = createThrottle(clock);

  /** A link to confirm the answer (a guest who answered), or to sign in (an account), to the address itself. */
  async function mailProof(
    caller: PublicCaller,
    event: EventRow,
    input: PublicRsvpInput,
    proof: { account: boolean; guest: repo.InviteeRow | undefined },
  ) {
    const { guest } = proof;
    const now = clock.now();
    const base = {
      eventName: event.name,
      organizationName: caller.organization.displayName,
      firstName: guest?.firstName ?? '',
    };
    let content;
    if (guest && !proof.account) {
      const expires = Math.min(now.getTime() + RSVP_CONFIRM_LINK_TTL_HOURS * HOUR_MS, event.endsAt.getTime());
      const token = signGuestToken(caller.organization.linkSecret, guest.id, new Date(expires));
      const query = new URLSearchParams({ token, status: input.status });
      content = confirmAnswerMail({ ...base, status: input.status, url: `${caller.linkBase}/rsvp/answer?${query}` });
    } else {
      content = signInToAnswerMail({ ...base, url: `${caller.linkBase}/event/${event.id}/view` });
    }
    const window = Math.floor(now.getTime() / PROOF_MAIL_WINDOW_MS);
    await db.transaction((tx) =>
      deps.mail.queue(tx, {
        organizationId: caller.organization.id,
        kind: 'rsvp_proof',
        to: guest?.email ?? input.email,
        dedupeKey: `rsvp-proof:${event.id}:${input.email}:${input.status}:${window}`,
        content,
      }),
    );
  }

  return {
    /** POST /api/invitees/public_rsvp on the organization's host. */
    async publicAnswer(caller: PublicCaller, input: PublicRsvpInput) {
      const organizationId = caller.organization.id;
      const event = await deps.events.findForPublic(organizationId, input.event_id);
      if (!event || !event.published) throw notFound(EVENT_MESSAGES.notFound);
      throttle.hit([
        { key: `answer:${event.id}`, rule: LIMITS.answerPerEvent },
        { key: `answer:${event.id}:${input.email}`, rule: LIMITS.answerPerEmail },
      ]);
      const now = clock.now();
      if (isPast({ ends: event.endsAt }, now)) throw refuse(RSVP_MESSAGES.ended);
      const [current, identity] = await Promise.all([
        repo.findByEmail(db, organizationId, event.id, input.email),
        repo.identifyEmail(db, organizationId, input.email),
      ]);
      const allowed =
        event.privacy === 'open' ||
        Boolean(current) ||
        (event.privacy === 'organization' && (identity.user !== null || identity.domainMatches));
      if (!allowed) throw neutralRefusal();
      const proven = current !== undefined && caller.provenGuest(event.id) === current.id;
      const account = Boolean(identity.user?.hasAccount);
      if (!proven && (account || (current && ANSWERED.includes(current.status)))) {
        await mailProof(caller, event, input, { account, guest: current });
        throw neutralRefusal();
      }
      checkOpen(event, current, input.status, now);
      const invitee = await recordAnswer(db, event, {
        organizationId,
        eventId: event.id,
        userId: identity.user?.id ?? null,
        email: current?.email ?? input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        status: input.status,
        source: 'event_page',
        now,
      });
      const guest: RecordedGuest = { eventId: event.id, inviteeId: invitee.id, endsAt: event.endsAt };
      // A visitor learns their own answer, nothing about the guest row behind it.
      return { guest, body: { invitee: { status: invitee.status }, message: RSVP_MESSAGES.submitted } };
    },

    /**
     * GET /api/invitees/public_lookup: the answer of an email, only to the browser that proved it (the guest
     * cookie); anyone else hears that there is none, whether there is or not.
     */
    async publicLookup(caller: PublicCaller, eventId: number, email: string) {
      const event = await deps.events.findForPublic(caller.organization.id, eventId);
      if (!event || !event.published || event.privacy === 'invite_only') throw notFound(EVENT_MESSAGES.notFound);
      throttle.hit([
        { key: `lookup:${event.id}`, rule: LIMITS.lookupPerEvent },
        { key: `lookup:${event.id}:${email}`, rule: LIMITS.lookupPerEmail },
      ]);
      const row = await repo.findByEmail(db, caller.organization.id, eventId, email);
      if (!row || !ANSWERED.includes(row.status) || caller.provenGuest(eventId) !== row.id) {
        throw notFound(RSVP_MESSAGES.noRsvpForEmail);
      }
      return { invitee: { status: row.status } };
    },
  };
}
