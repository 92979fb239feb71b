import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';
import { eventKeys } from './event-keys';

export interface CommunicationActionVariables {
  eventId: number;
  /** The communication history row's id. */
  id: string | number;
}

interface DeleteAnswer {
  message?: string;
  error?: string;
}

/** DELETE /api/communication_histories/{id}. A success answer carrying `error` is a failure (spec §8). */
export function deleteCommunication({ id }: CommunicationActionVariables): Promise<DeleteAnswer> {
  return api.delete<DeleteAnswer | undefined>(`/api/communication_histories/${id}`).then((body) => {
    if (body?.error) throw new ApiError(200, { error: body.error });
    return body ?? {};
  });
}

/** The history and the event (its guests: the ones the deleted invitation scheduled leave the list) are read again. */
export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunication,
    onSuccess: (_answer, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communicationKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
      ]),
  });
}
