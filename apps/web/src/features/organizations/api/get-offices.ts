import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { Office } from '../../../lib/api-types';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { pageQuery, type GridPage, type Paged } from './paging';

export function useOfficesPage(search: string, page: GridPage) {
  const params = { search: search.trim(), ...pageQuery(page) };
  return useQuery({
    queryKey: referenceKeys.officePage(params),
    queryFn: () => api.get<Paged<Office>>(withQuery('/api/offices', params)),
    placeholderData: keepPreviousData,
  });
}
