import type { FastifyReply, FastifyRequest } from 'fastify';
import { signGuestCookie, verifyGuestCookie } from '../../lib/signed-links.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import type { RecordedGuest } from './guests.types.ts';

const DAY_MS = 24 * 3600 * 1000;

/** One cookie per event, so answering a second event keeps the first one's proof. */
const cookieName = (eventId: number) => `huddle_guest_${eventId}`;

/** The guest row (and its proof version) this browser proved for an event (its guest cookie, ADR 10), or null. */
export function provenGuestOf(request: FastifyRequest, organization: OrganizationRow, now: Date) {
  return (eventId: number) => {
    const value = request.cookies[cookieName(eventId)];
    return value ? verifyGuestCookie(organization.linkSecret, eventId, value, now) : null;
  };
}

/**
 * Gives the browser that answered (on the public form, or on the answer page of a mail link) the proof that lets
 * it change the answer later: httpOnly, SameSite=Lax, signed with the organization's link secret, until a day
 * after the event.
 */
export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  organization: OrganizationRow,
  guest: RecordedGuest,
  now: Date,
) {
  const expires = new Date(Math.max(guest.endsAt.getTime(), now.getTime()) + DAY_MS);
  reply.setCookie(cookieName(guest.eventId), signGuestCookie(organization.linkSecret, guest.eventId, guest, expires), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // As the session cookie: Secure when the public site is HTTPS (configuration, not the client's headers).
    secure: request.server.secureCookies,
    expires,
  });
}
