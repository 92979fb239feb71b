import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@huddle/domain/contracts/users';
import { api } from '../../../lib/api-client';
import { refreshUsers } from './get-users';

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<ManagedUserResponse>('/api/admins/reactivate_user', { user_id: userId }),
    onSuccess: () => refreshUsers(queryClient),
  });
}
