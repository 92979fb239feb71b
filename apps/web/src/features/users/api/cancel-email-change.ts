import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';
import { currentUserKey } from '../../../lib/current-user';

/** Ends a pending email change; the profile then shows no pending address. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/users/cancel_email_change'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
