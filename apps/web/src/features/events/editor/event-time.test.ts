import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { resourceProblems } from './event-form-schema';
import { newEventTimes, pastTimeProblem, shiftedEnd, timeProblems } from './event-time';

const NOW = new Date('2030-03-10T12:00:00.000Z');

describe('event times', () => {
  it('starts a new event 7 days ahead at 9:00 in the user’s own calendar', () => {
    expect(newEventTimes(NOW, 'Europe/London')).toEqual({ start: '2030-03-17T09:00', ends: '2030-03-17T10:00' });
    // 12:00 UTC is already 2:00 on the 11th on Kiritimati.
    expect(newEventTimes(NOW, 'Pacific/Kiritimati')).toEqual({ start: '2030-03-18T09:00', ends: '2030-03-18T10:00' });
  });

  it('moves the end by as much as the start moved', () => {
    expect(shiftedEnd('2030-03-17T09:00', '2030-03-17T10:30', '2030-03-19T14:00', 'UTC')).toBe('2030-03-19T15:30');
    expect(shiftedEnd('', '2030-03-17T10:30', '2030-03-19T14:00', 'UTC')).toBeNull();
  });

  it('tells a past day from a past hour of today', () => {
    expect(pastTimeProblem('2030-03-09T13:00', NOW, 'UTC')).toBe(EVENT_MESSAGES.dateInPast);
    expect(pastTimeProblem('2030-03-10T11:00', NOW, 'UTC')).toBe(EVENT_MESSAGES.timeInFuture);
    expect(pastTimeProblem('2030-03-10T13:00', NOW, 'UTC')).toBeNull();
  });

  it('checks required, invalid, order and past times, but not saved times again', () => {
    const context = { now: NOW, timezone: 'UTC' };
    expect(timeProblems({ start: '', ends: '' }, context)).toEqual({
      start: EVENT_MESSAGES.startRequired,
      ends: EVENT_MESSAGES.endRequired,
    });
    expect(timeProblems({ start: '2030-13-45T99:00', ends: '2030-03-17T10:00' }, context).start).toBe(
      EVENT_MESSAGES.invalidDate,
    );
    expect(timeProblems({ start: '2030-03-17T10:00', ends: '2030-03-17T10:00' }, context)).toEqual({
      ends: EVENT_MESSAGES.endAfterStart,
    });
    const old = { start: '2030-03-01T09:00', ends: '2030-03-01T10:00' };
    expect(timeProblems(old, context)).toEqual({ start: EVENT_MESSAGES.dateInPast, ends: EVENT_MESSAGES.dateInPast });
    expect(timeProblems(old, { ...context, savedStart: old.start, savedEnds: old.ends })).toEqual({});
  });
});

describe('resource rows', () => {
  it('drops blank rows and names what a half-filled row lacks', () => {
    expect(resourceProblems({ title: '', link: '' })).toEqual({});
    expect(resourceProblems({ title: '', link: 'example.com' })).toEqual({ title: EVENT_MESSAGES.noTitle });
    expect(resourceProblems({ title: '   ', link: '' })).toEqual({ title: EVENT_MESSAGES.titleRequired });
    expect(resourceProblems({ title: 'Agenda', link: ' ' })).toEqual({ link: EVENT_MESSAGES.linkRequired });
    expect(resourceProblems({ id: 3, title: '', link: 'x', _destroy: true })).toEqual({});
  });
});
