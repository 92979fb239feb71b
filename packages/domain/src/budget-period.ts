/** Spec guest-engagement §9, platform §4/§5: the yearly budget period and its starting month. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTHS)[number];
export const DEFAULT_BUDGET_START_MONTH: MonthName = 'January';

export interface BudgetPeriod {
  /** The 1st of the starting month, 12am UTC. */
  start: Date;
  /** The start of the next period (exclusive). */
  nextStart: Date;
  /** "YYYY-MM-DD" of the start. */
  startDate: string;
  /** "YYYY-MM-DD" of the day before the next year's start, as the period is shown. */
  endDate: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period that holds `now`: it starts on the 1st of `startMonth` at 12am (UTC) and resets a year later. Before the
 * starting month in a calendar year, the period began in the previous year (the year wrap).
 */
export function budgetPeriod(startMonth: string, now: Date): BudgetPeriod {
  const month = Math.max(0, MONTHS.indexOf(startMonth as MonthName));
  const year = now.getUTCMonth() >= month ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const start = new Date(Date.UTC(year, month, 1));
  const nextStart = new Date(Date.UTC(year + 1, month, 1));
  return { start, nextStart, startDate: day(start), endDate: day(new Date(nextStart.getTime() - 86_400_000)) };
}
