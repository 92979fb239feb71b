import type { QueryClient } from '@tanstack/react-query';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { groupKeys } from './group-keys';
import type { Group, GroupDetail } from './group-models';

/**
 * Puts a group from a mutation's answer into the cached detail. Merged over what is cached, so an answer
 * that carries only the list-item fields never drops the detail's admins.
 */
export function storeGroup(queryClient: QueryClient, group: Group | GroupDetail): void {
  queryClient.setQueryData<GroupDetail>(groupKeys.detail(group.id), (cached) =>
    cached ? { ...cached, ...group } : withDetailDefaults(group),
  );
}

function withDetailDefaults(group: Group | GroupDetail): GroupDetail {
  return {
    group_admin_ids: [],
    admin_employee_ids: [],
    admin_employees: [],
    member_employee_ids: [],
    employee_ids: [],
    event_ids: [],
    ...group,
  };
}

/**
 * After a group or membership change: the lists (counts, Joined chips), the members pages and the active groups
 * other screens offer (the event editor, the list filters) are stale.
 */
export function refreshGroupLists(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: groupKeys.members(id) });
  void queryClient.invalidateQueries({ queryKey: referenceKeys.activeGroups() });
}
