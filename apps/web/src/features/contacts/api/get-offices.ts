import { useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { OfficeListResponse } from '@huddle/domain/contracts/offices';

/** The server's largest page: the office filter and the contact form's office field offer these. */
const OFFICES_PER_PAGE = 100;

/** Starts with "offices", so renaming an office in settings refreshes these too. */
export function useContactOffices() {
  return useQuery({
    queryKey: ['offices', 'contacts', { per_page: OFFICES_PER_PAGE }],
    queryFn: () =>
      api.get<OfficeListResponse>(withQuery('/api/offices', { per_page: OFFICES_PER_PAGE })).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
