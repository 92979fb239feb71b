import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarEventRecord, EventRangeResponse } from '@huddle/domain/contracts/events';
import { api, withQuery } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';

/** A calendar event (spec events §3 "Calendar event"), as the route's response contract says. */
export type CalendarEvent = CalendarEventRecord;

/** `start_date` and `end_date` in the server's format, YYYY-MM-DD HH:mm:ss (UTC). */
export interface EventRange {
  start_date: string;
  end_date: string;
}

export function fetchEventRange(range: EventRange): Promise<CalendarEvent[]> {
  return api.get<EventRangeResponse>(withQuery('/api/events/range', { ...range })).then((body) => body.data);
}

/** The published events overlapping a range; null waits until the calendar knows its dates. */
export function useEventRange(range: EventRange | null) {
  return useQuery({
    queryKey: eventKeys.range(range?.start_date ?? '', range?.end_date ?? ''),
    queryFn: () => fetchEventRange(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
