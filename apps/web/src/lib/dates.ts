import { DEFAULT_TIMEZONE } from '@huddle/domain/constants';

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

let cachedTimezones: string[] | undefined;

export function timezoneOptions(): string[] {
  cachedTimezones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((tz) => tz !== 'UTC')];
  return cachedTimezones;
}

/** Shows a UTC timestamp in the viewer's timezone (ARCHITECTURE §3.8). */
export function formatDateTime(iso: string, timezone?: string | null): string {
  // The Date itself, not dayjs: the events page's first load shares this module and has no dayjs (issue 14).
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timezone ?? browserTimezone(),
  }).format(date);
}
