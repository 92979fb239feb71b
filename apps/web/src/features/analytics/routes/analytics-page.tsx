import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-field';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAnalyticsOverview, type OverviewFilters as Query } from '../api/analytics-overview-api';
import { useOverviewOptions } from '../api/overview-options-api';
import { OverviewCards } from '../components/overview-cards';
import { OverviewEventsTable } from '../components/overview-events-table';
import { OverviewFilters, rangeBounds, type FilterState } from '../components/overview-filters';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Spec §2 Analytics overview screen (/analytics, organizer or admin): filters, cards and the events table. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<FilterState>({
    search: '',
    officeId: null,
    eventTypeId: null,
    groupId: idParam(params.get('group_id')),
    hostId: null,
    range: 'all',
    customStart: '',
    customEnd: '',
  });
  const [table, setTable] = useState<Pick<Query, 'page' | 'per_page' | 'sort' | 'direction'>>({
    page: 1,
    per_page: 10,
    sort: 'start',
    direction: 'desc',
  });
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query: Query = useMemo(
    () => ({
      search,
      office_id: filters.officeId,
      event_type_id: filters.eventTypeId,
      group_id: filters.groupId,
      host_id: filters.hostId,
      ...rangeBounds(filters, new Date()),
      ...table,
    }),
    // The time range's bounds are taken when a filter changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      search,
      filters.officeId,
      filters.eventTypeId,
      filters.groupId,
      filters.hostId,
      filters.range,
      filters.customStart,
      filters.customEnd,
      table,
    ],
  );
  const overview = useAnalyticsOverview(query);
  const options = useOverviewOptions();

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        Analytics
      </Typography>
      <OverviewFilters
        value={filters}
        options={options.data}
        onChange={(change) => {
          setFilters((f) => ({ ...f, ...change }));
          setTable((t) => ({ ...t, page: 1 }));
        }}
      />
      {options.isError && <ErrorState message={M.optionsError} onRetry={() => void options.refetch()} />}
      {overview.isError ? (
        <ErrorState message={M.overviewError} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {overview.data && <OverviewCards summary={overview.data.summary} />}
          <OverviewEventsTable
            rows={overview.data?.events ?? []}
            rowCount={overview.data?.meta.total_count ?? 0}
            loading={overview.isFetching}
            filters={query}
            onChange={(change) => setTable((t) => ({ ...t, ...change }))}
          />
        </>
      )}
    </Stack>
  );
}
