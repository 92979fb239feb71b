import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserInput } from '@huddle/domain/user-admin-schemas';
import type { InvitationSentResponse } from '@huddle/domain/contracts/invitations';
import { api } from '../../../lib/api-client';
import { invitationsKey } from './get-invitations';

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<InvitationSentResponse>('/api/invitation_mappings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
