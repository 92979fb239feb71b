import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoogleGroupRecord, googleGroupsSyncResponse } from '@huddle/domain/contracts/google-groups';
import { api } from '../../../lib/api-client';
import { googleGroupsKeys, refreshGoogleGroups } from './google-groups-keys';

export type GoogleGroup = GoogleGroupRecord;

/** GET /api/lists/google_groups: the domain's groups, read from Google's directory, with the synced ones marked. */
export function useGoogleGroups({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: googleGroupsKeys.groups(),
    queryFn: () => api.get<{ data: GoogleGroup[] }>('/api/lists/google_groups').then((body) => body.data),
    enabled,
    retry: false,
  });
}

/** POST /api/lists/sync_google_groups (spec platform §7): one list per chosen group, synced by a job. */
export function useSyncGoogleGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[]) =>
      api.post<z.infer<typeof googleGroupsSyncResponse>>('/api/lists/sync_google_groups', { groups }),
    onSuccess: () => refreshGoogleGroups(queryClient),
  });
}
