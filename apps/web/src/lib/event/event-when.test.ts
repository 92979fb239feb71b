import { describe, expect, it } from 'vitest';
import { icsFileName } from './download-ical';
import { eventDuration, eventWhenLines } from './event-when';

describe('event times', () => {
  it('shows one day as the date and a time range in the viewer timezone', () => {
    expect(eventWhenLines('2030-06-03T08:00:00Z', '2030-06-03T09:30:00Z', 'Europe/London')).toEqual([
      'Monday, June 3, 2030',
      '9:00 AM – 10:30 AM GMT+1',
    ]);
    expect(eventWhenLines('2030-06-03T08:00:00Z', '2030-06-03T09:30:00Z', 'America/New_York')).toEqual([
      'Monday, June 3, 2030',
      '4:00 AM – 5:30 AM EDT',
    ]);
  });

  it('shows start and end lines when the event spans days there', () => {
    expect(eventWhenLines('2030-06-03T22:00:00Z', '2030-06-04T01:00:00Z', 'UTC')).toEqual([
      'Mon, Jun 3, 2030, 10:00 PM –',
      'Tue, Jun 4, 2030, 1:00 AM UTC',
    ]);
    expect(eventWhenLines('nope', '2030-06-04T01:00:00Z', 'UTC')).toEqual([]);
  });

  it('falls back to UTC for an unknown timezone', () => {
    expect(eventWhenLines('2030-06-03T08:00:00Z', '2030-06-03T09:00:00Z', 'Mars/Olympus')[1]).toBe(
      '8:00 AM – 9:00 AM UTC',
    );
  });

  it('shows the duration as days, hours and minutes', () => {
    expect(eventDuration('2030-06-03T08:00:00Z', '2030-06-04T10:30:00Z')).toBe('1 day 2 hours 30 minutes');
    expect(eventDuration('2030-06-03T08:00:00Z', '2030-06-03T09:00:00Z')).toBe('1 hour');
  });
});

describe('calendar files', () => {
  it('names the calendar file after the event', () => {
    expect(icsFileName('Team offsite')).toBe('Team offsite.ics');
    expect(icsFileName('Q1: plans / goals?')).toBe('Q1 plans goals.ics');
    expect(icsFileName('  ')).toBe('event.ics');
  });
});
