import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE, type EventListTab } from '@huddle/domain/event-constants';
import { api, withQuery } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import type { EventPage } from '../../../lib/event/event-models';

/** The list filters as the URL and the server name them (docs/api-events.md "Lists"). */
export interface EventListFilters {
  search: string;
  office_id: string;
  event_type_id: string;
  group_id: string;
  organizer_id: string;
}

export function eventsPath(tab: EventListTab, filters: EventListFilters, page: number): string {
  return withQuery(`/api/events/${tab}`, {
    page,
    per_page: EVENTS_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    office_id: filters.office_id || undefined,
    event_type_id: filters.event_type_id || undefined,
    group_id: filters.group_id || undefined,
    organizer_id: filters.organizer_id || undefined,
  });
}

/** The next page, from `next_page` or, should the server leave it out, from the page counts. */
export function nextPageOf(page: EventPage): number | undefined {
  const { meta } = page;
  if (meta.next_page) return meta.next_page;
  if (meta.next_page === null) return undefined;
  return meta.current_page < meta.total_pages ? meta.current_page + 1 : undefined;
}

/** One tab's events, 12 at a time, for infinite scrolling. */
export function useEvents(tab: EventListTab, filters: EventListFilters) {
  return useInfiniteQuery({
    queryKey: eventKeys.list(tab, { ...filters }),
    queryFn: ({ pageParam }) => api.get<EventPage>(eventsPath(tab, filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // A filter change keeps the cards of the same tab on screen until the new answer; another tab starts clean.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tab ? keepPreviousData(previous) : undefined,
  });
}
