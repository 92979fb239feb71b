import { DATA_GRID_PAGE_SIZE } from '@huddle/domain/constants';

/** The `meta` of a paged list (docs/api-admin.md). */
export interface PageMeta {
  total_pages: number;
  total_count: number;
  next_page: number | null;
  prev_page: number | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** The data grid counts pages from 0; the API from 1. */
export interface GridPage {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: GridPage = { page: 0, pageSize: DATA_GRID_PAGE_SIZE };

export function pageQuery({ page, pageSize }: GridPage) {
  return { page: page + 1, per_page: pageSize };
}
