import { describe, expect, it } from 'vitest';
import { formatMoney, isMoneyInput } from './money';

describe('money on screen', () => {
  it('formats decimal text with the currency symbol and the locale', () => {
    expect(formatMoney('1234.50', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1234.50', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('-0.10', 'USD', 'en-US')).toBe('-$0.10');
    // Exact beyond float precision: 2^53 + 1.
    expect(formatMoney('9007199254740993.00', 'USD', 'en-US')).toBe('$9,007,199,254,740,993.00');
  });

  it('accepts amounts with at most two decimals', () => {
    expect(isMoneyInput('12.5')).toBe(true);
    expect(isMoneyInput('2147483647')).toBe(true);
    expect(isMoneyInput('2147483648')).toBe(false);
    expect(isMoneyInput('1.234')).toBe(false);
    expect(isMoneyInput('-1')).toBe(false);
    // The server's rule (domain parseMoney), not a look-alike: cents above the maximum, a bare dot, blanks around.
    expect(isMoneyInput('2147483647.01')).toBe(false);
    expect(isMoneyInput('12.')).toBe(false);
    expect(isMoneyInput(' 3.10 ')).toBe(true);
  });
});
