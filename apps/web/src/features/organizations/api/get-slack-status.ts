import { useQuery } from '@tanstack/react-query';
import type { SlackStatusRecord } from '@huddle/domain/contracts/slack';
import { api } from '../../../lib/api-client';
import { slackKeys } from './slack-keys';

export type SlackStatus = SlackStatusRecord;

/** While Slack is connecting, or its first channel list is being read, the status is asked for this often. */
export const SLACK_STATUS_POLL_MS = 2_000;

/** Still waiting on the slack-connect job or on the first slack-sync-channels run. */
export const slackIsSettling = (status: SlackStatus | undefined) =>
  status?.status === 'connecting' || (status?.status === 'connected' && status.channels_synced_at === null);

/** GET /api/organizations/slack_status: what the Integrations card and the Slack settings page show. */
export function useSlackStatus() {
  return useQuery({
    queryKey: slackKeys.status(),
    queryFn: () => api.get<SlackStatus>('/api/organizations/slack_status'),
    refetchInterval: (query) => (slackIsSettling(query.state.data) ? SLACK_STATUS_POLL_MS : false),
  });
}
