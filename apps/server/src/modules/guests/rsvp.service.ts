import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { isPast } from '@huddle/domain/event-rules';
import {
  RSVP_MESSAGES,
  rsvpRefusal,
  type PublicRsvpInput,
  type RsvpAnswer,
  type RsvpSource,
} from '@huddle/domain/guest-schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/auth.service.ts';
import type { EventsService } from '../events/events.service.ts';

type EventRow = Awaited<ReturnType<EventsService['access']>>['row'];
import { presentGuest } from './guests.presenter.ts';
import * as repo from './invitees.repository.ts';

const refuse = (message: string) => new AppError('validation', message);

/**
 * RSVPs (spec events §4, §5; guest-engagement §4, §6): signed-in people answer as themselves, visitors with name and
 * email. Privacy decides who may answer, the pause who may still change, and every answer keeps its source.
 */
export function createRsvpService(deps: { db: Db; clock: Clock; events: EventsService }) {
  const { db, clock } = deps;

  /** Published and not ended; the pause and the current answer decide the rest. */
  function checkOpen(event: EventRow, current: repo.InviteeRow | undefined, status: RsvpAnswer, now: Date) {
    if (!event.published) throw refuse(RSVP_MESSAGES.notPublished);
    if (isPast({ ends: event.endsAt }, now)) throw refuse(RSVP_MESSAGES.ended);
    const refusal = rsvpRefusal(event, current?.status ?? null, status);
    if (refusal) throw refuse(RSVP_MESSAGES[refusal]);
  }

  /**
   * Writes an answer after checking it against the pause flag and the guest's answer as read again under row locks,
   * so neither two answers at once nor a pause during an answer get around the rules ("for good" stays for good).
   */
  function record(event: EventRow, answer: repo.Answer) {
    return db.transaction(async (tx) => {
      const rsvpPauseActive = await repo.pauseActiveLocked(tx, answer.organizationId, answer.eventId);
      const locked = await repo.findByEmail(tx, answer.organizationId, answer.eventId, answer.email, { lock: true });
      checkOpen({ ...event, rsvpPauseActive }, locked, answer.status, answer.now);
      return repo.recordAnswer(tx, answer);
    });
  }

  return {
    /** POST /api/events/{id}/rsvp. */
    async answer(actor: Actor, eventId: number, status: RsvpAnswer, source: RsvpSource = 'event_page') {
      const { row: event, manager } = await deps.events.access(actor, eventId).catch((error: unknown) => {
        // Someone who may not see a private event may not answer it either: the spec's RSVP refusal.
        if (error instanceof AppError && error.reason === 'not_invited') {
          throw new AppError('forbidden', RSVP_MESSAGES.notAllowed);
        }
        throw error;
      });
      const person = (await repo.personOf(db, actor.organizationId, actor.userId))!;
      const current =
        (await repo.findByUser(db, actor.organizationId, eventId, actor.userId)) ??
        (await repo.findByEmail(db, actor.organizationId, eventId, person.email));
      // Open and organization events: every member of the organization. Private ones: invitees (and hosts).
      if (event.privacy === 'invite_only' && !current && !manager) {
        throw new AppError('forbidden', RSVP_MESSAGES.notAllowed);
      }
      const now = clock.now();
      checkOpen(event, current, status, now);
      const invitee = await record(event, {
        organizationId: actor.organizationId,
        eventId,
        userId: actor.userId,
        email: current?.email ?? person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status,
        source,
        now,
      });
      return {
        invitee: presentGuest(invitee, now),
        event: await deps.events.present(actor, event),
        message: RSVP_MESSAGES.submitted,
      };
    },

    /** POST /api/invitees/public_rsvp on the organization's host. */
    async publicAnswer(organizationId: number, input: PublicRsvpInput) {
      const event = await deps.events.findForPublic(organizationId, input.event_id);
      if (!event || !event.published) throw notFound(EVENT_MESSAGES.notFound);
      const [current, identity] = await Promise.all([
        repo.findByEmail(db, organizationId, event.id, input.email),
        repo.identifyEmail(db, organizationId, input.email),
      ]);
      const allowed =
        event.privacy === 'open' ||
        Boolean(current) ||
        (event.privacy === 'organization' && (identity.user !== null || identity.domainMatches));
      if (!allowed) throw new AppError('unauthorized', RSVP_MESSAGES.notAllowed);
      // Someone with an account answers signed in: an email alone must not change (or lock, while paused) their
      // answer.
      if (identity.user?.hasAccount) {
        throw new AppError('unauthorized', RSVP_MESSAGES.signInRequired, undefined, 'sign_in_required');
      }
      const now = clock.now();
      checkOpen(event, current, input.status, now);
      const invitee = await record(event, {
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
      // A visitor learns their own answer, nothing about the guest row behind it.
      return { invitee: { status: invitee.status }, message: RSVP_MESSAGES.submitted };
    },

    /**
     * A one-click answer from a mail (the link's signature was checked by the caller): the guest the link was made
     * for answers, with source email, under the same rules as the event page.
     */
    async answerFromLink(
      organizationId: number,
      inviteeId: number,
      status: RsvpAnswer | null,
      options: { expired?: boolean } = {},
    ) {
      const guest = await repo.findById(db, organizationId, inviteeId);
      const event = guest && (await deps.events.findForPublic(organizationId, guest.eventId));
      // A guest removed since, or an event deleted: nothing to answer.
      if (!guest || !event) return null;
      // Account holders (and guests of events not open to the public) answer in the app; others on the public page.
      const identity = await repo.identifyEmail(db, organizationId, guest.email);
      const inApp = Boolean(identity.user?.hasAccount) || event.privacy !== 'open';
      const target = { eventId: event.id, inApp, email: guest.email };
      if (options.expired) return { ...target, status: null, error: COMMUNICATION_MESSAGES.linkExpired };
      if (status === null) return { ...target, status: null, error: COMMUNICATION_MESSAGES.linkInvalid };
      const now = clock.now();
      try {
        checkOpen(event, guest, status, now);
        const invitee = await record(event, {
          organizationId,
          eventId: event.id,
          userId: guest.userId,
          email: guest.email,
          firstName: guest.firstName,
          lastName: guest.lastName,
          status,
          source: 'email',
          now,
        });
        return { ...target, status: invitee.status, error: null };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { ...target, status: null, error: error.message };
        throw error;
      }
    },

    /** GET /api/invitees/public_lookup: a visitor's own answer, by email. */
    async publicLookup(organizationId: number, eventId: number, email: string) {
      const event = await deps.events.findForPublic(organizationId, eventId);
      if (!event || !event.published || event.privacy === 'invite_only') throw notFound(EVENT_MESSAGES.notFound);
      const row = await repo.findByEmail(db, organizationId, eventId, email);
      if (!row || !['rsvp', 'maybe_attending', 'not_attending'].includes(row.status)) {
        throw notFound(RSVP_MESSAGES.noRsvpForEmail);
      }
      return { invitee: { status: row.status } };
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;
