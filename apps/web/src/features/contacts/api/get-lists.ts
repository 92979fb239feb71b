import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { listKeys } from './contact-keys';
import { pageQuery, type ContactList, type GridPage, type Paged } from './contact-models';

/** GET /api/lists, newest first. With no search on the first page it also tells the page whether lists exist. */
export function useContactListsPage(search: string, page: GridPage, { enabled = true }: { enabled?: boolean } = {}) {
  const params = { ...pageQuery(page), search: search.trim() || undefined };
  return useQuery({
    queryKey: listKeys.page(params),
    queryFn: () => api.get<Paged<ContactList>>(withQuery('/api/lists', params)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The largest page: the contacts table's list filter offers the newest 100 lists. */
const OPTIONS_PER_PAGE = 100;

export function useContactListOptions({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: listKeys.options(),
    queryFn: () =>
      api
        .get<Paged<ContactList>>(withQuery('/api/lists', { page: 1, per_page: OPTIONS_PER_PAGE }))
        .then((body) => body.data),
    enabled,
    staleTime: 60_000,
  });
}
