import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';

/**
 * Row triggers on this test database's tenant tables that note which organization's rows of which table really
 * changed (an update to the same values, or to `last_seen_at` alone, is not a change), so each request is checked on
 * its own for the price of one small query instead of a fingerprint of every table.
 */
const FUNCTION = `
create or replace function fuzz_note_change() returns trigger language plpgsql as $$
declare
  old_row jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) - 'last_seen_at' end;
  new_row jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) - 'last_seen_at' end;
  org int;
begin
  if old_row is not distinct from new_row then return null; end if;
  foreach org in array array_remove(array[(old_row ->> tg_argv[0])::int, (new_row ->> tg_argv[0])::int], null) loop
    insert into fuzz_changes values (org, tg_table_name) on conflict do nothing;
  end loop;
  return null;
end $$`;

export async function installChangeLog(db: Db, tables: readonly string[]) {
  await db.execute(
    sql.raw(
      'create table fuzz_changes (organization_id int, table_name text, primary key (organization_id, table_name))',
    ),
  );
  await db.execute(sql.raw(FUNCTION));
  for (const table of [...tables, 'organizations']) {
    const key = table === 'organizations' ? 'id' : 'organization_id';
    await db.execute(
      sql.raw(
        `create trigger fuzz_changes after insert or update or delete on "${table}" for each row execute function fuzz_note_change('${key}')`,
      ),
    );
  }
}

/** The tables changed since the last call, as `organization:table`; reading clears the log. */
export async function takeChanges(db: Db): Promise<string[]> {
  const rows = rowsOf<{ organization_id: number; table_name: string }>(
    await db.execute(sql.raw('delete from fuzz_changes returning organization_id, table_name')),
  );
  return rows.map((r) => `${r.organization_id}:${r.table_name}`).sort();
}
