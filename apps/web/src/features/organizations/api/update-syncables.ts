import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncablesInput } from '@huddle/domain/slack-schemas';
import { api } from '../../../lib/api-client';
import type { SyncablesResponse } from './get-syncables';
import { refreshSlack, slackKeys } from './slack-keys';

/** PUT /api/organizations/syncables: the whole selection of synced channels (spec §7). */
export function useUpdateSyncables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelIds: number[]) => {
      const body: SyncablesInput = { syncables: [{ ids: channelIds, type: 'slack_channels' }] };
      return api.put<SyncablesResponse>('/api/organizations/syncables', body);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(slackKeys.syncables(), answer.data);
      refreshSlack(queryClient);
    },
  });
}
