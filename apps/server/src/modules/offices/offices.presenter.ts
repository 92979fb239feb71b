/** Events join the counts with the events area; until then that count is zero. */
export function presentOffice(office: { id: number; name: string; usersCount?: number; groupsCount?: number }) {
  return {
    id: office.id,
    name: office.name,
    users_count: office.usersCount ?? 0,
    events_count: 0,
    groups_count: office.groupsCount ?? 0,
  };
}
