import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import { communicationKeys } from './communication-keys';

/** Spec §8: a success payload that carries an error is a failure. `status` is the one the failure reports. */
export function rejectErrorPayload<T extends object>(answer: T | undefined, status = 422): T {
  const error = (answer as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string' && error) throw new ApiError(status, { error });
  return answer ?? ({} as T);
}

/**
 * After a save, send, send-now or delete the history, the event (needs_rescheduling, invitees_count) and the guest
 * list (recipients join it, or leave it when a scheduled invitation goes) are read again.
 */
export function refreshAfterCommunication(queryClient: QueryClient, eventId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: communicationKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
    queryClient.invalidateQueries({ queryKey: eventKeys.guests(eventId) }),
  ]);
}
