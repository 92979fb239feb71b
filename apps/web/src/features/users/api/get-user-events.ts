import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page, UserEventSummary } from '../../../lib/api-types';

export function useUserEvents() {
  return useQuery({
    queryKey: ['users', 'events'],
    queryFn: () => api.get<Page<UserEventSummary>>('/api/users/events').then((page) => page.data),
  });
}
