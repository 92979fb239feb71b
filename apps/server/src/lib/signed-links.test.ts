import { describe, expect, it } from 'vitest';
import { guestIdOf, signGuestCookie, signGuestToken, verifyGuestCookie, verifyGuestToken } from './signed-links.ts';

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

  it('counts a token signed for a longer life than the current one as expired', () => {
    const day = 24 * 3600 * 1000;
    const sixtyDays = signGuestToken('secret-a', 7, new Date(now.getTime() + 60 * day));
    expect(verifyGuestToken('secret-a', sixtyDays, now, 14 * day)).toEqual({ ok: false, reason: 'expired' });
    const fourteenDays = signGuestToken('secret-a', 7, new Date(now.getTime() + 14 * day));
    expect(verifyGuestToken('secret-a', fourteenDays, now, 14 * day)).toEqual({ ok: true, inviteeId: 7 });
  });
});

describe('signed guest cookies', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const later = new Date('2026-12-22T12:00:00Z');

  it('names the guest for its own event only, under its own secret, until it expires', () => {
    const cookie = signGuestCookie('secret-a', 5, { inviteeId: 42, proofVersion: 0 }, later);
    expect(verifyGuestCookie('secret-a', 5, cookie, now)).toEqual({ inviteeId: 42, proofVersion: 0 });
    expect(verifyGuestCookie('secret-a', 6, cookie, now)).toBeNull();
    expect(verifyGuestCookie('secret-b', 5, cookie, now)).toBeNull();
    expect(verifyGuestCookie('secret-a', 5, cookie.replace(/^42\./, '43.'), now)).toBeNull();
    expect(verifyGuestCookie('secret-a', 5, cookie, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });

  it('is no mail token, and a mail token is no cookie', () => {
    const cookie = signGuestCookie('secret-a', 5, { inviteeId: 42, proofVersion: 0 }, later);
    expect(verifyGuestToken('secret-a', cookie, now).ok).toBe(false);
    expect(verifyGuestCookie('secret-a', 5, signGuestToken('secret-a', 42, later), now)).toBeNull();
  });

  it('carries the proof version it was issued under, which cannot be changed', () => {
    const cookie = signGuestCookie('secret-a', 5, { inviteeId: 42, proofVersion: 3 }, later);
    expect(verifyGuestCookie('secret-a', 5, cookie, now)).toEqual({ inviteeId: 42, proofVersion: 3 });
    expect(verifyGuestCookie('secret-a', 5, cookie.replace(/^42\.3\./, '42.4.'), now)).toBeNull();
  });
});
