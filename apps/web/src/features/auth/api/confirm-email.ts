import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';
import { currentUserKey } from '../../../lib/current-user';

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<MessageResponse>('/api/users/confirm_email', { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
