import { useQuery } from '@tanstack/react-query';
import type { GroupListResponse } from '@huddle/domain/contracts/groups';
import type { OfficeListResponse } from '@huddle/domain/contracts/offices';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import type { UserListResponse } from '@huddle/domain/contracts/users';
import { api, withQuery } from '../../../lib/api-client';

/** One choice of a list filter. */
export interface FilterOption {
  id: number;
  name: string;
}

const STALE_MS = 5 * 60_000;
const optionKeys = {
  offices: ['event-filter-options', 'offices'] as const,
  eventTypes: ['event-filter-options', 'event-types'] as const,
  groups: ['event-filter-options', 'groups'] as const,
  organizers: (source: 'hosts' | 'users') => ['event-filter-options', 'organizers', source] as const,
};

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name);
const named = (rows: readonly FilterOption[]): FilterOption[] =>
  rows.map(({ id, name }) => ({ id, name })).sort(byName);
const people = (rows: UserListResponse['data']): FilterOption[] =>
  rows.map(({ id, full_name }) => ({ id, name: full_name })).sort(byName);

/** Office filter: the first 100 offices (GET /api/offices?per_page=100). */
export function useOfficeOptions() {
  return useQuery({
    queryKey: optionKeys.offices,
    queryFn: () =>
      api.get<OfficeListResponse>(withQuery('/api/offices', { per_page: 100 })).then((body) => named(body.data)),
    staleTime: STALE_MS,
  });
}

/** Type filter: the organization's event types. */
export function useEventTypeOptions() {
  return useQuery({
    queryKey: optionKeys.eventTypes,
    queryFn: () => api.get<OrganizationTypesResponse>('/api/event_types').then((body) => named(body.data)),
    staleTime: STALE_MS,
  });
}

/** Group filter: the active groups the caller can see. */
export function useGroupOptions() {
  return useQuery({
    queryKey: optionKeys.groups,
    queryFn: () =>
      api.get<GroupListResponse>(withQuery('/api/groups', { status: 'active' })).then((body) => named(body.data)),
    staleTime: STALE_MS,
  });
}

/** Organizer filter: hosts are organizers or admins, so those people (up to 100), for every role. */
export function useOrganizerOptions(canCreate: boolean) {
  return useQuery({
    queryKey: optionKeys.organizers(canCreate ? 'hosts' : 'users'),
    queryFn: () =>
      api
        .get<UserListResponse>(withQuery('/api/users', { status: 'active', roles: 'admin,organizer', per_page: 100 }))
        .then((body) => people(body.data)),
    staleTime: STALE_MS,
  });
}
