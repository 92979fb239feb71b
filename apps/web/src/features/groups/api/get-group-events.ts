import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export type GroupEventTab = 'upcoming' | 'past' | 'mine';

export interface GroupEventSummary {
  id: number;
  name: string;
  start: string;
  ends: string;
  location: string;
  published: boolean;
}

interface GroupEventsPage {
  data: GroupEventSummary[];
  meta: { total_count: number; next_page: number | null };
}

/** GET /api/group_events/{tab}?group_id: a group's events, 12 a page (the first page is shown). */
export function useGroupEvents(groupId: number, tab: GroupEventTab) {
  return useQuery({
    queryKey: [...groupKeys.detail(groupId), 'events', tab],
    queryFn: () => api.get<GroupEventsPage>(`/api/group_events/${tab}?group_id=${groupId}&per_page=12`),
  });
}
