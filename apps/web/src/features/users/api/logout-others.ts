import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';

export function useLogoutOthers() {
  return useMutation({ mutationFn: () => api.post<MessageResponse>('/api/users/logout_others') });
}
