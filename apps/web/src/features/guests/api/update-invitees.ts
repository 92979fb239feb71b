import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestUpdateInput } from '@huddle/domain/guest-schemas';
import { api } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import type { InviteeJson } from './guest-models';

export interface UpdateInviteesVariables {
  eventId: number;
  invitees: GuestUpdateInput['invitees'];
}

/** PATCH /api/events/{id}/invitees.json: status or attendance of some guests. */
export function updateInvitees({ eventId, invitees }: UpdateInviteesVariables): Promise<{ invitees: InviteeJson[] }> {
  return api.patch<{ invitees: InviteeJson[] }>(`/api/events/${eventId}/invitees.json`, { invitees });
}

/** After a change the table and the overview counts are read again. */
export function useUpdateInvitees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitees,
    onSuccess: (_answer, { eventId }) => queryClient.invalidateQueries({ queryKey: guestKeys.event(eventId) }),
  });
}
