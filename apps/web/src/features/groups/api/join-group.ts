import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupLists, storeGroup } from './group-cache';
import type { GroupResponse } from './group-models';

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<GroupResponse>(`/api/groups/${id}/join`),
    onSuccess: ({ group }) => {
      storeGroup(queryClient, group);
      refreshGroupLists(queryClient, group.id);
    },
  });
}
