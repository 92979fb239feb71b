import { timezoneSchema } from '@huddle/domain/auth-schemas';

/** A stored zone as Intl takes it; one that Intl does not know (none should get past the input schema) reads as UTC. */
export function zoneOrUtc(zone: string): string {
  return timezoneSchema.safeParse(zone).success ? zone : 'UTC';
}

/**
 * A zone name that Intl and PostgreSQL read alike (America/New_York, UTC, Etc/GMT+5). An offset such as "+01:00"
 * is refused: Intl reads it as UTC+1, PostgreSQL's AT TIME ZONE as a POSIX zone, UTC−1.
 */
export function isZoneName(zone: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone) && timezoneSchema.safeParse(zone).success;
}
