import { useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import {
  GUEST_PAGE_SIZE,
  GUEST_SORT_FIELDS,
  type GuestFilter,
  type GuestSortField,
} from '@huddle/domain/guest-schemas';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { GuestListParams } from '../api/guest-models';

/** Spec guests §9: 20 guests a page, sorted by name (ascending) until the manager picks another column. */
export const DEFAULT_GUEST_SORT: GuestListParams['sort'] = { field: 'fullName', direction: 'asc' };

const isSortField = (field: string): field is GuestSortField =>
  (GUEST_SORT_FIELDS as readonly string[]).includes(field);

/** Page, sort, status filter and (debounced) search of the guest table, as the grid and the query need them. */
export function useGuestListState() {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState(DEFAULT_GUEST_SORT);
  const [filter, setFilterValue] = useState<GuestFilter>('all');
  const [search, setSearchValue] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // A new search starts from the first page once it is sent, not while the manager is still typing.
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(0);
  }

  const params: GuestListParams = {
    page: page + 1,
    perPage: GUEST_PAGE_SIZE,
    sort,
    filter,
    search: debouncedSearch.trim(),
  };
  const paginationModel: GridPaginationModel = { page, pageSize: GUEST_PAGE_SIZE };
  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.direction }];

  return {
    params,
    paginationModel,
    sortModel,
    filter,
    search,
    filtered: filter !== 'all' || debouncedSearch.trim() !== '',
    setSearch: setSearchValue,
    setFilter: (next: GuestFilter) => {
      setFilterValue(next);
      setPage(0);
    },
    setPagination: (model: GridPaginationModel) => setPage(model.page),
    setSortModel: (model: GridSortModel) => {
      const item = model[0];
      setSort(
        item && isSortField(item.field) && item.sort ? { field: item.field, direction: item.sort } : DEFAULT_GUEST_SORT,
      );
      setPage(0);
    },
  };
}
