import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonOptionsResponse } from '@huddle/domain/contracts/users';
import { api, withQuery } from './api-client';

/**
 * GET /api/employees/{list}: the active people of a picker's list (event hosts, collection organizers) who match
 * `search`, 20 at most; the picker narrows them as the user types.
 */
export function usePersonOptions(list: string, search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: ['employees', list, term],
    queryFn: () =>
      api.get<PersonOptionsResponse>(withQuery(`/api/employees/${list}`, { search: term })).then((body) => body.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
