import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Slack's request signing (https://api.slack.com/authentication/verifying-requests-from-slack): `X-Slack-Signature`
 * is `v0=` and the hex HMAC-SHA256 of `v0:{X-Slack-Request-Timestamp}:{raw body}` under the app's signing secret.
 * A request whose timestamp is further than `windowSeconds` from now is refused as a replay, before the signature.
 */
export function verifySlackSignature(p: {
  signingSecret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  nowSeconds: number;
  windowSeconds: number;
}): 'ok' | 'stale' | 'forged' {
  if (!p.timestamp || !/^\d{1,12}$/.test(p.timestamp)) return 'forged';
  if (Math.abs(p.nowSeconds - Number(p.timestamp)) > p.windowSeconds) return 'stale';
  if (!p.signature?.startsWith('v0=')) return 'forged';
  const expected = createHmac('sha256', p.signingSecret).update(`v0:${p.timestamp}:`).update(p.rawBody).digest();
  const given = Buffer.from(p.signature.slice(3), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'forged';
}
