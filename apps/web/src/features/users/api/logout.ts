import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../lib/api-types';

export function useLogout() {
  return useMutation({ mutationFn: () => api.post<MessageResponse>('/api/users/logout') });
}
