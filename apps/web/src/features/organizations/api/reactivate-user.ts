import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserResponse } from '../../../lib/api-types';
import { adminUsersKey } from './get-users';

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<UserResponse>('/api/admins/reactivate_user', { user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
