import { describe, expect, it } from 'vitest';
import { dailyCounts, feedbackState, isPastEvent, percentOf, timeUntilEvent } from './analytics.ts';

const at = (iso: string) => new Date(iso);
const START = at('2026-11-24T12:00:00Z');
const ENDS = at('2026-11-24T14:00:00Z');

describe('the analytics countdown (spec guest-engagement §2)', () => {
  it('shows days above 24 hours, hours up to 24, Ongoing once started, nothing once ended', () => {
    expect(timeUntilEvent(START, ENDS, at('2026-11-21T11:00:00Z'))).toEqual({ kind: 'days', value: 3 });
    expect(timeUntilEvent(START, ENDS, at('2026-11-23T11:59:00Z'))).toEqual({ kind: 'days', value: 1 });
    expect(timeUntilEvent(START, ENDS, at('2026-11-23T12:00:00Z'))).toEqual({ kind: 'hours', value: 24 });
    expect(timeUntilEvent(START, ENDS, at('2026-11-24T07:30:00Z'))).toEqual({ kind: 'hours', value: 5 });
    expect(timeUntilEvent(START, ENDS, at('2026-11-24T13:00:00Z'))).toEqual({ kind: 'ongoing' });
    expect(timeUntilEvent(START, ENDS, ENDS)).toEqual({ kind: 'ended' });
    expect(isPastEvent(ENDS, ENDS)).toBe(true);
    expect(isPastEvent(ENDS, at('2026-11-24T13:59:59Z'))).toBe(false);
  });

  it('has three feedback states', () => {
    expect(feedbackState(false, true, 4)).toBe('no_survey');
    expect(feedbackState(true, false, 4)).toBe('awaiting');
    expect(feedbackState(true, true, 0)).toBe('awaiting');
    expect(feedbackState(true, true, 1)).toBe('results');
  });

  it('gives shares to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('RSVPs by day (spec guest-engagement §2 Guest engagement)', () => {
  it('sums each day, in order, with the quiet days between as zeros', () => {
    const rows = [
      { date: '2026-11-03', count: 1 },
      { date: '2026-10-31', count: 2 },
      { date: '2026-10-31', count: 3 },
    ];
    expect(dailyCounts(rows)).toEqual([
      ['2026-10-31', 5],
      ['2026-11-01', 0],
      ['2026-11-02', 0],
      ['2026-11-03', 1],
    ]);
  });

  it('leaves a long span sparse, and nothing as nothing', () => {
    const rows = [
      { date: '2026-01-01', count: 1 },
      { date: '2026-12-31', count: 2 },
    ];
    expect(dailyCounts(rows)).toEqual([
      ['2026-01-01', 1],
      ['2026-12-31', 2],
    ]);
    expect(dailyCounts([])).toEqual([]);
  });
});
