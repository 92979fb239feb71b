import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import type { OfficeListResponse } from '@huddle/domain/contracts/offices';

/** One page of matches is plenty for a picker; the user narrows it by typing. */
export const OFFICE_SEARCH_PAGE_SIZE = 20;

/** Offices whose name matches `search`, searched on the server (no cap on how many an organization has). */
export function useOfficeSearch(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: referenceKeys.officeSearch(term, OFFICE_SEARCH_PAGE_SIZE),
    queryFn: () =>
      api
        .get<OfficeListResponse>(withQuery('/api/offices', { search: term, per_page: OFFICE_SEARCH_PAGE_SIZE }))
        .then((page) => page.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
