import { useQuery } from '@tanstack/react-query';
import type { EventMessageRecord, EventMessageResponse } from '@huddle/domain/contracts/communications';
import { api } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

/** A saved event message (docs/api-communications.md, GET /api/event_messages/{id}); `can_edit`: still unsent. */
export type EventMessage = EventMessageRecord & {
  /** A Slack message's channels (our ids), when the server sends them. */
  slack_channel_ids?: number[];
};

export function fetchEventMessage(id: number): Promise<EventMessage> {
  return api.get<EventMessageResponse>(`/api/event_messages/${id}`).then((answer) => answer.event_message);
}

/** The composer starts from the saved message once; `id` null (a new message) loads nothing. */
export function useEventMessage(eventId: number, id: number | null) {
  return useQuery({
    queryKey: communicationKeys.message(eventId, id ?? 0),
    queryFn: () => fetchEventMessage(id!),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
