import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@huddle/domain/roles';
import { api } from '../../../lib/api-client';
import type { UserResponse } from '../../../lib/api-types';
import { adminUsersKey } from './get-users';

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      api.post<UserResponse>('/api/users/update_permission', { new_role: role, user_id: userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
