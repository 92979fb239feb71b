import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { SLACK_CHANNELS_PAGE_SIZE, SLACK_FIRST_LAST_THRESHOLD, SLACK_GRID_HEIGHT } from '@huddle/domain/slack-schemas';
import type { SlackChannelRecord } from '@huddle/domain/contracts/slack';

const columns: GridColDef<SlackChannelRecord>[] = [
  {
    field: 'name',
    headerName: 'Channel',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', height: '100%' }}>
        <span>#{row.name}</span>
        {row.private && <LockOutlinedIcon fontSize="inherit" aria-label="Private channel" />}
      </Stack>
    ),
  },
  {
    field: 'synced_group_id',
    headerName: 'Group',
    width: 160,
    valueGetter: (value: number | null) => (value === null ? '' : 'Synced to a group'),
  },
];

interface SlackChannelGridProps {
  rows: SlackChannelRecord[];
  totalCount: number;
  loading: boolean;
  /** From 0, as the grid counts. */
  page: number;
  onPageChange: (page: number) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  emptyLabel: string;
}

/**
 * Spec §2.9, §9: the channel selection grid, 30 a page on the server, 400 px high, with first and last page
 * buttons past 60 channels. The selection spans pages: the grid reports the rows of this page, the rest is kept.
 */
export function SlackChannelGrid({
  rows,
  totalCount,
  loading,
  page,
  onPageChange,
  selected,
  onSelectedChange,
  emptyLabel,
}: SlackChannelGridProps) {
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };
  const changeSelection = (next: GridRowSelectionModel) => {
    const result = new Set(selected);
    for (const row of rows) {
      const picked = next.type === 'include' ? next.ids.has(row.id) : !next.ids.has(row.id);
      if (picked) result.add(row.id);
      else result.delete(row.id);
    }
    onSelectedChange(result);
  };
  const firstLast = totalCount > SLACK_FIRST_LAST_THRESHOLD;

  return (
    <Box sx={{ height: SLACK_GRID_HEIGHT, width: '100%', minWidth: 0 }}>
      <DataGrid
        label="Slack channels"
        rows={rows}
        columns={columns}
        rowCount={totalCount}
        loading={loading}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={model}
        onRowSelectionModelChange={changeSelection}
        paginationMode="server"
        filterMode="server"
        sortingMode="server"
        paginationModel={{ page, pageSize: SLACK_CHANNELS_PAGE_SIZE }}
        onPaginationModelChange={(next) => onPageChange(next.page)}
        pageSizeOptions={[SLACK_CHANNELS_PAGE_SIZE]}
        disableColumnMenu
        disableColumnSorting
        localeText={{ noRowsLabel: emptyLabel }}
        slotProps={{
          // The grid hands `material` to MUI's TablePagination.
          basePagination: { material: { showFirstButton: firstLast, showLastButton: firstLast } },
          loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
