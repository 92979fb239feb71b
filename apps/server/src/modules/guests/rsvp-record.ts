import { isPast } from '@huddle/domain/event-rules';
import { RSVP_REFUSALS, rsvpRefusal, type RsvpAnswer, type RsvpRefusal } from '@huddle/domain/guest-schemas';
import type { BoundRepository, Tenancy } from '../../db/tenancy.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventRow } from '../events/events.port.ts';
import type * as repo from './invitees.repository.ts';

/** What recording an answer needs: the guests' repository of the scope, and its savepoints. */
export interface AnswerStore {
  invitees: BoundRepository<typeof repo>;
  savepoint: Tenancy['savepoint'];
}

/** A refused answer says why with its code, which every page that answers (and a mail's answer page) reads. */
export const refuse = (code: RsvpRefusal) => new AppError(code, RSVP_REFUSALS[code]);

/** The answers a guest gives (as opposed to invited / scheduled). */
export const ANSWERED: readonly string[] = ['rsvp', 'maybe_attending', 'not_attending'];

/** Published and not ended; the pause and the current answer decide the rest. */
export function checkOpen(event: EventRow, current: repo.InviteeRow | undefined, status: RsvpAnswer, now: Date) {
  if (!event.published) throw refuse('not_published');
  if (isPast({ ends: event.endsAt }, now)) throw refuse('ended');
  const refusal = rsvpRefusal(event, current?.status ?? null, status);
  if (refusal) throw refuse(refusal);
}

/** A first answer by email alone found the guest row taken meanwhile (another answer at the same time). */
export class GuestRowTaken extends Error {}

/**
 * Writes an answer after checking it against the pause flag and the guest's answer as read again under row locks,
 * so neither two answers at once nor a pause during an answer get around the rules ("for good" stays for good).
 * `newGuestOnly`: a first answer by email alone may only create the guest row; if another answer created it
 * meanwhile, nothing is written and GuestRowTaken is thrown (the row is someone's, ADR 10).
 */
export function recordAnswer(
  store: AnswerStore,
  event: EventRow,
  answer: Omit<repo.Answer, 'organizationId'>,
  opts: { newGuestOnly?: boolean } = {},
) {
  const { invitees } = store;
  return store.savepoint(async () => {
    const rsvpPauseActive = await invitees.pauseActiveLocked(answer.eventId);
    const locked = await invitees.findByEmail(answer.eventId, answer.email, { lock: true });
    if (opts.newGuestOnly && locked) throw new GuestRowTaken();
    checkOpen({ ...event, rsvpPauseActive }, locked, answer.status, answer.now);
    const row = await invitees.recordAnswer(answer);
    // Inserted by an answer that committed while this one waited: roll back.
    if (opts.newGuestOnly && !row.inserted) throw new GuestRowTaken();
    return row;
  });
}
