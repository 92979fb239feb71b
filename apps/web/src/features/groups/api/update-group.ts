import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupLists, storeGroup } from './group-cache';
import { groupFormData, type GroupSubmission } from './group-form-data';
import type { GroupResponse } from './group-models';

export function useUpdateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: GroupSubmission) => api.put<GroupResponse>(`/api/groups/${id}`, groupFormData(submission)),
    onSuccess: ({ group }) => {
      storeGroup(queryClient, group);
      refreshGroupLists(queryClient, group.id);
    },
  });
}
