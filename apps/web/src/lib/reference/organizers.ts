import { useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '@huddle/domain/contracts/users';
import { api, withQuery } from '../api-client';
import { referenceKeys } from './reference-keys';

export type Organizer = UserListResponse['data'][number];

/** The people who can host an event: active organizers and admins, the first 100 by name (the Host filters). */
export function useOrganizers<T = Organizer[]>(select?: (people: Organizer[]) => T) {
  return useQuery({
    queryKey: referenceKeys.organizers(),
    queryFn: () =>
      api
        .get<UserListResponse>(withQuery('/api/users', { status: 'active', roles: 'admin,organizer', per_page: 100 }))
        .then((body) => body.data),
    staleTime: 5 * 60_000,
    select,
  });
}
