import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput } from '@huddle/domain/communication-schemas';
import { api, withQuery } from '../../../lib/api-client';
import { refreshAfterCommunication, rejectErrorPayload } from './communication-cache';
import type { CommunicationResponse } from './communication-models';

export interface SaveInvitationVariables {
  input: InvitationInput;
  /** A saved invitation in status 'reschedule' goes through /reschedule with its ids. */
  reschedule?: { eventInvitationId: number; communicationHistoryId: number } | null;
}

/** POST /api/event_invitations, or POST /api/event_invitations/reschedule for a row in 'reschedule'. */
export function saveInvitation({ input, reschedule }: SaveInvitationVariables): Promise<CommunicationResponse> {
  const path = reschedule
    ? withQuery('/api/event_invitations/reschedule', {
        event_invitation_id: reschedule.eventInvitationId,
        communication_history_id: reschedule.communicationHistoryId,
      })
    : '/api/event_invitations';
  return api.post<CommunicationResponse>(path, input).then((answer) => rejectErrorPayload(answer));
}

export function useSaveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvitation,
    // Not awaited: the composer closes at once; the history and the event reload behind it.
    onSuccess: (_answer, { input }) => void refreshAfterCommunication(queryClient, input.event_id),
  });
}
