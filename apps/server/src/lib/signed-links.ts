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
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifyGuestToken(secret: string, token: string, now: Date): GuestTokenCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, exp, signature] = match as unknown as [string, string, string, string];
  if (!safeEqual(mac(secret, `${id}.${exp}`), signature)) return { ok: false, reason: 'invalid' };
  if (Number(exp) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, inviteeId: Number(id) };
}

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
