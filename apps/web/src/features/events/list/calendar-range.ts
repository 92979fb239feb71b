import { CALENDAR_RANGE_PADDING_DAYS } from '@huddle/domain/event-constants';
import type { CalendarEvent, EventRange } from '../api/get-event-range';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar runs in "UTC" and receives every time already turned into the viewer's wall clock, so its Dates
 * carry the viewer's wall time in their UTC fields (FullCalendar converts named zones only with a plugin).
 */
export function wallClock(iso: string | Date, timezone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The UTC instant at which `timezone`'s wall clock shows the wall time `wall` (a Date read through UTC fields). */
export function wallToUtc(wall: Date, timezone: string): Date {
  // Guess the instant, read it back in the zone, correct by the difference; twice covers DST edges.
  let guess = wall.getTime();
  for (let i = 0; i < 2; i += 1) {
    const seen = Date.parse(`${wallClock(new Date(guess), timezone)}Z`);
    guess += wall.getTime() - seen;
  }
  return new Date(guess);
}

/** YYYY-MM-DD HH:mm:ss of a Date's UTC fields: the format of start_date and end_date. */
export function formatRangeDate(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * The range to load for a view (spec events §2, §9): from CALENDAR_RANGE_PADDING_DAYS before the first day of the
 * month of the view's first day to as many days after the last day of the month of its last day. Month views ask
 * for exactly their month (the padding covers the leading and trailing days on screen); a week or day view inside
 * one month asks for the same range, so moving day by day inside a month reuses one answer.
 *
 * `viewStart` and `viewEnd` (exclusive) are wall dates in UTC fields, as FullCalendar gives them; the answer is the
 * matching UTC instants, as the server reads times in UTC.
 */
export function calendarRange(viewStart: Date, viewEnd: Date, timezone: string): EventRange {
  const lastDay = new Date(viewEnd.getTime() - 1);
  const from = Date.UTC(viewStart.getUTCFullYear(), viewStart.getUTCMonth(), 1) - CALENDAR_RANGE_PADDING_DAYS * DAY_MS;
  const to = Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, 1) + CALENDAR_RANGE_PADDING_DAYS * DAY_MS;
  return {
    start_date: formatRangeDate(wallToUtc(new Date(from), timezone)),
    end_date: formatRangeDate(new Date(wallToUtc(new Date(to), timezone).getTime() - 1000)),
  };
}

/** A range bound (YYYY-MM-DD HH:mm:ss, UTC) as milliseconds. */
const instant = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

/**
 * Adds one range's answer to the events already loaded, keyed by id: a newer copy replaces the older one, and an
 * event the range should have returned but did not (deleted, moved away, unpublished) is dropped.
 */
export function mergeRange(
  loaded: ReadonlyMap<number, CalendarEvent>,
  range: EventRange,
  answer: readonly CalendarEvent[],
): Map<number, CalendarEvent> {
  const from = instant(range.start_date);
  const to = instant(range.end_date);
  const merged = new Map<number, CalendarEvent>();
  for (const [id, event] of loaded) {
    const overlaps = Date.parse(event.start) <= to && Date.parse(event.ends) >= from;
    if (!overlaps) merged.set(id, event);
  }
  for (const event of answer) merged.set(event.id, event);
  return merged;
}

/** FullCalendar's input: wall-clock times in the viewer's zone, and a real link so an event is a focusable anchor. */
export function toCalendarInput(events: Iterable<CalendarEvent>, timezone: string) {
  return Array.from(events, (event) => ({
    id: String(event.id),
    title: event.name,
    start: wallClock(event.start, timezone),
    end: wallClock(event.ends, timezone),
    url: `/event/${event.id}`,
  }));
}
