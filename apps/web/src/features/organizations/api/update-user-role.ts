import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@huddle/domain/roles';
import type { ManagedUserResponse } from '@huddle/domain/contracts/users';
import { api } from '../../../lib/api-client';
import { refreshUsers } from './get-users';

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      api.post<ManagedUserResponse>('/api/users/update_permission', { new_role: role, user_id: userId }),
    onSuccess: () => refreshUsers(queryClient),
  });
}
