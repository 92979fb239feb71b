import { useActiveGroups } from '../../../lib/reference/active-groups';
import { peopleToFilterOptions, toFilterOptions } from '../../../lib/reference/filter-options';
import { useOffices } from '../../../lib/reference/offices';
import { useOrganizers } from '../../../lib/reference/organizers';
import { useEventTypes } from '../../../lib/reference/organization-types';

export type { FilterOption } from '../../../lib/reference/filter-options';

/** The overview's Office, Event type, Group and Host choices (spec §2 Analytics overview filters). */
export function useOverviewOptions() {
  const offices = useOffices(toFilterOptions);
  const eventTypes = useEventTypes(toFilterOptions);
  const groups = useActiveGroups(toFilterOptions);
  // Hosts are organizers or admins (the first 100 by name).
  const hosts = useOrganizers(peopleToFilterOptions);
  const lists = [offices, eventTypes, groups, hosts];
  return {
    data: {
      offices: offices.data ?? [],
      eventTypes: eventTypes.data ?? [],
      groups: groups.data ?? [],
      hosts: hosts.data ?? [],
    },
    isError: lists.some((list) => list.isError),
    refetch: () => Promise.all(lists.filter((list) => list.isError).map((list) => list.refetch())),
  };
}
