import { RSVP_CONFIRM_LINK_TTL_HOURS } from '@huddle/domain/communication-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { isPast } from '@huddle/domain/event-rules';
import { isPublicEvent } from '@huddle/domain/policy/events';
import { RSVP_MESSAGES, type PublicRsvpInput } from '@huddle/domain/guest-schemas';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { signGuestToken, type GuestCookieProof } from '../../lib/signed-links.ts';
import type { EventRow, EventsPort } from '../events/events.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import * as inviteesRepository from './invitees.repository.ts';
import { createThrottle, PUBLIC_RSVP_LIMITS as LIMITS } from './public-throttle.ts';
import { confirmAnswerMail, signInToAnswerMail } from './rsvp-proof-mails.ts';
import { ANSWERED, checkOpen, GuestRowTaken, recordAnswer, refuse } from './rsvp-record.ts';
import type { PublicCaller, RecordedGuest } from './guests.types.ts';

const HOUR_MS = 3600 * 1000;
/** At most one proof mail per (event, address) in this window, whatever the throttle allows. */
const PROOF_MAIL_WINDOW_MS = 10 * 60 * 1000;

/**
 * The one neutral answer for every case that needs proof (ADR 10): a guest already on the list (answered, invited
 * or added) or an account of the organization. Same status and body for each, so the form tells nobody which; the
 * mail to the address does the proving (a link to confirm, or to sign in).
 */
const PROOF_REQUIRED = { invitee: null, proof_required: true, message: RSVP_MESSAGES.proofRequired } as const;

/** Whether the browser's guest cookie names this guest row under its current proof version. */
const provenBy = (proof: GuestCookieProof | null, row: inviteesRepository.InviteeRow | undefined) =>
  row !== undefined && proof?.inviteeId === row.id && proof.proofVersion === row.proofVersion;

/**
 * The public RSVP form and look-up (spec events §5; ADR 10), for published open events (the ones with a public
 * page). A new email may give a first answer; a guest already on the list, or an account of the organization, needs
 * proof: the guest cookie of the browser that answered, or the link mailed to the address.
 */
/** What the RSVP services need: the guests' repository of the scope, and the mail module's database. */
export interface RsvpDeps {
  /** The mail module's queue takes its executor. */
  db: Db;
  bind: Tenancy['bind'];
  savepoint: Tenancy['savepoint'];
  clock: Clock;
  events: EventsPort;
  mail: MailPort;
}

export function createPublicRsvp(deps: RsvpDeps) {
  const { clock } = deps;
  const repo = deps.bind(inviteesRepository);
  const store = { invitees: repo, savepoint: deps.savepoint };
  const throttle = createThrottle(clock);

  /** The published open event on this host, or the same 404 as its public page (the look-up serves only these). */
  async function publicEvent(eventId: number) {
    const event = await deps.events.findForPublic(eventId);
    if (!event || !isPublicEvent(event)) throw notFound(EVENT_MESSAGES.notFound);
    return event;
  }

  /**
   * The published event that an answer names, or 404 when there is none on this host. Besides open events, an
   * organization or private event takes answers from the people it admits (spec events §4, §8).
   */
  async function answeredEvent(eventId: number) {
    const event = await deps.events.findForPublic(eventId);
    if (!event || !event.published) throw notFound(EVENT_MESSAGES.notFound);
    return event;
  }

  /**
   * A link to confirm the answer (a guest), or to sign in (an account), to the address itself. Both paths write the
   * mail, so they take about as long. One mail per event and address in a window, a few per address an hour.
   */
  async function mailProof(
    caller: PublicCaller,
    event: EventRow,
    input: PublicRsvpInput,
    proof: { account: boolean; guest: inviteesRepository.InviteeRow | undefined },
  ) {
    const { guest } = proof;
    const now = clock.now();
    const to = guest?.email ?? input.email;
    const perAddress = {
      key: `proof-mail:${caller.organization.id}:${to.toLowerCase()}`,
      rule: LIMITS.proofMailsPerAddress,
    };
    if (throttle.exceeded([perAddress])) return;
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
    const queued = await deps.db.transaction((tx) =>
      deps.mail.queueMany(tx, [
        {
          organizationId: caller.organization.id,
          kind: 'rsvp_proof',
          to,
          dedupeKey: `rsvp-proof:${event.id}:${to.toLowerCase()}:${window}`,
          content,
        },
      ]),
    );
    if (queued > 0) throttle.count([perAddress]);
  }

  return {
    /**
     * POST /api/invitees/public_rsvp on the organization's host. A browser with the guest's cookie is not throttled
     * here; anyone else counts against the email's limit, and the answers that need proof against the event's.
     */
    async publicAnswer(caller: PublicCaller, input: PublicRsvpInput, via: { organizationEvent?: boolean } = {}) {
      const event = await answeredEvent(input.event_id);
      const now = clock.now();
      if (isPast({ ends: event.endsAt }, now)) throw refuse('ended');
      const current = await repo.findByEmail(event.id, input.email);
      const identity = await repo.identifyEmail(input.email);
      // `organizationEvent`: the pre-event survey, where an address of the organization's domains answers an
      // organization event as anyone answers an open one (surveys, spec §4).
      const open =
        isPublicEvent(event) ||
        (Boolean(via.organizationEvent) && event.privacy === 'organization' && identity.domainMatches);
      const proven = provenBy(caller.provenGuest(event.id), current);
      const perEvent = { key: `answer:${event.id}`, rule: LIMITS.answerPerEvent };
      const needsProof = async (guest: inviteesRepository.InviteeRow | undefined) => {
        throttle.count([perEvent]);
        await mailProof(caller, event, input, { account: Boolean(identity.user?.hasAccount), guest });
        return { guest: null, body: PROOF_REQUIRED };
      };
      if (!proven) {
        const perEmail = { key: `answer:${event.id}:${input.email}`, rule: LIMITS.answerPerEmail };
        throttle.check([perEvent, perEmail]);
        throttle.count([perEmail]);
        if (!open) {
          // Spec §8: only its guests (and, for an organization event, its members) may answer; the others hear the
          // spec's 401, counted against the event like any probe. The ones admitted prove the address first.
          const member = event.privacy === 'organization' && (identity.domainMatches || identity.user !== null);
          if (!current && !member) {
            throttle.count([perEvent]);
            throw new AppError('unauthorized', RSVP_MESSAGES.notAllowed);
          }
          return needsProof(current);
        }
        // A row already there (invited, on the list, answered) is someone's: no cookie for it without the mail.
        if (identity.user?.hasAccount || current) return needsProof(current);
      }
      checkOpen(event, current, input.status, now);
      const answer = {
        eventId: event.id,
        userId: identity.user?.id ?? null,
        email: current?.email ?? input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        status: input.status,
        // The signed-out public page: its own source in the analytics (issue 17).
        source: 'public' as const,
        now,
      };
      let invitee;
      try {
        invitee = await recordAnswer(store, event, answer, { newGuestOnly: !proven });
      } catch (error) {
        // Another browser gave the first answer for this address at the same moment: this one needs proof.
        if (!(error instanceof GuestRowTaken)) throw error;
        return needsProof(await repo.findByEmail(event.id, input.email));
      }
      const guest: RecordedGuest = {
        eventId: event.id,
        inviteeId: invitee.id,
        proofVersion: invitee.proofVersion,
        endsAt: event.endsAt,
      };
      // A visitor learns their own answer, nothing about the guest row behind it.
      return { guest, body: { invitee: { status: invitee.status }, message: RSVP_MESSAGES.submitted } };
    },

    /**
     * GET /api/invitees/public_lookup: the answer of an email, only to the browser that proved it (the guest
     * cookie); anyone else hears that there is none, whether there is or not. Only misses count against the event.
     */
    async publicLookup(caller: PublicCaller, eventId: number, email: string) {
      const event = await publicEvent(eventId);
      const perEvent = { key: `lookup:${event.id}`, rule: LIMITS.lookupPerEvent };
      const perEmail = { key: `lookup:${event.id}:${email}`, rule: LIMITS.lookupPerEmail };
      const row = await repo.findByEmail(eventId, email);
      if (row && ANSWERED.includes(row.status) && provenBy(caller.provenGuest(eventId), row)) {
        return { invitee: { status: row.status } };
      }
      throttle.check([perEvent, perEmail]);
      throttle.count([perEvent, perEmail]);
      throw notFound(RSVP_MESSAGES.noRsvpForEmail);
    },
  };
}
