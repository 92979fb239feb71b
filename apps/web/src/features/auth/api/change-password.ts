import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';

export interface ChangePasswordVariables {
  password: string;
  password_confirmation: string;
  token: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (variables: ChangePasswordVariables) =>
      api.post<MessageResponse>('/api/users/change_password', variables),
  });
}
