/** Events and groups join the counts when those areas exist; until then they are zero. */
export function presentOffice(office: { id: number; name: string; usersCount?: number }) {
  return {
    id: office.id,
    name: office.name,
    users_count: office.usersCount ?? 0,
    events_count: 0,
    groups_count: 0,
  };
}
