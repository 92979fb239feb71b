import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserInput } from '@huddle/domain/user-admin-schemas';
import { api } from '../../../lib/api-client';
import { invitationsKey, type Invitation } from './get-invitations';

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) =>
      api.post<{ invitation_mapping: Invitation; message: string }>('/api/invitation_mappings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
