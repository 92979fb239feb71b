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

/** An amount typed into a field: digits with at most two decimals, 0..2147483647 (spec §5). */
export function isMoneyInput(text: string): boolean {
  const match = /^(\d{1,10})(\.\d{0,2})?$/.exec(text.trim());
  return match !== null && Number(match[1]) <= 2147483647;
}
