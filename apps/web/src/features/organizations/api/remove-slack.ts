import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSlack } from './slack-keys';

/** POST /api/organizations/remove_slack (the spec's GET changes state; ARCHITECTURE §3.11 wants a POST). */
export function useRemoveSlack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/organizations/remove_slack'),
    onSuccess: () => refreshSlack(queryClient),
  });
}
