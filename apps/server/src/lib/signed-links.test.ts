import { describe, expect, it } from 'vitest';
import { guestIdOf, signGuestToken, verifyGuestToken } from './signed-links.ts';

describe('signed guest tokens', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const later = new Date('2026-12-22T12:00:00Z');

  it('verifies its own token and names the guest', () => {
    const token = signGuestToken('secret-a', 42, later);
    expect(guestIdOf(token)).toBe(42);
    expect(verifyGuestToken('secret-a', token, now)).toEqual({ ok: true, inviteeId: 42 });
  });

  it('refuses another secret, another guest id, a changed expiry and garbage', () => {
    const token = signGuestToken('secret-a', 42, later);
    expect(verifyGuestToken('secret-b', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyGuestToken('secret-a', token.replace(/^42\./, '43.'), now)).toEqual({ ok: false, reason: 'invalid' });
    const [id, exp, sig] = token.split('.');
    expect(verifyGuestToken('secret-a', `${id}.${Number(exp) + 1000}.${sig}`, now).ok).toBe(false);
    expect(verifyGuestToken('secret-a', 'nonsense', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(guestIdOf('nonsense')).toBeNull();
  });

  it('refuses an expired token as expired', () => {
    const token = signGuestToken('secret-a', 7, new Date('2026-11-01T00:00:00Z'));
    expect(verifyGuestToken('secret-a', token, now)).toEqual({ ok: false, reason: 'expired' });
  });
});
