import { describe, expect, it } from 'vitest';
import { budgetPeriod } from './budget-period.ts';

describe('budgetPeriod (spec guest-engagement §9)', () => {
  it('starts at 12am UTC on the 1st of the month; a second before belongs to the period before', () => {
    const first = budgetPeriod('March', new Date('2026-03-01T00:00:00Z'));
    expect(first).toMatchObject({ startDate: '2026-03-01', endDate: '2027-02-28' });
    expect(first.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const before = budgetPeriod('March', new Date('2026-02-28T23:59:59Z'));
    expect(before).toMatchObject({ startDate: '2025-03-01', endDate: '2026-02-28' });
    expect(before.nextStart.getTime()).toBe(first.start.getTime());
  });

  it('reads January when the month is unknown', () => {
    expect(budgetPeriod('Smarch', new Date('2026-06-15T00:00:00Z')).startDate).toBe('2026-01-01');
  });
});
