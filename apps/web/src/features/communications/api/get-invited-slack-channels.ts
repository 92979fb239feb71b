import { useQuery } from '@tanstack/react-query';
import type { CommunicationStatus, DeliveryMethod, HistoryType } from '@huddle/domain/communication-schemas';
import { graphql } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

/**
 * The event's history with the channels of each Slack communication (the server adds `slackChannelIds` to history
 * rows). A query of its own, so the history table does not depend on the new field.
 */
export const SLACK_INVITED_CHANNELS_QUERY = `query SlackInvitedChannels($eventId: ID!) {
  communicationHistories(eventId: $eventId) {
    id
    historyType
    deliveryMethods
    status
    slackChannelIds
  }
}`;

interface SlackHistoryRow {
  id: string;
  historyType: HistoryType;
  deliveryMethods: DeliveryMethod[];
  status: CommunicationStatus;
  slackChannelIds: (string | number)[] | null;
}

/** Invitations that went (or are going) out count; a scheduled one has not reached its channels yet. */
const DELIVERED: readonly CommunicationStatus[] = ['sending', 'sent'];

/** Spec §6: the channels a Slack message may go to, those of the event's delivered Slack invitations. */
export function invitedChannelIds(rows: SlackHistoryRow[]): number[] {
  const ids = rows
    .filter(
      (row) =>
        row.historyType === 'invitation' && row.deliveryMethods.includes('slack') && DELIVERED.includes(row.status),
    )
    .flatMap((row) => (row.slackChannelIds ?? []).map(Number));
  return [...new Set(ids)];
}

export function fetchInvitedSlackChannelIds(eventId: number): Promise<number[]> {
  return graphql<{ communicationHistories: SlackHistoryRow[] }>(SLACK_INVITED_CHANNELS_QUERY, {
    eventId: String(eventId),
  }).then((data) => invitedChannelIds(data.communicationHistories));
}

export function useInvitedSlackChannelIds(eventId: number) {
  return useQuery({
    queryKey: communicationKeys.slackInvited(eventId),
    queryFn: () => fetchInvitedSlackChannelIds(eventId),
  });
}
