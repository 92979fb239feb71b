import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CurrentUserResponse } from '@huddle/domain/contracts/users';
import { setCurrentUser } from '../../../lib/current-user';

/** Turning two-factor off needs the current password; turning it on does not. */
export function useUpdateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enable, current_password }: { enable: boolean; current_password?: string }) =>
      api.post<CurrentUserResponse>(
        '/api/users/update_2fa',
        current_password ? { enable, current_password } : { enable },
      ),
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}
