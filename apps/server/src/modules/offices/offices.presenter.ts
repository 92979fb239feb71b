import type { OfficeRecord } from '@huddle/domain/contracts/offices';

export function presentOffice(office: {
  id: number;
  name: string;
  usersCount?: number;
  groupsCount?: number;
  eventsCount?: number;
}): OfficeRecord {
  return {
    id: office.id,
    name: office.name,
    users_count: office.usersCount ?? 0,
    events_count: office.eventsCount ?? 0,
    groups_count: office.groupsCount ?? 0,
  };
}
