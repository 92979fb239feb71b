import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { ManagedUser } from '../../../lib/api-types';
import { pageQuery, type GridPage, type Paged } from './paging';

/** Not ['users'] alone: that prefix also holds the signed-in user. */
export const adminUsersKey = ['users', 'admin'] as const;

export type UserStatus = 'active' | 'deactivated';

export function useUsersPage(status: UserStatus, search: string, page: GridPage) {
  const params = { status, search: search.trim(), ...pageQuery(page) };
  return useQuery({
    queryKey: [...adminUsersKey, params],
    queryFn: () => api.get<Paged<ManagedUser>>(withQuery('/api/users', params)),
    placeholderData: keepPreviousData,
  });
}
