import type { PersonOptionRecord } from '@huddle/domain/contracts/users';
import { usePersonOptions } from '../../../lib/use-person-options';

/** A person the "Event organizers" picker offers (docs/api-events.md, event_host_options). */
export type HostOption = PersonOptionRecord;

/** Active people matching `search` (20 at most); the picker narrows them as the user types. */
export function useHostOptions(search: string, options: { enabled?: boolean } = {}) {
  return usePersonOptions('event_host_options', search, options);
}
