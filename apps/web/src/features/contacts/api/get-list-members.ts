import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { listKeys } from './contact-keys';
import { pageQuery, type Contact, type GridPage, type Paged } from './contact-models';

/** GET /api/lists/{id}/members, by full name. */
export function useListMembers(id: number, search: string, page: GridPage) {
  const params = { ...pageQuery(page), search: search.trim() || undefined };
  return useQuery({
    queryKey: listKeys.members(id, params),
    queryFn: () => api.get<Paged<Contact>>(withQuery(`/api/lists/${id}/members`, params)),
    placeholderData: keepPreviousData,
  });
}
