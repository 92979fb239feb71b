import type { GridPaginationModel } from '@mui/x-data-grid';
import { CONTACT_PAGE_SIZES } from '@huddle/domain/contact-schemas';

interface PagedQuery<Row> {
  data?: { data: Row[]; meta?: { total_count: number } } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/** The DataGrid props of a grid paged, sorted and filtered by the server from one TanStack query (spec §9 sizes). */
export function serverPaging<Row>(
  query: PagedQuery<Row>,
  page: GridPaginationModel,
  onPageChange: (model: GridPaginationModel) => void,
) {
  return {
    rows: query.data?.data ?? [],
    rowCount: query.data?.meta?.total_count ?? 0,
    loading: query.isPending || query.isPlaceholderData,
    paginationMode: 'server' as const,
    sortingMode: 'server' as const,
    filterMode: 'server' as const,
    paginationModel: page,
    onPaginationModelChange: onPageChange,
    pageSizeOptions: [...CONTACT_PAGE_SIZES],
  };
}
