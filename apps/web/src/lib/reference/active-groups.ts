import { useQuery } from '@tanstack/react-query';
import type { GroupListResponse } from '@huddle/domain/contracts/groups';
import { api, withQuery } from '../api-client';
import { referenceKeys } from './reference-keys';

export type ActiveGroup = GroupListResponse['data'][number];

/** GET /api/groups?status=active: every active group the user can see, with its currency (spec events §3). */
export function useActiveGroups<T = ActiveGroup[]>(select?: (groups: ActiveGroup[]) => T) {
  return useQuery({
    queryKey: referenceKeys.activeGroups(),
    queryFn: () => api.get<GroupListResponse>(withQuery('/api/groups', { status: 'active' })).then((body) => body.data),
    staleTime: 5 * 60_000,
    select,
  });
}
