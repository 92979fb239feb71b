import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * The PDF page's token (spec platform §2.1 event/{id}/pdf?token=, guest-engagement §7 pdf_data?token=; ADR 24):
 * `{event}.{expiry in seconds}.{HMAC}` under the organization's link secret, with the purpose, organization and event
 * in what is signed, so it opens one event's analytics of one organization for a few minutes and nothing else.
 */
const payloadOf = (organizationId: number, eventId: number, expSeconds: number) =>
  `analytics-pdf.${organizationId}.${eventId}.${expSeconds}`;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signPdfToken(secret: string, organizationId: number, eventId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${eventId}.${exp}.${mac(secret, payloadOf(organizationId, eventId, exp))}`;
}

export type PdfTokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/** Valid only for this organization's secret and id and this event, before its expiry, and not longer-lived than `maxLifeMs`. */
export function verifyPdfToken(
  secret: string,
  organizationId: number,
  eventId: number,
  token: string,
  now: Date,
  maxLifeMs: number,
): PdfTokenCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, exp, signature] = match as unknown as [string, string, string, string];
  if (Number(id) !== eventId) return { ok: false, reason: 'invalid' };
  if (!safeEqual(mac(secret, payloadOf(organizationId, eventId, Number(exp))), signature)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAtMs = Number(exp) * 1000;
  if (expiresAtMs < now.getTime() || expiresAtMs > now.getTime() + maxLifeMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}
