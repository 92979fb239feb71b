import { useQuery } from '@tanstack/react-query';
import type { GroupListResponse } from '@huddle/domain/contracts/groups';
import type { OfficeListResponse } from '@huddle/domain/contracts/offices';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import type { UserListResponse } from '@huddle/domain/contracts/users';
import { api } from '../../../lib/api-client';

export interface FilterOption {
  id: number;
  name: string;
}

const named = (rows: readonly FilterOption[]) =>
  rows.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

/** The overview's Office, Event type, Group and Host choices (spec §2 Analytics overview filters). */
export function useOverviewOptions() {
  return useQuery({
    queryKey: ['analytics-overview', 'options'],
    queryFn: async () => {
      const [offices, types, groups, hosts] = await Promise.all([
        api.get<OfficeListResponse>('/api/offices?per_page=100'),
        api.get<OrganizationTypesResponse>('/api/event_types'),
        api.get<GroupListResponse>('/api/groups?status=active'),
        // Hosts are organizers or admins (the first 100 by name).
        api.get<UserListResponse>('/api/users?status=active&roles=admin,organizer&per_page=100'),
      ]);
      return {
        offices: named(offices.data),
        eventTypes: named(types.data),
        groups: named(groups.data),
        hosts: named(hosts.data.map((u) => ({ id: u.id, name: u.full_name }))),
      };
    },
    staleTime: 5 * 60_000,
  });
}
