import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestsRemovedResponse } from '@huddle/domain/contracts/guests';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import { guestKeys } from './guest-keys';

export interface RemoveInviteesVariables {
  eventId: number;
  ids: number[];
}

export type RemoveInviteesResponse = GuestsRemovedResponse;

/** DELETE /api/events/{id}/invitees.json with `{invitees:[{id}]}`. */
export function removeInvitees({ eventId, ids }: RemoveInviteesVariables): Promise<RemoveInviteesResponse> {
  return api.delete<RemoveInviteesResponse>(`/api/events/${eventId}/invitees.json`, {
    invitees: ids.map((id) => ({ id })),
  });
}

/** The table, the overview and the event's `invitees_count` are read again. */
export function useRemoveInvitees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitees,
    onSuccess: (_answer, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), exact: true }),
      ]),
  });
}
