import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { Page, PickerUser } from '../../../lib/api-types';
import type { PersonRef } from './group-models';

/** One page of matches is plenty for a picker; the user narrows it by typing. */
export const USER_SEARCH_PAGE_SIZE = 20;

/** Active people whose name or email matches `search`, for the admins and add-members pickers. */
export function useUserSearch(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: ['users', 'search', { search: term, status: 'active', per_page: USER_SEARCH_PAGE_SIZE }],
    queryFn: () =>
      api
        .get<Page<PickerUser>>(
          withQuery('/api/users', { search: term, status: 'active', per_page: USER_SEARCH_PAGE_SIZE }),
        )
        .then((page) =>
          page.data.map((user): PersonRef => ({
            id: user.id,
            full_name: user.full_name,
            email: user.email,
            avatar_url: user.avatar_url,
          })),
        ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
