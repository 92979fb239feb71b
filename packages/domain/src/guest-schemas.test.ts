import { describe, expect, it } from 'vitest';
import { eventTiming, guestChipStatus, publicRsvpInput, RSVP_MESSAGES, rsvpRefusal } from './guest-schemas.ts';

describe('rsvpRefusal (spec §4 RSVP control)', () => {
  const open = { rsvpPauseActive: false };
  const paused = { rsvpPauseActive: true };
  it('accepts any answer while RSVPs are open', () => {
    expect(rsvpRefusal(open, null, 'rsvp')).toBeNull();
    expect(rsvpRefusal(open, 'not_attending', 'rsvp')).toBeNull();
  });
  it('while paused lets only a Yes guest leave, and freezes everyone else', () => {
    expect(rsvpRefusal(paused, 'rsvp', 'not_attending')).toBeNull();
    expect(rsvpRefusal(paused, 'rsvp', 'maybe_attending')).toBeNull();
    expect(rsvpRefusal(paused, null, 'rsvp')).toBe('paused');
    expect(rsvpRefusal(paused, 'invited', 'maybe_attending')).toBe('paused');
    expect(rsvpRefusal(paused, 'maybe_attending', 'rsvp')).toBe('locked');
    expect(rsvpRefusal(paused, 'not_attending', 'rsvp')).toBe('locked');
    expect(rsvpRefusal(paused, 'not_attending', 'not_attending')).toBeNull();
  });
});

describe('eventTiming (spec §4 Event timing)', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  const ends = new Date('2026-11-22T13:00:00Z');
  it.each([
    ['2026-11-22T10:00:00Z', 'upcoming'],
    ['2026-11-22T11:00:00Z', 'soon'],
    ['2026-11-22T12:30:00Z', 'now'],
    ['2026-11-22T13:00:01Z', 'past'],
  ])('at %s it is %s', (now, timing) => {
    expect(eventTiming({ start, ends }, new Date(now))).toBe(timing);
  });
});

describe('guests', () => {
  it('shows guest_list and future invitations as Scheduled', () => {
    expect(guestChipStatus({ status: 'guest_list' })).toBe('scheduled');
    expect(guestChipStatus({ status: 'invited', inviteScheduled: true })).toBe('scheduled');
    expect(guestChipStatus({ status: 'rsvp' })).toBe('rsvp');
  });
  it('needs first name, last name and a valid email for a public RSVP', () => {
    const r = publicRsvpInput.safeParse({ event_id: 1, first_name: '', last_name: 'X', email: 'x@', status: 'rsvp' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      RSVP_MESSAGES.firstNameRequired,
      RSVP_MESSAGES.emailInvalid,
    ]);
    expect(
      publicRsvpInput.parse({
        event_id: '3',
        first_name: ' A ',
        last_name: 'B',
        email: ' A@B.CO ',
        status: 'maybe_attending',
      }),
    ).toEqual({ event_id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', status: 'maybe_attending' });
  });
});
