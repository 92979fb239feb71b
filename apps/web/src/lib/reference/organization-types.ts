import { useQuery } from '@tanstack/react-query';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import { api } from '../api-client';
import { referenceKeys } from './reference-keys';

export type OrganizationTypeOption = OrganizationTypesResponse['data'][number];

type Select<T> = (types: OrganizationTypeOption[]) => T;

function useOrganizationTypes<T>(path: string, queryKey: readonly string[], select?: Select<T>) {
  return useQuery({
    queryKey,
    queryFn: () => api.get<OrganizationTypesResponse>(path).then((body) => body.data),
    staleTime: 5 * 60_000,
    select,
  });
}

/** The organization's event types (GET /api/event_types, docs/api-admin.md "Types"). */
export const useEventTypes = <T = OrganizationTypeOption[]>(select?: Select<T>) =>
  useOrganizationTypes('/api/event_types', referenceKeys.eventTypes(), select);

/** The organization's group types, readable by any signed-in user (unlike the admin organization view). */
export const useGroupTypes = <T = OrganizationTypeOption[]>(select?: Select<T>) =>
  useOrganizationTypes('/api/group_types', referenceKeys.groupTypes(), select);
