import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventListFilters } from '../api/get-events';

export const FILTER_PARAMS = ['office_id', 'event_type_id', 'group_id', 'organizer_id'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * The list filters live in the URL query (office_id, event_type_id, group_id, organizer_id, search), so a link such
 * as /events/upcoming?group_id=5 preselects the Group filter and Back restores the previous filters.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<EventListFilters>(
    () => ({
      search: params.get('search') ?? '',
      office_id: params.get('office_id') ?? '',
      event_type_id: params.get('event_type_id') ?? '',
      group_id: params.get('group_id') ?? '',
      organizer_id: params.get('organizer_id') ?? '',
    }),
    [params],
  );

  const setFilter = useCallback(
    (name: FilterParam | 'search', value: string, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { filters, setFilter, query: params.toString() };
}
