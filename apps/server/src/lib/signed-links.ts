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

/**
 * `maxLifeMs`: a token whose expiry lies further ahead than this was signed under a longer life than links get now
 * (mails sent before the life was shortened) and counts as expired.
 */
export function verifyGuestToken(secret: string, token: string, now: Date, maxLifeMs?: number): GuestTokenCheck {
  const parts = partsOf(token);
  if (!parts || !safeEqual(mac(secret, parts.payload), parts.signature)) return { ok: false, reason: 'invalid' };
  if (parts.expiresAtMs < now.getTime()) return { ok: false, reason: 'expired' };
  if (maxLifeMs !== undefined && parts.expiresAtMs > now.getTime() + maxLifeMs) return { ok: false, reason: 'expired' };
  return { ok: true, inviteeId: parts.inviteeId };
}

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** What a guest cookie proves: the guest row, under the row's proof version when it was issued. */
export interface GuestCookieProof {
  inviteeId: number;
  proofVersion: number;
}

/**
 * The guest cookie (ADR 10): the browser that gave a public answer keeps `{guest}.{proof version}.{expiry}.{HMAC}`
 * for that event, so it may change the answer (or look it up) again. The event is part of what is signed, and the
 * prefix keeps a cookie from passing as a mail token or back. The proof version is the guest row's when the cookie
 * was issued: a later proven answer (a mail link, signing in) bumps the row's version and ends older cookies.
 */
export function signGuestCookie(secret: string, eventId: number, guest: GuestCookieProof, expiresAt: Date): string {
  const payload = `${guest.inviteeId}.${guest.proofVersion}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, `guest-cookie.${eventId}.${payload}`)}`;
}

/** The guest and proof version a cookie value names for this event, or null (forged, another event's, expired). */
export function verifyGuestCookie(secret: string, eventId: number, value: string, now: Date): GuestCookieProof | null {
  const match = /^((\d{1,10})\.(\d{1,10})\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, payload, id, version, exp, signature] = match as unknown as [string, string, string, string, string, string];
  if (!safeEqual(mac(secret, `guest-cookie.${eventId}.${payload}`), signature)) return null;
  if (Number(exp) * 1000 < now.getTime()) return null;
  return { inviteeId: Number(id), proofVersion: Number(version) };
}
