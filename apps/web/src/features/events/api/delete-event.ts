import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@huddle/domain/contracts/events';
import { api, ApiError } from '../../../lib/api-client';

/** The contract's answer; a success answer may still carry `error` (spec events §8), or be empty. */
type DeleteResponse = Partial<MessageResponse> & { error?: string };

/** DELETE /api/events/{id}. A success answer carrying `error` is a failure (spec events §7, §8). */
export function deleteEvent(id: number): Promise<DeleteResponse> {
  return api.delete<DeleteResponse>(`/api/events/${id}`).then((body) => {
    if (body?.error) throw new ApiError(200, { error: body.error });
    return body ?? {};
  });
}

export function useDeleteEvent() {
  return useMutation({ mutationFn: deleteEvent });
}
