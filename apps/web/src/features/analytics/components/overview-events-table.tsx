import { useNavigate } from 'react-router';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { ANALYTICS_PAGE_SIZES, ANALYTICS_SORT_FIELDS, type AnalyticsSortField } from '@huddle/domain/analytics';
import type { AnalyticsListRow } from '@huddle/domain/contracts/analytics';
import { formatDateTime } from '../../../lib/dates';
import type { OverviewFilters } from '../api/analytics-overview-api';

const sortable = (field: string): field is AnalyticsSortField =>
  (ANALYTICS_SORT_FIELDS as readonly string[]).includes(field);

const columns: GridColDef<AnalyticsListRow>[] = [
  { field: 'name', headerName: 'Event', flex: 2, minWidth: 180 },
  {
    field: 'start',
    headerName: 'Date',
    minWidth: 170,
    flex: 1,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'displayable_hosts',
    headerName: 'Hosts',
    minWidth: 150,
    flex: 1,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  { field: 'invited_count', headerName: 'Invited', type: 'number', minWidth: 90 },
  { field: 'rsvp_count', headerName: 'RSVPs', type: 'number', minWidth: 90 },
  { field: 'attended_count', headerName: 'Attended', type: 'number', minWidth: 100 },
  { field: 'survey_responses_count', headerName: 'Responses', type: 'number', minWidth: 110 },
  {
    field: 'nps',
    headerName: 'NPS',
    type: 'number',
    minWidth: 80,
    valueFormatter: (value: number | null) => (value === null ? '—' : String(value)),
  },
];

interface Props {
  rows: AnalyticsListRow[];
  rowCount: number;
  loading: boolean;
  filters: OverviewFilters;
  onChange: (change: Partial<OverviewFilters>) => void;
}

/**
 * The overview's events table (spec §2, §3 list rows), sorted and paged by the server. A row opens the event's
 * analytics for those who may see them (admins and hosts).
 */
export function OverviewEventsTable({ rows, rowCount, loading, filters, onChange }: Props) {
  const navigate = useNavigate();
  const sortModel: GridSortModel = [{ field: filters.sort, sort: filters.direction }];
  return (
    <DataGrid
      aria-label="Events"
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      pageSizeOptions={[...ANALYTICS_PAGE_SIZES]}
      paginationModel={{ page: filters.page - 1, pageSize: filters.per_page }}
      onPaginationModelChange={(m) => onChange({ page: m.page + 1, per_page: m.pageSize })}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        if (first && sortable(first.field)) onChange({ sort: first.field, direction: first.sort ?? 'asc', page: 1 });
        else onChange({ sort: 'start', direction: 'desc', page: 1 });
      }}
      onRowClick={(params) => {
        if (params.row.can_view_analytics) void navigate(`/event/${params.row.id}/analytics`);
      }}
      getRowClassName={(params) => (params.row.can_view_analytics ? 'analytics-link' : '')}
      localeText={{ noRowsLabel: 'No events' }}
      sx={{ bgcolor: 'background.paper', '& .analytics-link': { cursor: 'pointer' }, minHeight: 300 }}
    />
  );
}
