import { describe, expect, it } from 'vitest';
import { budgetPeriod } from './budget-period.ts';
import {
  budgetStatus,
  convertMinor,
  divideRounded,
  formatMinor,
  formatRate,
  MONEY_MAX_MINOR,
  parseMoney,
  parseRate,
  percentOf,
} from './money.ts';

describe('money in minor units', () => {
  it('parses decimal text and JSON numbers exactly', () => {
    expect(parseMoney('12.5')).toBe(1250n);
    expect(parseMoney(0.1)).toBe(10n);
    expect(parseMoney(0.29)).toBe(29n); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(parseMoney('2147483647')).toBe(MONEY_MAX_MINOR);
    expect(parseMoney('2147483647.01')).toBeNull();
    for (const bad of ['-1', '1.234', '', 'abc', '1e3', '1.']) expect(parseMoney(bad)).toBeNull();
    expect(parseMoney(1e21)).toBeNull();
  });

  it('sums without drift and formats back', () => {
    const sum = ['0.10', '0.20', '0.30'].reduce((a, v) => a + parseMoney(v)!, 0n);
    expect(formatMinor(sum)).toBe('0.60');
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(formatMinor(MONEY_MAX_MINOR * 3n)).toBe('6442450941.00');
  });

  it('converts with the stored rate, rounding halves away from zero', () => {
    expect(convertMinor(100n, parseRate('1.005')!)).toBe(101n); // 1.005 → 1.01
    expect(convertMinor(101n, parseRate('0.5')!)).toBe(51n); // 0.505 → 0.51
    expect(convertMinor(333n, parseRate('0.333333')!)).toBe(111n);
    expect(convertMinor(MONEY_MAX_MINOR, parseRate('1000000')!)).toBe(MONEY_MAX_MINOR * 1_000_000n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(formatRate(parseRate(1.25)!)).toBe('1.25');
    for (const bad of ['0', '-1', '1.0000001', 'x']) expect(parseRate(bad)).toBeNull();
  });

  it('reads the budget status and shares', () => {
    expect(budgetStatus(100n, 100n)).toBe('On budget');
    expect(budgetStatus(100n, 101n)).toBe('Over budget');
    expect(budgetStatus(0n, 0n)).toBe('Budget undefined');
    expect(percentOf(1n, 3n)).toBe(33);
    expect(percentOf(1n, 0n)).toBe(0);
  });
});

describe('the yearly budget period', () => {
  it('starts on the 1st of the month and ends the day before next year’s start', () => {
    expect(budgetPeriod('January', new Date('2026-11-24T10:00:00Z'))).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(budgetPeriod('July', new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      startDate: '2026-07-01',
      endDate: '2027-06-30',
    });
  });

  it('wraps the year before the start month', () => {
    const p = budgetPeriod('July', new Date('2026-06-30T23:59:59Z'));
    expect(p).toMatchObject({ startDate: '2025-07-01', endDate: '2026-06-30' });
    expect(p.nextStart.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(budgetPeriod('March', new Date('2028-02-29T12:00:00Z')).endDate).toBe('2028-02-29');
  });
});
