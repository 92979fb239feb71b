import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ email, organizationId }: { email: string; organizationId: number }) =>
      api.post<MessageResponse>('/api/users/reset_password', {
        email,
        organization_id: organizationId,
        origin_url: window.location.origin,
      }),
  });
}
