import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';

export function useMfaLogin() {
  return useMutation({
    mutationFn: ({ code, userId }: { code: string; userId: number }) =>
      api.post<{ user: User; token: string }>('/api/users/mfa_login', { code, user_id: userId }),
  });
}
