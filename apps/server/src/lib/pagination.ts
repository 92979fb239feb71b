import { z } from 'zod';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
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
