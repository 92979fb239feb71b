/**
 * Money (spec guest-engagement §9, ADR 0022): integer minor units (hundredths; every currency has two decimals here)
 * with an ISO 4217 currency. Nothing on this path is a floating-point number: amounts arrive as decimal text, are
 * parsed into integers, summed and converted with BigInt, and leave as decimal text again.
 */

/** Spec §5/§9: an amount is at most 2147483647 (in the currency's units), with two decimals. */
export const MONEY_MAX = 2147483647;
export const MONEY_MAX_MINOR = BigInt(MONEY_MAX) * 100n;
/** Spec §9: USD ($) when no currency is found; it is always among an organization's currencies. */
export const DEFAULT_CURRENCY = { code: 'USD', symbol: '$', name: 'US Dollar' } as const;
/** A conversion rate has at most six decimals; spec platform §5: default 1. */
export const RATE_DECIMALS = 6;
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
export const DEFAULT_CONVERSION_RATE = '1';
export const RATE_MAX = 1_000_000;

const DECIMAL = /^(\d{1,10})(?:\.(\d{1,2}))?$/;
const RATE = /^(\d{1,7})(?:\.(\d{1,6}))?$/;

/** "12.5" / 12.5 → 1250n; null for anything that is not a non-negative amount with at most two decimals. */
export function parseMoney(value: string | number): bigint | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor > MONEY_MAX_MINOR ? null : minor;
}

/** A JSON number as the text it was written as (12.5 → "12.5"); exponent forms are refused. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** 1250n → "12.50"; negative amounts (a remaining budget) keep their sign. */
export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A conversion rate as an integer of millionths: "1.25" → 1250000n; null when not a positive rate. */
export function parseRate(value: string | number): bigint | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : RATE.exec(text);
  if (!match) return null;
  const scaled = BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  if (scaled <= 0n || scaled > BigInt(RATE_MAX) * RATE_SCALE) return null;
  return scaled;
}

/** 1250000n → "1.25". */
export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** a / b rounded half away from zero, in integers. */
export function divideRounded(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (x * 2n + y) / (y * 2n);
  return negative ? -q : q;
}

/**
 * An amount in one currency converted with a rate (one unit of the old currency is `rate` of the new): the exact
 * product, rounded to the nearest minor unit, halves away from zero (1.005 → 1.01).
 */
export function convertMinor(minor: bigint, rate: bigint): bigint {
  return divideRounded(minor * rate, RATE_SCALE);
}

/** Whole percent of `part` in `total`, rounded half up; 0 when the total is 0. */
export function percentOf(part: bigint, total: bigint): number {
  return total === 0n ? 0 : Number(divideRounded(part * 100n, total));
}

/** Spec §4: Over budget when spent is above the budget; Budget undefined when the budget is 0 or less. */
export type BudgetStatus = 'On budget' | 'Over budget' | 'Budget undefined';
export function budgetStatus(budget: bigint, spent: bigint): BudgetStatus {
  if (budget <= 0n) return 'Budget undefined';
  return spent > budget ? 'Over budget' : 'On budget';
}
