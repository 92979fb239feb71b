import type { Group } from '../api/group-models';

export function membersLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/** "Admin" for a group admin, "Joined" for a member, nothing otherwise. */
export function membershipLabel(group: Pick<Group, 'is_group_admin' | 'is_member'>): string | null {
  if (group.is_group_admin) return 'Admin';
  if (group.is_member) return 'Joined';
  return null;
}
