import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { Office } from '../../../lib/api-types';
import { pageQuery, type GridPage, type Paged } from './paging';

/** Every office query starts with this, so a change refreshes the pickers elsewhere in the app too. */
export const officesKey = ['offices'] as const;

export function useOfficesPage(search: string, page: GridPage) {
  const params = { search: search.trim(), ...pageQuery(page) };
  return useQuery({
    queryKey: [...officesKey, 'admin', params],
    queryFn: () => api.get<Paged<Office>>(withQuery('/api/offices', params)),
    placeholderData: keepPreviousData,
  });
}
