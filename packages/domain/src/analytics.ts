/** Analytics derivations shared by the server and the web (spec guest-engagement §2 Event analytics, §3, §9). */

import type { RsvpSource } from './guest-schemas.ts';

/** The RSVP sources an analytics record counts, in the order the charts show them (issue 17). */
export const ANALYTICS_SOURCES = [
  'event_page',
  'email',
  'calendar',
  'slack',
  'public',
] as const satisfies readonly RsvpSource[];

export const ANALYTICS_MESSAGES = {
  loadError: 'Error loading event analytics',
  overviewError: 'Something went wrong getting analytics data.',
  notAllowed: 'You are not allowed to view the analytics of this event.',
  tokenInvalid: 'This PDF link is invalid or has expired.',
  customRange: 'A custom time range needs both a start and an end date.',
  /** Spec §8 (survey and budget exports): the PDF export's failure says the same. */
  exportFailed: 'Something went wrong! Export failed. Please try again',
  /** The overview's Office, Event type, Group and Host choices did not load (spec §8's analytics text, then which). */
  optionsError: 'Something went wrong getting analytics data. The filter choices could not be loaded.',
} as const;

/** The layout of the analytics tab: past once the event has ended (spec §2 "Upcoming layout when the end is in the future"). */
export const isPastEvent = (ends: Date, now: Date) => ends.getTime() <= now.getTime();

export type TimeUntilEvent =
  { kind: 'days'; value: number } | { kind: 'hours'; value: number } | { kind: 'ongoing' } | { kind: 'ended' };

const HOUR_MS = 3600 * 1000;

/**
 * Spec §2: "'Days until event' shown when more than 24 hours remain, otherwise hours, or 'Ongoing' if negative"
 * (negative: the start has passed and the end has not).
 */
export function timeUntilEvent(start: Date, ends: Date, now: Date): TimeUntilEvent {
  const hours = (start.getTime() - now.getTime()) / HOUR_MS;
  if (ends.getTime() <= now.getTime()) return { kind: 'ended' };
  if (hours < 0) return { kind: 'ongoing' };
  if (hours > 24) return { kind: 'days', value: Math.floor(hours / 24) };
  return { kind: 'hours', value: Math.ceil(hours) };
}

export type FeedbackState = 'no_survey' | 'awaiting' | 'results';

/**
 * Spec §2 Guest feedback states: no post-event survey; awaiting responses (not started, ongoing, or nobody
 * responded); results (event ended and at least one responder).
 */
export function feedbackState(hasPostSurvey: boolean, ended: boolean, responders: number): FeedbackState {
  if (!hasPostSurvey) return 'no_survey';
  return ended && responders > 0 ? 'results' : 'awaiting';
}

/** Spec §9: spend is in cents in analytics, divided by 100 for display. */
export const centsToAmount = (cents: number) => cents / 100;

/** A share in percent to one decimal; 0 of nothing is 0. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/** The overview's table (spec §2 Analytics overview; §9 data grid page sizes). */
export const ANALYTICS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ANALYTICS_SORT_FIELDS = [
  'name',
  'start',
  'invited_count',
  'rsvp_count',
  'attended_count',
  'survey_responses_count',
  'nps',
] as const;
export type AnalyticsSortField = (typeof ANALYTICS_SORT_FIELDS)[number];

/** The PDF link's life: long enough for the page to load and render, short enough to be useless when leaked. */
export const PDF_TOKEN_LIFE_SECONDS = 10 * 60;

/** Spec §9 PDF export: A4 portrait, 10 mm margin, 700 ms delay before rendering, scale 3. */
export const PDF_EXPORT = { format: 'a4', orientation: 'portrait', marginMm: 10, delayMs: 700, scale: 3 } as const;

const DAY_MS = 24 * 3600 * 1000;

/**
 * RSVPs per calendar day ("YYYY-MM-DD", already in the event's timezone), in order, with the quiet days between the
 * first and the last as zeros so the chart's gaps are real; a span over `maxDays` is left sparse.
 */
export function dailyCounts(entries: { date: string; count: number }[], maxDays = 92): [string, number][] {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.date, (sums.get(e.date) ?? 0) + e.count);
  const dates = [...sums.keys()].sort();
  if (dates.length === 0) return [];
  const first = Date.parse(`${dates[0]}T00:00:00Z`);
  const span = Math.round((Date.parse(`${dates.at(-1)}T00:00:00Z`) - first) / DAY_MS) + 1;
  if (span > maxDays) return dates.map((d) => [d, sums.get(d)!]);
  return Array.from({ length: span }, (_, i) => {
    const date = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    return [date, sums.get(date) ?? 0];
  });
}
