import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordForm } from '@huddle/domain/auth-forms';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (values: UpdatePasswordForm) => api.post<MessageResponse>('/api/users/update_pass', values),
  });
}
