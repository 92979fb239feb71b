import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type OwnedTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/**
 * Whether every id names a row of the organization in `table` (narrowed by `where`, e.g. active users only). Used to
 * check the ids a form links to: another organization's id, or one that does not exist, makes it false.
 */
export async function allOwned(
  db: Executor,
  table: OwnedTable,
  organizationId: number,
  ids: readonly number[],
  where?: SQL,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, unique), where));
  return (row?.value ?? 0) === unique.length;
}
