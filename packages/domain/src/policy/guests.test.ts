import { describe, expect, it } from 'vitest';
import { mayManageGuests, mayRsvp } from './guests.ts';

const admin = { userId: 1, role: 'admin' } as const;
const host = { userId: 7, role: 'organizer' } as const;
const demotedHost = { userId: 7, role: 'user' } as const;
const member = { userId: 9, role: 'user' } as const;
const hosted = { hostIds: [7] };

describe('managing guests (guests §6)', () => {
  it('is for admins and hosts who are organizers', () => {
    expect(mayManageGuests(admin, hosted)).toBe(true);
    expect(mayManageGuests(host, hosted)).toBe(true);
    expect(mayManageGuests(demotedHost, hosted)).toBe(false);
    expect(mayManageGuests({ userId: 8, role: 'organizer' }, hosted)).toBe(false);
  });
});

describe('answering an RSVP (events §6, guests §6)', () => {
  it('is open to everyone on open and organization events', () => {
    expect(mayRsvp(member, { ...hosted, privacy: 'organization', hasGuestRow: false })).toBe(true);
    expect(mayRsvp(member, { ...hosted, privacy: 'open', hasGuestRow: false })).toBe(true);
  });

  it('needs a guest row on a private event, unless one manages it', () => {
    expect(mayRsvp(member, { ...hosted, privacy: 'invite_only', hasGuestRow: false })).toBe(false);
    expect(mayRsvp(member, { ...hosted, privacy: 'invite_only', hasGuestRow: true })).toBe(true);
    expect(mayRsvp(host, { ...hosted, privacy: 'invite_only', hasGuestRow: false })).toBe(true);
    expect(mayRsvp(demotedHost, { ...hosted, privacy: 'invite_only', hasGuestRow: false })).toBe(false);
  });
});
