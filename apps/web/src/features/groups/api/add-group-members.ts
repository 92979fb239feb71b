import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupLists, storeGroup } from './group-cache';
import type { GroupResponse } from './group-models';

/** POST mass_join: adds several people at once (group editors). */
export function useAddGroupMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeIds: number[]) =>
      api.post<GroupResponse>(`/api/groups/${id}/mass_join`, { employee_ids: employeeIds }),
    onSuccess: ({ group }) => {
      storeGroup(queryClient, group);
      refreshGroupLists(queryClient, group.id);
    },
  });
}
