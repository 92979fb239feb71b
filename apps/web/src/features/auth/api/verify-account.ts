import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';

export function useVerifyAccount() {
  return useMutation({
    mutationFn: (confirmationToken: string) =>
      api.post<MessageResponse>('/api/users/verified', { confirmation_token: confirmationToken }),
  });
}
