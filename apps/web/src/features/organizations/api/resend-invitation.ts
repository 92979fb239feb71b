import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationsKey, type Invitation } from './get-invitations';

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ invitation_mapping: Invitation; message: string }>(`/api/invitation_mappings/${id}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
