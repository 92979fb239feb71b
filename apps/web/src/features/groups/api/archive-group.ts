import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { groupKeys } from './group-keys';

/** "Delete" in the interface: the group is archived and disappears everywhere. */
export function useArchiveGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>(`/api/groups/${id}/archive`),
    // The detail stays cached: refetching it now would answer 404 while the page is still on screen.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: referenceKeys.activeGroups() });
    },
  });
}
