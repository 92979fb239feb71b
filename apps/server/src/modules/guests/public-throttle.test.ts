import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createThrottle } from './public-throttle.ts';

const rule = { max: 2, windowMs: 60_000 };
const NOW = new Date('2026-11-22T12:00:00Z');

describe('public throttle', () => {
  it('refuses once a rule is used up, without counting the refused tries', () => {
    const clock = fixedClock(NOW);
    const throttle = createThrottle(clock);
    const tries = [{ key: 'a', rule }];
    throttle.count(tries);
    throttle.count(tries);
    expect(() => throttle.check(tries)).toThrow();
    clock.advance(60_000);
    expect(() => throttle.check(tries)).not.toThrow();
  });

  it('makes room by dropping the oldest counters, keeping the newer ones', () => {
    const clock = fixedClock(NOW);
    const throttle = createThrottle(clock, 3);
    const at = (key: string) => [{ key, rule }];
    for (const key of ['old', 'mid', 'new']) {
      throttle.count(at(key));
      throttle.count(at(key));
      clock.advance(1_000);
    }
    // A flood of fresh keys evicts the oldest only: the newest still refuses (a full reset would let it through).
    throttle.count(at('flood'));
    expect(throttle.exceeded(at('old'))).toBe(false);
    expect(throttle.exceeded(at('mid'))).toBe(true);
    expect(throttle.exceeded(at('new'))).toBe(true);
  });

  it('drops finished windows before live ones when full', () => {
    const clock = fixedClock(NOW);
    const throttle = createThrottle(clock, 2);
    throttle.count([{ key: 'short', rule: { max: 1, windowMs: 1_000 } }]);
    throttle.count([{ key: 'live', rule: { max: 1, windowMs: 60_000 } }]);
    clock.advance(2_000);
    throttle.count([{ key: 'next', rule }]);
    expect(throttle.exceeded([{ key: 'live', rule: { max: 1, windowMs: 60_000 } }])).toBe(true);
  });
});
