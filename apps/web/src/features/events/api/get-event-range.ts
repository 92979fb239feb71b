import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';

/** A calendar event (spec events §3 "Calendar event"). */
export interface CalendarEvent {
  id: number;
  name: string;
  start: string;
  ends: string;
  description: string;
  event_type_id: number | null;
}

/** `start_date` and `end_date` in the server's format, YYYY-MM-DD HH:mm:ss (UTC). */
export interface EventRange {
  start_date: string;
  end_date: string;
}

export function fetchEventRange(range: EventRange): Promise<CalendarEvent[]> {
  return api.get<{ data: CalendarEvent[] }>(withQuery('/api/events/range', { ...range })).then((body) => body.data);
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
