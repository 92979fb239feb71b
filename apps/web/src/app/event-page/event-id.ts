import { MAX_ID } from '@huddle/domain/ids';

/** The {id} of an event route: a positive database id, or null (the not-found page). */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
