import { useQuery } from '@tanstack/react-query';
import { COMMUNICATIONS_POLL_MS, historyNeedsPolling } from '@huddle/domain/communication-schemas';
import { graphql } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';
import type { CommunicationHistoryRow } from './communication-models';

export const COMMUNICATION_HISTORIES_QUERY = `query CommunicationHistories($eventId: ID!) {
  communicationHistories(eventId: $eventId) {
    id
    commId
    eventInvitationIds
    historyType
    deliveryMethods
    status
    sendTime
    scheduledFor
    sentAt
    subject
    recipientsCount
    failedRecipients
    failedDeliveries {
      email
      reason
    }
    sendBy {
      fullName
      avatarKey
    }
    canEdit
    canDelete
    canSendNow
    canCopyLink
  }
}`;

export function fetchCommunicationHistories(eventId: number): Promise<CommunicationHistoryRow[]> {
  return graphql<{ communicationHistories: CommunicationHistoryRow[] }>(COMMUNICATION_HISTORIES_QUERY, {
    eventId: String(eventId),
  }).then((data) => data.communicationHistories);
}

/** Spec §4: every 2 s while something is on its way, so the statuses move without a reload; otherwise never. */
export function historyRefetchInterval(
  rows: CommunicationHistoryRow[] | undefined,
  eventIsPast: boolean,
): number | false {
  return rows && historyNeedsPolling(rows, eventIsPast) ? COMMUNICATIONS_POLL_MS : false;
}

interface HistoryOptions {
  eventIsPast?: boolean;
  /** False when the viewer cannot manage the event: the server would only answer 403. */
  enabled?: boolean;
}

/** The event's communications, newest send time first as the server sorts them (GraphQL communicationHistories). */
export function useCommunicationHistories(
  eventId: number,
  { eventIsPast = false, enabled = true }: HistoryOptions = {},
) {
  return useQuery({
    queryKey: communicationKeys.history(eventId),
    queryFn: () => fetchCommunicationHistories(eventId),
    enabled,
    refetchInterval: (query) => historyRefetchInterval(query.state.data, eventIsPast),
  });
}
