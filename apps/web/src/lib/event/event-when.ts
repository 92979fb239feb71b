import { formatDuration } from '@huddle/domain/event-rules';

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);

function zoneName(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * When an event happens, in the viewer's timezone (ARCHITECTURE §3.8), as one or two lines:
 * "Tuesday, June 3, 2025" / "9:00 AM – 10:00 AM GMT+1" on one day, or start and end lines across days.
 */
export function eventWhenLines(start: string, ends: string, timeZone: string): string[] {
  const from = new Date(start);
  const to = new Date(ends);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return [];
  const zone = safeZone(timeZone);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const suffix = zoneName(to, zone);
  if (dayKey(from, zone) === dayKey(to, zone)) {
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: zone }).format(from);
    return [day, `${time.format(from)} – ${time.format(to)} ${suffix}`];
  }
  const dayAndTime = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });
  return [`${dayAndTime.format(from)} –`, `${dayAndTime.format(to)} ${suffix}`];
}

/** Spec events §2: the duration shown as days, hours and minutes. */
export function eventDuration(start: string, ends: string): string {
  return formatDuration(new Date(start), new Date(ends));
}
