import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SLACK_SYNCED_CHANNELS_CACHE_MS } from '@huddle/domain/slack-schemas';
import type { SlackChannelRecord, syncedSlackChannelsResponse } from '@huddle/domain/contracts/slack';
import { api } from '../api-client';
import { referenceKeys } from './reference-keys';

export type SlackChannel = SlackChannelRecord;

/**
 * The Slack channels the organization syncs: the settings' channel editor changes them, groups pick one. Kept here,
 * not in reference-keys, which the events page's first load carries.
 */
export const syncedSlackChannelsKey = [...referenceKeys.all, 'synced-slack-channels'] as const;

/** GET /api/organizations/synced_slack_channels: the channels the organization syncs (cached 5 minutes, §9). */
export function useSyncedSlackChannels(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: syncedSlackChannelsKey,
    queryFn: () =>
      api
        .get<z.infer<typeof syncedSlackChannelsResponse>>('/api/organizations/synced_slack_channels')
        .then((body) => body.data),
    staleTime: SLACK_SYNCED_CHANNELS_CACHE_MS,
    enabled: options.enabled ?? true,
  });
}
