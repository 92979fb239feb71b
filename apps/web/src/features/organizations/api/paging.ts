import { DATA_GRID_PAGE_SIZE } from '@huddle/domain/constants';
import type { PageMetaRecord } from '@huddle/domain/contracts/page-meta';

/** The `meta` of a paged list (docs/api-admin.md). */
export type PageMeta = PageMetaRecord;

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
