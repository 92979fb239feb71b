import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.ts';

/**
 * Signed, expiring tokens for one-click links in mails (the RSVP buttons). The token names a guest and an expiry and
 * carries an HMAC under the organization's secret, so it cannot be forged or pointed at another guest; nothing is
 * stored per link.
 */
export function signGuestToken(secret: string, inviteeId: number, expiresAt: Date): string {
  const payload = `${inviteeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type GuestTokenCheck = { ok: true; inviteeId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** The guest id inside a token, before its signature is checked (to find whose secret to check it with). */
export function guestIdOf(token: string): number | null {
  return partsOf(token)?.inviteeId ?? null;
}

/** `{guest}.{expiry in seconds}.{HMAC}`, or null for anything else. */
function partsOf(token: string) {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, exp, signature] = match as unknown as [string, string, string, string];
  return { inviteeId: Number(id), payload: `${id}.${exp}`, expiresAtMs: Number(exp) * 1000, signature };
}

export function verifyGuestToken(secret: string, token: string, now: Date): GuestTokenCheck {
  const parts = partsOf(token);
  if (!parts || !safeEqual(mac(secret, parts.payload), parts.signature)) return { ok: false, reason: 'invalid' };
  if (parts.expiresAtMs < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, inviteeId: parts.inviteeId };
}

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * The guest cookie (ADR 10): the browser that gave a public answer keeps `{guest}.{expiry}.{HMAC}` for that event,
 * so it may change the answer (or look it up) again. The event is part of what is signed, and the prefix keeps a
 * cookie from passing as a mail token or back.
 */
export function signGuestCookie(secret: string, eventId: number, inviteeId: number, expiresAt: Date): string {
  const payload = `${inviteeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, `guest-cookie.${eventId}.${payload}`)}`;
}

/** The guest a cookie value names for this event, or null (forged, another event's, expired). */
export function verifyGuestCookie(secret: string, eventId: number, value: string, now: Date): number | null {
  const parts = partsOf(value);
  if (!parts || !safeEqual(mac(secret, `guest-cookie.${eventId}.${parts.payload}`), parts.signature)) return null;
  return parts.expiresAtMs < now.getTime() ? null : parts.inviteeId;
}
