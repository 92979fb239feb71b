import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './group-keys';
import type { GroupDetail, GroupResponse } from './group-models';

/** One group; a private group the user may not see answers 404 like a missing one. */
export function useGroup(id: number) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => api.get<GroupResponse>(`/api/groups/${id}`).then((body): GroupDetail => body.group),
  });
}
