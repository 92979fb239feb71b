import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';

export function useResendVerification() {
  return useMutation({
    mutationFn: ({ email, organizationId }: { email: string; organizationId: number }) =>
      api.post<MessageResponse>('/api/users/resend_verification', { email, organization_id: organizationId }),
  });
}
