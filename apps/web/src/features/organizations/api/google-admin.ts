import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoogleAdminStatusRecord, googleAdminOauthResponse } from '@huddle/domain/contracts/google-groups';
import type { GoogleAdminInput } from '@huddle/domain/google-groups-schemas';
import { api } from '../../../lib/api-client';
import { googleGroupsKeys, refreshGoogleGroups } from './google-groups-keys';

/** While the connect job runs, the status is asked for this often. */
export const GOOGLE_ADMIN_POLL_MS = 1_000;

/** GET /api/auth_details/google_admin: the caller's connection to Google's directory. */
export function useGoogleAdminStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: googleGroupsKeys.admin(),
    queryFn: () => api.get<GoogleAdminStatusRecord>('/api/auth_details/google_admin'),
    refetchInterval: (query) => (query.state.data?.status === 'connecting' ? GOOGLE_ADMIN_POLL_MS : false),
    enabled,
  });
}

/** POST /api/auth_details/google_admin_oauth: a single-use state and Google's page the popup opens. */
export function useStartGoogleAdminOauth() {
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof googleAdminOauthResponse>>('/api/auth_details/google_admin_oauth'),
  });
}

/** POST /api/auth_details/google_admin (spec platform §7): 202 `connecting`; the connect job does the rest. */
export function useConnectGoogleAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoogleAdminInput) => api.post<{ status: string }>('/api/auth_details/google_admin', input),
    onSuccess: () => refreshGoogleGroups(queryClient),
  });
}

/** DELETE /api/auth_details/google_admin: the caller's grant is forgotten. */
export function useDisconnectGoogleAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/api/auth_details/google_admin'),
    onSuccess: () => refreshGoogleGroups(queryClient),
  });
}
