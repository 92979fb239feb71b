import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { ManagedUser } from '../../../lib/api-types';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { pageQuery, type GridPage, type Paged } from './paging';

/** Not ['users'] alone: that prefix also holds the signed-in user. */
const adminUsersKey = ['users', 'admin'] as const;

/** After a change to who is active or what role they have: the users grid, and the Host filters' organizers. */
export function refreshUsers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: referenceKeys.organizers() });
  return queryClient.invalidateQueries({ queryKey: adminUsersKey });
}

export type UserStatus = 'active' | 'deactivated';

export function useUsersPage(status: UserStatus, search: string, page: GridPage) {
  const params = { status, search: search.trim(), ...pageQuery(page) };
  return useQuery({
    queryKey: [...adminUsersKey, params],
    queryFn: () => api.get<Paged<ManagedUser>>(withQuery('/api/users', params)),
    placeholderData: keepPreviousData,
  });
}
