import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupLists, storeGroup } from './group-cache';
import type { GroupResponse } from './group-models';

/** POST mass_leave with one person: the members tab removes people one at a time, after a confirmation. */
export function useRemoveGroupMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) =>
      api.post<GroupResponse>(`/api/groups/${id}/mass_leave`, { employee_ids: [employeeId] }),
    onSuccess: ({ group }) => {
      storeGroup(queryClient, group);
      refreshGroupLists(queryClient, group.id);
    },
  });
}
