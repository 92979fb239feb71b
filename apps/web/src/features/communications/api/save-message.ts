import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageInput } from '@huddle/domain/communication-schemas';
import { api } from '../../../lib/api-client';
import { refreshAfterCommunication, rejectErrorPayload } from './communication-cache';
import type { CommunicationResponse } from './communication-models';

export interface SaveMessageVariables {
  input: MessageInput;
  /** The saved message being edited (PUT); null creates and sends or schedules a new one. */
  id: number | null;
}

/** POST /api/event_messages/create_and_send or PUT /api/event_messages/{id}. */
export function saveMessage({ input, id }: SaveMessageVariables): Promise<CommunicationResponse> {
  const request =
    id === null
      ? api.post<CommunicationResponse>('/api/event_messages/create_and_send', input)
      : api.put<CommunicationResponse>(`/api/event_messages/${id}`, input);
  return request.then((answer) => rejectErrorPayload(answer));
}

export function useSaveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessage,
    // Not awaited: the composer closes at once; the history and the event reload behind it.
    onSuccess: (_answer, { input }) => void refreshAfterCommunication(queryClient, input.event_id),
  });
}
