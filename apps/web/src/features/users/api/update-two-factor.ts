import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserResponse } from '../../../lib/api-types';
import { setCurrentUser } from '../../../lib/current-user';

export function useUpdateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enable: boolean) => api.post<UserResponse>('/api/users/update_2fa', { enable }),
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}
