import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { syncedSlackChannelsKey } from '../../../lib/reference/synced-slack-channels';
import { refreshGroupLists, storeGroup } from './group-cache';
import { groupFormData, type GroupSubmission } from './group-form-data';
import type { GroupResponse } from './group-models';

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: GroupSubmission) => api.post<GroupResponse>('/api/groups', groupFormData(submission)),
    onSuccess: ({ group }, submission) => {
      storeGroup(queryClient, group);
      refreshGroupLists(queryClient, group.id);
      // The channel now has its group, and is no longer offered to a new one.
      if (submission.slack_channel_id !== undefined) {
        void queryClient.invalidateQueries({ queryKey: syncedSlackChannelsKey });
      }
    },
  });
}
