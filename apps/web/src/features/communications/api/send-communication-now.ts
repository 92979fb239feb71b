import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterCommunication, rejectErrorPayload } from './communication-cache';
import type { CommunicationResponse } from './communication-models';
import type { CommunicationActionVariables } from './delete-communication';

/** The contract's answer; an `error` in a success answer is read too (spec §8). */
type SendNowAnswer = Partial<CommunicationResponse> & { error?: string };

/**
 * POST /api/communication_histories/send_now `{id}` (the client's 30 s write timeout is the spec's send-now limit).
 * A success answer carrying `error` is a failure (spec §8).
 */
export function sendCommunicationNow({ id }: CommunicationActionVariables): Promise<SendNowAnswer> {
  return api
    .post<SendNowAnswer | undefined>('/api/communication_histories/send_now', { id: Number(id) })
    .then((body) => rejectErrorPayload(body, 200));
}

/** The history (the row starts sending) and the event (scheduled guests become invited) are read again. */
export function useSendCommunicationNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCommunicationNow,
    onSuccess: (_answer, { eventId }) => refreshAfterCommunication(queryClient, eventId),
  });
}
