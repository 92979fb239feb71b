import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { ANALYTICS_PAGE_SIZES, ANALYTICS_SORT_FIELDS, type AnalyticsSortField } from '@huddle/domain/analytics';
import type { AnalyticsListRow } from '@huddle/domain/contracts/analytics';
import { formatDateTime } from '../../../lib/dates';
import type { OverviewFilters } from '../api/analytics-overview-api';

const sortable = (field: string): field is AnalyticsSortField =>
  (ANALYTICS_SORT_FIELDS as readonly string[]).includes(field);

/** A figure column; a dash where there is none (no NPS answers, or an event whose figures are not the reader's). */
const figure = (field: keyof AnalyticsListRow, headerName: string, minWidth: number): GridColDef<AnalyticsListRow> => ({
  field,
  headerName,
  type: 'number',
  minWidth,
  valueFormatter: (value: number | null) => (value === null ? '—' : String(value)),
});

const columns: GridColDef<AnalyticsListRow>[] = [
  {
    field: 'name',
    headerName: 'Event',
    flex: 2,
    minWidth: 180,
    // A link where the reader may open the analytics, so the keyboard reaches them too (Tab, then Enter).
    renderCell: ({ row }) =>
      row.can_view_analytics ? (
        <Link component={RouterLink} to={`/event/${row.id}/analytics`} onClick={(e) => e.stopPropagation()}>
          {row.name}
        </Link>
      ) : (
        row.name
      ),
  },
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
  figure('invited_count', 'Invited', 90),
  figure('rsvp_count', 'RSVPs', 90),
  figure('attended_count', 'Attended', 100),
  figure('survey_responses_count', 'Responses', 110),
  figure('nps', 'NPS', 80),
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
