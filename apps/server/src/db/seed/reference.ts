import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { currencies } from '../schema/organizations.ts';

/** The ISO 4217 currencies Node knows, with English names and symbols; idempotent, runs at every start. */
export function isoCurrencies() {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => {
    const symbol =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? code;
    return { code, name: names.of(code) ?? code, symbol };
  });
}

export async function ensureReferenceData(db: Executor) {
  const rows = isoCurrencies();
  await db
    .insert(currencies)
    .values(rows)
    .onConflictDoUpdate({ target: currencies.code, set: { name: sql`excluded.name`, symbol: sql`excluded.symbol` } });
}
