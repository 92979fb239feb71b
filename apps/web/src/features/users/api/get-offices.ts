import { useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { Office, Page } from '../../../lib/api-types';

/** Offices for the profile pickers; one page of 100 covers an organization's offices. */
export function useOffices() {
  return useQuery({
    queryKey: ['offices', { per_page: 100 }],
    queryFn: () => api.get<Page<Office>>(withQuery('/api/offices', { per_page: 100 })).then((page) => page.data),
    staleTime: 5 * 60_000,
  });
}
