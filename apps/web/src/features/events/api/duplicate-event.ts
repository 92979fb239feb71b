import { useMutation } from '@tanstack/react-query';
import { api, ApiError, withQuery } from '../../../lib/api-client';
import type { EventsDuplicatedResponse } from '@huddle/domain/contracts/events';

/** The contract's answer; a success answer may still carry `error` (spec events §8). */
type DuplicateResponse = EventsDuplicatedResponse & { error?: string };

export interface DuplicateEventInput {
  id: number;
  copies: number;
}

/** GET /api/events/{id}/clone?copies=N: unpublished copies. A success answer carrying `error` is a failure (§8). */
export function duplicateEvent({ id, copies }: DuplicateEventInput): Promise<DuplicateResponse> {
  return api.get<DuplicateResponse>(withQuery(`/api/events/${id}/clone`, { copies })).then((body) => {
    if (body?.error) throw new ApiError(200, { error: body.error });
    return body;
  });
}

export function useDuplicateEvent() {
  return useMutation({ mutationFn: duplicateEvent });
}
