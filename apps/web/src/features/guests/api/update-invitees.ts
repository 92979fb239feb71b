import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestsUpdatedResponse } from '@huddle/domain/contracts/guests';
import type { GuestUpdateInput } from '@huddle/domain/guest-schemas';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';

export interface UpdateInviteesVariables {
  eventId: number;
  invitees: GuestUpdateInput['invitees'];
}

/** PATCH /api/events/{id}/invitees.json: status or attendance of some guests. */
export function updateInvitees({ eventId, invitees }: UpdateInviteesVariables): Promise<GuestsUpdatedResponse> {
  return api.patch<GuestsUpdatedResponse>(`/api/events/${eventId}/invitees.json`, { invitees });
}

/** After a change the table and the overview counts are read again. */
export function useUpdateInvitees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitees,
    onSuccess: (_answer, { eventId }) => queryClient.invalidateQueries({ queryKey: guestKeys.event(eventId) }),
  });
}
