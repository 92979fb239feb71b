import { useQuery } from '@tanstack/react-query';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import { api } from '../../../lib/api-client';

/** The organization's group types, readable by any signed-in user (unlike the admin organization view). */
export function useGroupTypes() {
  return useQuery({
    queryKey: ['group_types'],
    queryFn: () => api.get<OrganizationTypesResponse>('/api/group_types').then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
