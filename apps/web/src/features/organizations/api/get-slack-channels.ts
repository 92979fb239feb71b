import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SlackChannelRecord } from '@huddle/domain/contracts/slack';
import { SLACK_CHANNELS_CACHE_MS, type SlackShowFilter } from '@huddle/domain/slack-schemas';
import { api, withQuery } from '../../../lib/api-client';
import type { Paged } from './paging';
import { slackKeys } from './slack-keys';

export interface SlackChannelsParams {
  /** From 1, as the API counts. */
  page: number;
  name: string;
  show: SlackShowFilter;
}

/** GET /api/organizations/slack: a page of the workspace's channels (30 a page), by name and selection. */
export function useSlackChannelsPage(params: SlackChannelsParams, syncedAt: string | null) {
  return useQuery({
    // A new channel list from Slack (channels_synced_at) is a new answer.
    queryKey: slackKeys.channels({ ...params, syncedAt }),
    queryFn: () => api.get<Paged<SlackChannelRecord>>(withQuery('/api/organizations/slack', { ...params })),
    placeholderData: keepPreviousData,
    // Spec guest-engagement §9: the channel list is cached 24 h; a new read from Slack or a save (refreshSlack)
    // makes it new sooner.
    staleTime: SLACK_CHANNELS_CACHE_MS,
  });
}
