import { useActiveGroups } from '../../../lib/reference/active-groups';
import { peopleToFilterOptions, toFilterOptions } from '../../../lib/reference/filter-options';
import { useOffices } from '../../../lib/reference/offices';
import { useOrganizers } from '../../../lib/reference/organizers';
import { useEventTypes } from '../../../lib/reference/organization-types';

export type { FilterOption } from '../../../lib/reference/filter-options';

/** The list filters' choices: the shared reference lists, as id and name sorted by name. */
export const useOfficeOptions = () => useOffices(toFilterOptions);
export const useEventTypeOptions = () => useEventTypes(toFilterOptions);
/** The active groups the caller can see. */
export const useGroupOptions = () => useActiveGroups(toFilterOptions);
/** Hosts are organizers or admins, so those people (up to 100), for every role. */
export const useOrganizerOptions = () => useOrganizers(peopleToFilterOptions);
