import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@huddle/domain/contracts/events';
import { api } from '../../../lib/api-client';
import { refreshAfterCommunication, rejectErrorPayload } from './communication-cache';

export interface CommunicationActionVariables {
  eventId: number;
  /** The communication history row's id. */
  id: string | number;
}

/** The contract's answer; an `error` in a success answer is read too (spec §8). */
type DeleteAnswer = Partial<MessageResponse> & { error?: string };

/** DELETE /api/communication_histories/{id}. A success answer carrying `error` is a failure (spec §8). */
export function deleteCommunication({ id }: CommunicationActionVariables): Promise<DeleteAnswer> {
  return api
    .delete<DeleteAnswer | undefined>(`/api/communication_histories/${id}`)
    .then((body) => rejectErrorPayload(body, 200));
}

/** The history and the event (its guests: the ones the deleted invitation scheduled leave the list) are read again. */
export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunication,
    onSuccess: (_answer, { eventId }) => refreshAfterCommunication(queryClient, eventId),
  });
}
