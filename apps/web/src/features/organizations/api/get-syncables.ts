import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { syncableSchema, syncablesResponse } from '@huddle/domain/contracts/slack';
import { api } from '../../../lib/api-client';
import { slackKeys } from './slack-keys';

export type Syncable = z.infer<typeof syncableSchema>;
export type SyncablesResponse = z.infer<typeof syncablesResponse>;

/** While a newly selected channel's members are still being read from Slack, the list is read again this often. */
export const MEMBERS_POLL_MS = 2_000;

/** GET /api/organizations/syncables: the selected channels with their members. */
export function useSyncables() {
  return useQuery({
    queryKey: slackKeys.syncables(),
    queryFn: () => api.get<SyncablesResponse>('/api/organizations/syncables').then((body) => body.data),
    refetchInterval: (query) =>
      query.state.data?.some((channel) => channel.members_synced_at === null) ? MEMBERS_POLL_MS : false,
  });
}
