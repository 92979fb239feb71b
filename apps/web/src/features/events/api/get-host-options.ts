import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonOptionRecord, PersonOptionsResponse } from '@huddle/domain/contracts/users';
import { api, withQuery } from '../../../lib/api-client';

/** A person the "Event organizers" picker offers (docs/api-events.md, event_host_options). */
export type HostOption = PersonOptionRecord;

/** Active people matching `search` (20 at most); the picker narrows them as the user types. */
export function useHostOptions(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: ['employees', 'event_host_options', term],
    queryFn: () =>
      api
        .get<PersonOptionsResponse>(withQuery('/api/employees/event_host_options', { search: term }))
        .then((body) => body.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
