import { timezoneSchema } from '@huddle/domain/auth-schemas';

/** A stored zone as Intl takes it; one that Intl does not know (none should get past the input schema) reads as UTC. */
export function zoneOrUtc(zone: string): string {
  return timezoneSchema.safeParse(zone).success ? zone : 'UTC';
}
