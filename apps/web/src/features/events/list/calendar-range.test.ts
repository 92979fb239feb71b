import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../api/get-event-range';
import { calendarRange, mergeRange, toCalendarInput, wallClock, wallToUtc } from './calendar-range';

const wall = (iso: string) => new Date(`${iso}Z`);
const calendarEvent = (id: number, start: string, ends: string, name = `Event ${id}`): CalendarEvent => ({
  id,
  name,
  start,
  ends,
  description: '',
  event_type_id: null,
});

describe('calendar range', () => {
  it('covers the month with six days either side (UTC viewer)', () => {
    // dayGridMonth for March 2030: currentStart 1 March, currentEnd 1 April.
    expect(calendarRange(wall('2030-03-01T00:00:00'), wall('2030-04-01T00:00:00'), 'UTC')).toEqual({
      start_date: '2030-02-23 00:00:00',
      end_date: '2030-04-06 23:59:59',
    });
  });

  it('sends the UTC instants of the viewer’s wall-clock bounds', () => {
    // New York is UTC-5 in February and UTC-4 in April.
    expect(calendarRange(wall('2030-03-01T00:00:00'), wall('2030-04-01T00:00:00'), 'America/New_York')).toEqual({
      start_date: '2030-02-23 05:00:00',
      end_date: '2030-04-07 03:59:59',
    });
  });

  it('gives a week or a day inside one month the range of that month', () => {
    const month = calendarRange(wall('2030-03-01T00:00:00'), wall('2030-04-01T00:00:00'), 'UTC');
    expect(calendarRange(wall('2030-03-10T00:00:00'), wall('2030-03-17T00:00:00'), 'UTC')).toEqual(month);
    expect(calendarRange(wall('2030-03-31T00:00:00'), wall('2030-04-01T00:00:00'), 'UTC')).toEqual(month);
  });

  it('spans both months for a week across a month end, and a year end', () => {
    expect(calendarRange(wall('2030-12-29T00:00:00'), wall('2031-01-05T00:00:00'), 'UTC')).toEqual({
      start_date: '2030-11-25 00:00:00',
      end_date: '2031-02-06 23:59:59',
    });
  });

  it('reads wall clocks in a zone and back', () => {
    expect(wallClock('2030-06-03T02:30:00Z', 'America/New_York')).toBe('2030-06-02T22:30:00');
    expect(wallClock('2030-01-01T00:00:00Z', 'Asia/Tokyo')).toBe('2030-01-01T09:00:00');
    expect(wallToUtc(wall('2030-06-02T22:30:00'), 'America/New_York').toISOString()).toBe('2030-06-03T02:30:00.000Z');
    // Across the spring-forward night in London.
    expect(wallToUtc(wall('2030-03-31T03:00:00'), 'Europe/London').toISOString()).toBe('2030-03-31T02:00:00.000Z');
  });

  it('hands FullCalendar the viewer’s wall clock and a link per event', () => {
    expect(
      toCalendarInput([calendarEvent(4, '2030-06-03T02:30:00Z', '2030-06-03T04:00:00Z', 'Late')], 'America/New_York'),
    ).toEqual([{ id: '4', title: 'Late', start: '2030-06-02T22:30:00', end: '2030-06-03T00:00:00', url: '/event/4' }]);
  });
});

describe('merging ranges', () => {
  const march = { start_date: '2030-02-23 00:00:00', end_date: '2030-04-06 23:59:59' };
  const april = { start_date: '2030-03-26 00:00:00', end_date: '2030-05-06 23:59:59' };

  it('merges answers by id, a newer copy replacing the older one', () => {
    const first = mergeRange(new Map(), march, [
      calendarEvent(1, '2030-03-02T10:00:00Z', '2030-03-02T11:00:00Z'),
      calendarEvent(2, '2030-03-30T10:00:00Z', '2030-03-30T11:00:00Z', 'Old name'),
    ]);
    const second = mergeRange(first, april, [
      calendarEvent(2, '2030-03-30T10:00:00Z', '2030-03-30T11:00:00Z', 'New name'),
      calendarEvent(3, '2030-04-20T10:00:00Z', '2030-04-20T11:00:00Z'),
    ]);
    expect([...second.keys()].sort()).toEqual([1, 2, 3]);
    expect(second.get(2)?.name).toBe('New name');
    // The input is left alone.
    expect(first.get(2)?.name).toBe('Old name');
    expect(first.size).toBe(2);
  });

  it('drops an event the range no longer returns, and keeps those outside it', () => {
    const loaded = mergeRange(new Map(), march, [
      calendarEvent(1, '2030-03-02T10:00:00Z', '2030-03-02T11:00:00Z'),
      calendarEvent(2, '2030-03-30T10:00:00Z', '2030-03-30T11:00:00Z'),
    ]);
    const after = mergeRange(loaded, april, []);
    expect([...after.keys()]).toEqual([1]);
  });
});
