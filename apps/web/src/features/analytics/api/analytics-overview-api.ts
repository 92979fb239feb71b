import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverviewRecord } from '@huddle/domain/contracts/analytics';
import type { AnalyticsSortField } from '@huddle/domain/analytics';
import { api } from '../../../lib/api-client';

export type { AnalyticsOverviewRecord };

export interface OverviewFilters {
  search: string;
  office_id: number | null;
  event_type_id: number | null;
  group_id: number | null;
  host_id: number | null;
  start_from: string | null;
  start_to: string | null;
  page: number;
  per_page: number;
  sort: AnalyticsSortField;
  direction: 'asc' | 'desc';
}

export function overviewPath(f: OverviewFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value !== null && value !== '') params.set(key, String(value));
  }
  return `/api/analytics/events?${params.toString()}`;
}

/** GET /api/analytics/events (docs/api-analytics.md): the overview's cards and one page of its events table. */
export function useAnalyticsOverview(filters: OverviewFilters) {
  return useQuery({
    queryKey: ['analytics-overview', filters],
    queryFn: () => api.get<AnalyticsOverviewRecord>(overviewPath(filters)),
    placeholderData: keepPreviousData,
  });
}
