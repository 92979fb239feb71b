import { describe, expect, it } from 'vitest';
import {
  defaultEventTimes,
  editableUntil,
  formatDuration,
  hasStarted,
  isAttendanceOpen,
  isEditable,
  isPast,
  locationTypeOf,
  normalizeResources,
  shiftEnd,
  withScheme,
} from './event-rules.ts';

const at = (iso: string) => new Date(iso);

describe('location type', () => {
  it('is derived from the meeting and the location', () => {
    expect(locationTypeOf({ location: 'Room 4', meetingService: 'zoom_meeting' })).toBe('hybrid');
    expect(locationTypeOf({ location: 'Room 4', meetingService: null })).toBe('inperson');
    expect(locationTypeOf({ location: '  ', meetingService: 'unknown' })).toBe('virtual');
    expect(locationTypeOf({ location: '', meetingService: '' })).toBe('');
  });
});

describe('timing and editability', () => {
  const event = { start: at('2026-12-01T09:00:00Z'), ends: at('2026-12-01T10:00:00Z'), published: true };

  it('knows when an event has started and is past', () => {
    expect(hasStarted(event, at('2026-12-01T08:59:00Z'))).toBe(false);
    expect(hasStarted(event, at('2026-12-01T09:01:00Z'))).toBe(true);
    expect(isPast(event, at('2026-12-01T09:30:00Z'))).toBe(false);
    expect(isPast(event, at('2026-12-01T10:01:00Z'))).toBe(true);
  });

  it('opens attendance an hour before the start (people arrive early)', () => {
    expect(isAttendanceOpen(event, at('2026-12-01T07:59:00Z'))).toBe(false);
    expect(isAttendanceOpen(event, at('2026-12-01T08:00:00Z'))).toBe(true);
    expect(isAttendanceOpen(event, at('2026-12-01T11:00:00Z'))).toBe(true);
  });

  it('locks a published event once it has started, never a draft', () => {
    expect(isEditable(event, at('2026-11-30T00:00:00Z'))).toBe(true);
    expect(isEditable(event, at('2026-12-01T09:30:00Z'))).toBe(false);
    expect(isEditable({ ...event, published: false }, at('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('locks a published event at its start, a draft never', () => {
    expect(editableUntil(event)).toEqual(event.start);
    expect(editableUntil({ ...event, published: false })).toBeNull();
  });

  it('shifts the end with the start and starts new events a week ahead at 9', () => {
    expect(shiftEnd(event, at('2026-12-03T14:00:00Z')).toISOString()).toBe('2026-12-03T15:00:00.000Z');
    const { start, ends } = defaultEventTimes(new Date(2026, 10, 22, 15, 30));
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([29, 9, 0]);
    expect([ends.getDate(), ends.getHours()]).toEqual([29, 10]);
  });

  it('formats a duration as days, hours and minutes', () => {
    expect(formatDuration(at('2026-12-01T09:00:00Z'), at('2026-12-02T11:30:00Z'))).toBe('1 day 2 hours 30 minutes');
    expect(formatDuration(at('2026-12-01T09:00:00Z'), at('2026-12-01T10:00:00Z'))).toBe('1 hour');
    expect(formatDuration(at('2026-12-01T09:00:00Z'), at('2026-12-01T09:00:00Z'))).toBe('0 minutes');
  });
});

describe('resources', () => {
  it('drops blank entries, marks saved ones destroyed and prefixes https://', () => {
    expect(
      normalizeResources([
        { title: ' Agenda ', link: 'docs.example.com/agenda' },
        { title: 'Slides', link: 'http://example.com/s' },
        { title: '', link: 'example.com' },
        { id: 4, title: 'Old', link: '' },
        { id: 5, title: 'Gone', link: 'x.com', _destroy: true },
        { id: 6, title: 'Kept', link: 'mailto:team@example.com' },
      ]),
    ).toEqual([
      { title: 'Agenda', link: 'https://docs.example.com/agenda' },
      { title: 'Slides', link: 'http://example.com/s' },
      { id: 4, title: 'Old', link: '', _destroy: true },
      { id: 5, title: 'Gone', link: 'x.com', _destroy: true },
      { id: 6, title: 'Kept', link: 'mailto:team@example.com' },
    ]);
    expect(withScheme('  ')).toBe('');
  });
});
