import { z } from 'zod';
import { ATTENDANCE_TYPES, ATTENDED_VALUES, INVITEE_STATUSES, RSVP_SOURCES } from '../guest-schemas.ts';
import { eventSchema } from './events.ts';

/**
 * The JSON the guests and RSVP routes answer (docs/api-guests.md): the guests module's response contract, in the
 * pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const instant = z.iso.datetime();

/** A guest in REST answers. */
export const guestSchema = z.object({
  id,
  /** The guest's account, or null for someone without one. */
  employee_id: id.nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  status: z.enum(INVITEE_STATUSES),
  attended: z.enum(ATTENDED_VALUES),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable(),
  rsvp_source: z.enum(RSVP_SOURCES).nullable(),
  /** The invitation is still to go out (chip Scheduled): no attendance or removal yet. */
  invite_scheduled: z.boolean(),
  invite_scheduled_for: instant.nullable(),
  updated_at: instant,
});

/** POST /api/events/{id}/rsvp. */
export const rsvpAnswerResponse = z.object({ invitee: guestSchema, event: eventSchema, message: z.string() });
/** POST /api/invitees/public_rsvp, recorded: only the answer, nothing about the guest row. */
export const publicRsvpResponse = z.object({
  invitee: z.object({ status: z.enum(INVITEE_STATUSES) }),
  message: z.string(),
});
/** POST /api/invitees/public_rsvp, 202: the one neutral "needs proof" answer (ADR 10). */
export const proofRequiredResponse = z.object({
  invitee: z.null(),
  proof_required: z.literal(true),
  message: z.string(),
});
/** GET /api/invitees/public_lookup. */
export const publicLookupResponse = z.object({ invitee: z.object({ status: z.enum(INVITEE_STATUSES) }) });
/** PATCH /api/events/{id}/invitees.json. */
export const guestsUpdatedResponse = z.object({ invitees: z.array(guestSchema) });
/** DELETE /api/events/{id}/invitees.json. */
export const guestsRemovedResponse = z.object({ deleted_count: z.number().int().nonnegative(), message: z.string() });

export type GuestRecord = z.infer<typeof guestSchema>;
export type RsvpAnswerResponse = z.infer<typeof rsvpAnswerResponse>;
export type PublicRsvpResponse = z.infer<typeof publicRsvpResponse>;
export type ProofRequiredResponse = z.infer<typeof proofRequiredResponse>;
export type PublicLookupResponse = z.infer<typeof publicLookupResponse>;
export type GuestsUpdatedResponse = z.infer<typeof guestsUpdatedResponse>;
export type GuestsRemovedResponse = z.infer<typeof guestsRemovedResponse>;
