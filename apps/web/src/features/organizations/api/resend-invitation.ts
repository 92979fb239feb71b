import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSentResponse } from '@huddle/domain/contracts/invitations';
import { api } from '../../../lib/api-client';
import { invitationsKey } from './get-invitations';

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<InvitationSentResponse>(`/api/invitation_mappings/${id}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
