import type { EmailRsvpAnswerResponse, EmailRsvpDetailsResponse } from '@huddle/domain/contracts/communications';
import type { ProofRequiredResponse, PublicRsvpResponse } from '@huddle/domain/contracts/guests';
import type { PublicRsvpInput, RsvpAnswer, RsvpSource } from '@huddle/domain/guest-schemas';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import type { LoadedEvents } from '../events/events.port.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import type { PublicCaller, RecordedGuest } from './guests.types.ts';
import type { InviteeRow } from './invitees.repository.ts';

/**
 * What other modules use of guests (docs/architecture.md, "Ports"): the RSVP answers that the surveys (pre-event
 * survey) and communications (a mail's link) modules record, the guest cookie and public throttle that the surveys
 * module's public page shares with the public RSVP, and the auth module's follow-up of a user's new email.
 */
export type { PublicCaller, RecordedGuest } from './guests.types.ts';
export { provenGuestOf, setGuestCookie } from './guest-cookie.ts';
export { createThrottle, PUBLIC_RSVP_LIMITS, type ThrottleCheck } from './public-throttle.ts';

export interface GuestsPort {
  /** A user's new email follows to their guest rows, in the caller's transaction and tenant. */
  followUserEmail(tx: Executor, organizationId: number, userId: number, email: string): Promise<void>;
}

/** A public answer: recorded (with the guest for the browser's cookie), or the neutral "needs proof" (ADR 10). */
export type PublicAnswer =
  { guest: null; body: ProofRequiredResponse } | { guest: RecordedGuest; body: PublicRsvpResponse };

export interface RsvpPort {
  /** A signed-in person answers as themselves (spec events §4); the route presents the rows. */
  answer(
    actor: Actor,
    eventId: number,
    status: RsvpAnswer,
    source?: RsvpSource,
  ): Promise<{ invitee: { rows: InviteeRow[]; now: Date }; event: LoadedEvents; message: string }>;
  /** A visitor answers on the public page (spec events §5, ADR 10). */
  publicAnswer(
    caller: PublicCaller,
    input: PublicRsvpInput,
    via?: { organizationEvent?: boolean },
  ): Promise<PublicAnswer>;
  /** What the answer page of a mail's button shows. Reads only. */
  linkDetails(organization: OrganizationRow, token: string): Promise<EmailRsvpDetailsResponse>;
  /** The guest a mail link names answers, with source email. */
  answerFromLink(
    organization: OrganizationRow,
    token: string,
    status: RsvpAnswer,
  ): Promise<{ guest: RecordedGuest; body: EmailRsvpAnswerResponse }>;
}
