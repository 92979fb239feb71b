import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import type { EventResponse } from '../../../lib/event/event-models';

export function fetchEvent(id: number) {
  return api.get<EventResponse>(`/api/events/${id}`).then((body) => body.event);
}

/** One event; `enabled` false for /event/new. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: () => fetchEvent(id!),
    enabled: id !== null,
    retry: false,
  });
}
