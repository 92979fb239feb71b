import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { eventKeys } from './event-keys';
import type { EventHost, HuddleEvent } from './event-models';

/** The public answer leaves out the hosts' email addresses (docs/api-events.md "One event"). */
export type PublicEvent = Omit<HuddleEvent, 'hosts'> & { hosts: Omit<EventHost, 'email'>[] };

export const publicEventKey = (id: number) => [...eventKeys.all, 'public', id] as const;

export function fetchPublicEvent(id: number): Promise<PublicEvent> {
  return api.get<{ event: PublicEvent }>(`/api/events/${id}/public`).then((body) => body.event);
}

/** A published open event, for visitors without an account; `enabled` waits for the signed-in check. */
export function usePublicEvent(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicEventKey(id),
    queryFn: () => fetchPublicEvent(id),
    enabled: options.enabled ?? true,
    retry: false,
  });
}
