import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys } from './contact-keys';
import type { ContactListResponse } from '@huddle/domain/contracts/contacts';

/** GET /api/lists/{id}: the list with every member id (the edit dialog preselects them). */
export function useContactList(id: number | undefined) {
  return useQuery({
    queryKey: listKeys.detail(id ?? 0),
    queryFn: () => api.get<ContactListResponse>(`/api/lists/${id}`).then((body) => body.list),
    enabled: id !== undefined,
    // Always the members as they are now: someone else may have changed the list.
    staleTime: 0,
    gcTime: 0,
  });
}
