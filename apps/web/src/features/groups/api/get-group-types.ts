import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GroupTypeRef } from './group-models';

/** The organization's group types, readable by any signed-in user (unlike the admin organization view). */
export function useGroupTypes() {
  return useQuery({
    queryKey: ['group_types'],
    queryFn: () => api.get<{ data: GroupTypeRef[] }>('/api/group_types').then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
