import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';

/** The link's token and the password chosen at sign-up: the server verifies only with both. */
export function useVerifyAccount() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.post<MessageResponse>('/api/users/verified', { confirmation_token: token, password }),
  });
}
