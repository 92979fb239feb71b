import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InvitationInput } from '@huddle/domain/communication-schemas';
import { api, ApiError, withQuery } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';
import type { CommunicationResponse } from './communication-models';
import { eventKeys } from './event-keys';
import { guestKeys } from './guest-keys';

export interface SaveInvitationVariables {
  input: InvitationInput;
  /** A saved invitation in status 'reschedule' goes through /reschedule with its ids. */
  reschedule?: { eventInvitationId: number; communicationHistoryId: number } | null;
}

/** Spec §8: a success payload that carries an error is a failure. */
export function rejectErrorPayload<T extends object>(answer: T): T {
  const error = (answer as { error?: unknown }).error;
  if (typeof error === 'string' && error) throw new ApiError(422, { error });
  return answer;
}

/**
 * After a save or send the history, the event (needs_rescheduling, invitees_count) and the guest list (every
 * recipient becomes a guest) are read again.
 */
export function refreshAfterCommunication(queryClient: QueryClient, eventId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: communicationKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
    queryClient.invalidateQueries({ queryKey: guestKeys.event(eventId) }),
  ]);
}

/** POST /api/event_invitations, or POST /api/event_invitations/reschedule for a row in 'reschedule'. */
export function saveInvitation({ input, reschedule }: SaveInvitationVariables): Promise<CommunicationResponse> {
  const path = reschedule
    ? withQuery('/api/event_invitations/reschedule', {
        event_invitation_id: reschedule.eventInvitationId,
        communication_history_id: reschedule.communicationHistoryId,
      })
    : '/api/event_invitations';
  return api.post<CommunicationResponse>(path, input).then(rejectErrorPayload);
}

export function useSaveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvitation,
    // Not awaited: the composer closes at once; the history and the event reload behind it.
    onSuccess: (_answer, { input }) => void refreshAfterCommunication(queryClient, input.event_id),
  });
}
