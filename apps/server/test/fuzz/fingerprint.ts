import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';

/** Per organization, per table: row count and a hash of the rows. */
export type Fingerprint = Map<string, string>;

// Written on every authenticated request (idle sessions end); not a change the caller asked for.
const VOLATILE = ['last_seen_at'];

/** The tenant tables: every table with an organization_id column, found in the catalog so new tables count too. */
export async function tenantTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`),
  );
  return rows.map((r) => r.table_name);
}

/** One query: for each tenant table (and organizations itself), each organization's count and md5 of its rows. */
export function fingerprinter(db: Db, tables: string[]) {
  const strip = VOLATILE.map((c) => ` - '${c}'`).join('');
  const row = `(to_jsonb(x)${strip})::text`;
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, organization_id as o, count(*)::int as n, md5(string_agg(${row}, ',' order by ${row})) as h from "${table}" x group by organization_id`,
  );
  parts.push(`select 'organizations' as t, id as o, 1 as n, md5(${row}) as h from organizations x`);
  const text = parts.join('\nunion all\n');
  return async (): Promise<Fingerprint> => {
    const rows = rowsOf<{ t: string; o: number; n: number; h: string }>(await db.execute(sql.raw(text)));
    return new Map(rows.map((r) => [`${r.o}:${r.t}`, `${r.n}:${r.h}`]));
  };
}

/** The tables of one organization whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint, organization: number): string[] {
  const prefix = `${organization}:`;
  const keys = new Set([...before.keys(), ...after.keys()].filter((k) => k.startsWith(prefix)));
  return [...keys].filter((k) => before.get(k) !== after.get(k)).map((k) => k.slice(prefix.length));
}
