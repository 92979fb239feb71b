import { useQuery } from '@tanstack/react-query';
import { SLACK_SYNCED_CHANNELS_CACHE_MS } from '@huddle/domain/slack-schemas';
import type { SlackChannelRecord } from '@huddle/domain/contracts/slack';
import { api } from '../../../lib/api-client';

/** A channel the organization syncs (contracts/slack.ts): what Slack invitations and messages pick from. */
export type SyncedSlackChannel = SlackChannelRecord;

export const syncedSlackChannelsKey = ['organizations', 'synced_slack_channels'] as const;

/** GET /api/organizations/synced_slack_channels. */
export function fetchSyncedSlackChannels(): Promise<SyncedSlackChannel[]> {
  return api
    .get<{ data: SyncedSlackChannel[] }>('/api/organizations/synced_slack_channels')
    .then((answer) => answer.data);
}

/** Spec §9: the synced channels are cached 5 minutes. */
export function useSyncedSlackChannels() {
  return useQuery({
    queryKey: syncedSlackChannelsKey,
    queryFn: fetchSyncedSlackChannels,
    staleTime: SLACK_SYNCED_CHANNELS_CACHE_MS,
  });
}
