import { useQuery } from '@tanstack/react-query';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import { api } from '../api-client';
import { referenceKeys } from './reference-keys';

export type OrganizationTypeOption = OrganizationTypesResponse['data'][number];

const STALE_MS = 5 * 60_000;

/** The organization's event types (GET /api/event_types, docs/api-admin.md "Types"). */
export function useEventTypes<T = OrganizationTypeOption[]>(select?: (types: OrganizationTypeOption[]) => T) {
  return useQuery({
    queryKey: referenceKeys.eventTypes(),
    queryFn: () => api.get<OrganizationTypesResponse>('/api/event_types').then((body) => body.data),
    staleTime: STALE_MS,
    select,
  });
}

/** The organization's group types, readable by any signed-in user (unlike the admin organization view). */
export function useGroupTypes<T = OrganizationTypeOption[]>(select?: (types: OrganizationTypeOption[]) => T) {
  return useQuery({
    queryKey: referenceKeys.groupTypes(),
    queryFn: () => api.get<OrganizationTypesResponse>('/api/group_types').then((body) => body.data),
    staleTime: STALE_MS,
    select,
  });
}
