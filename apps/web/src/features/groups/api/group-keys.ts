import type { GroupFilters } from './group-models';

/** Query keys of the groups feature; every group key starts with "groups" so one invalidation refreshes them all. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => ['groups', 'list'] as const,
  list: (filters: GroupFilters) => ['groups', 'list', filters] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  members: (id: number) => ['groups', 'members', id] as const,
  memberPage: (id: number, search: string, page: number) => ['groups', 'members', id, { search, page }] as const,
};
