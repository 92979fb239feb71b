import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddSlackInput } from '@huddle/domain/slack-schemas';
import { api } from '../../../lib/api-client';
import { refreshSlack } from './slack-keys';

/** POST /api/organizations/add_slack (spec §7): 202 `connecting`; the slack-connect job does the rest. */
export function useAddSlack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSlackInput) => api.post<{ status: string }>('/api/organizations/add_slack', input),
    onSuccess: () => refreshSlack(queryClient),
  });
}
