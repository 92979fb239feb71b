import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupListResponse } from '@huddle/domain/contracts/groups';
import { api, withQuery } from '../../../lib/api-client';
import { groupKeys } from './group-keys';
import type { GroupFilters } from './group-models';

export function groupsPath(filters: GroupFilters): string {
  return withQuery('/api/groups', {
    status: 'active',
    tab: filters.tab,
    office_id: filters.officeId ?? undefined,
    group_type_id: filters.groupTypeId ?? undefined,
    search: filters.search.trim() || undefined,
  });
}

/** Every group matching the filters: the list has no paging (spec §2.8). */
export function useGroups(filters: GroupFilters) {
  return useQuery({
    queryKey: groupKeys.list(filters),
    queryFn: () => api.get<GroupListResponse>(groupsPath(filters)).then((body) => body.data),
    // Changing a filter keeps the previous cards on screen instead of flashing the skeletons.
    placeholderData: keepPreviousData,
  });
}
