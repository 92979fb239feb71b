import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/organizations/rotate_link_secret (admins): every RSVP link mailed so far stops working. */
export function useRotateLinkSecret() {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/organizations/rotate_link_secret', {}),
  });
}
