import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';

export const MAX_PER_PAGE = 100;
export const PER_PAGE_MESSAGE = `per_page must be a whole number from 1 to ${MAX_PER_PAGE}.`;
export const PAGE_MESSAGE = 'page must be a whole number from 1.';

/** Any page size from 1 to 100 for API clients (the grids offer 10/25/50/100); the list's own default otherwise. */
export const perPage = (defaultSize: number) =>
  z.coerce
    .number({ error: PER_PAGE_MESSAGE })
    .int(PER_PAGE_MESSAGE)
    .min(1, PER_PAGE_MESSAGE)
    .max(MAX_PER_PAGE, PER_PAGE_MESSAGE)
    .default(defaultSize);
export const pageNumber = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(1_000_000, 'page must be at most 1000000.')
  .default(1);

export const pageQuery = z.object({ page: pageNumber, per_page: perPage(10) });
export type PageQuery = z.infer<typeof pageQuery>;

export interface PageMeta {
  total_pages: number;
  total_count: number;
  next_page: number | null;
  prev_page: number | null;
}

export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.per_page;
}

export function pageMeta(q: PageQuery, totalCount: number): PageMeta {
  const totalPages = Math.ceil(totalCount / q.per_page);
  return {
    total_pages: totalPages,
    total_count: totalCount,
    next_page: q.page < totalPages ? q.page + 1 : null,
    prev_page: q.page > 1 ? Math.min(q.page - 1, Math.max(totalPages, 1)) : null,
  };
}

/** `%` and `_` typed by a user are literal in a search. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A page and its total in one statement (issue 14: a read makes at most three round trips): select `total` as a
 * column of the page. It is an uncorrelated subquery, which PostgreSQL runs once for the statement (an InitPlan).
 */
export function totalColumn(db: Executor, table: PgTable, where: SQL | undefined) {
  return sql<number>`(${db.select({ value: count() }).from(table).where(where)})`.mapWith(Number);
}

/** The total of a page read with `totalColumn`; past the last page no row carries it, so `countAll` asks. */
export async function totalOfPage(
  rows: { total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return page > 1 ? countAll() : 0;
}

/**
 * A page of a list whose statement carries `total` (totalColumn) and takes `limit` and `offset` as values: past the
 * last page no row carries the total, so the list's first row is read for it.
 */
export async function pageWithTotal<R extends { total: number }, P extends { limit: number; offset: number }>(
  read: (params: P) => Promise<R[]>,
  params: P,
  page: number,
) {
  const rows = await read(params);
  const total = await totalOfPage(
    rows,
    page,
    async () => (await read({ ...params, limit: 1, offset: 0 }))[0]?.total ?? 0,
  );
  return { rows, total };
}
