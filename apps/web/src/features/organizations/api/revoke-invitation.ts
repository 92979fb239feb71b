import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationsKey } from './get-invitations';

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/invitation_mappings/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
