import type { QueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { syncedSlackChannelsKey } from '../../../lib/reference/synced-slack-channels';

/** Query keys of the Slack settings (ADR 33): the connection's status, the channel pages and the synced channels. */
export const slackKeys = {
  all: ['slack'] as const,
  status: () => [...slackKeys.all, 'status'] as const,
  channels: (params: object) => [...slackKeys.all, 'channels', params] as const,
  syncables: () => [...slackKeys.all, 'syncables'] as const,
};

/**
 * After connecting, disconnecting or a new selection: the Slack screens, the synced channels that groups and
 * composers pick from, and the organization records that carry `slack_enabled`.
 */
export function refreshSlack(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: slackKeys.all });
  void queryClient.invalidateQueries({ queryKey: syncedSlackChannelsKey });
  void queryClient.invalidateQueries({ queryKey: referenceKeys.budgetSettings() });
  void queryClient.invalidateQueries({ queryKey: ['organizations'] });
}
