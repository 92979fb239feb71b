import { parseMoney } from '@huddle/domain/money';

/**
 * Money as the server sends it: decimal text ("1234.50") with an ISO currency code. Intl.NumberFormat formats the
 * text itself (never a float made of it), with the currency's symbol and the reader's locale.
 */
export function formatMoney(amount: string, code: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    // Intl formats a decimal string exactly (ECMA-402 2023); the type library only knows numbers.
    return format.format(amount as unknown as number);
  } catch {
    return `${amount} ${code}`;
  }
}

/**
 * An amount typed into a field, by the same rule the server reads it with (domain `parseMoney`): at most two
 * decimals, 0..2147483647 (spec §5).
 */
export function isMoneyInput(text: string): boolean {
  return parseMoney(text) !== null;
}
