import { useMemo, useState } from 'react';
import { DataGrid, type GridRowId, type GridRowSelectionModel } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { GUEST_MESSAGES, GUEST_PAGE_SIZE } from '@huddle/domain/guest-schemas';
import { ErrorState } from '../../../components/error-state';
import { EventSection } from '../../../components/event-section';
import { errorMessage } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { useViewerTimezone } from '../../../lib/use-viewer-timezone';
import { useExportGuestList } from '../api/export-guest-list';
import { useInvitees } from '../api/get-invitees';
import type { Guest } from '../api/guest-models';
import { guestColumns, isScheduled } from './guest-columns';
import { GUESTS_NO_MATCH_TEXT } from './guest-labels';
import { GuestToolbar } from './guest-toolbar';
import { RemoveGuestsDialog } from './remove-guests-dialog';
import { useGuestListState } from './use-guest-list-state';

const noSelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set<GridRowId>() });

type ListEvent = Pick<HuddleEvent, 'id' | 'name' | 'attendance_open'>;

/**
 * The "Guest list" table (GraphQL `invitees`): paged, sorted and filtered on the server, with attendance controls,
 * selection and removal. On a phone the updated column hides and the rest scrolls sideways inside the grid.
 */
export function GuestList({ event }: { event: ListEvent }) {
  const state = useGuestListState();
  const invitees = useInvitees(event.id, state.params);
  const exporter = useExportGuestList();
  const timezone = useViewerTimezone();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [removing, setRemoving] = useState<Guest[] | null>(null);

  const rows = useMemo(() => invitees.data?.invitees ?? [], [invitees.data]);
  // The header checkbox may answer "all but these" (exclude): only this page's rows are on screen to pick from.
  const selected = rows.filter(
    (row) => !isScheduled(row) && (selection.type === 'include') === selection.ids.has(row.id),
  );
  const columns = useMemo(
    () =>
      guestColumns({
        eventId: event.id,
        attendanceOpen: event.attendance_open,
        timezone,
        onRemove: (guest) => setRemoving([guest]),
      }),
    [event.id, event.attendance_open, timezone],
  );
  // Selection belongs to the page on screen; another page, sort, filter or search starts afresh.
  const clearSelection = () => setSelection(noSelection());

  return (
    <EventSection title="Guest list">
      <Stack spacing={2}>
        <GuestToolbar
          filter={state.filter}
          onFilterChange={(filter) => {
            clearSelection();
            state.setFilter(filter);
          }}
          search={state.search}
          onSearchChange={(search) => {
            clearSelection();
            state.setSearch(search);
          }}
          selectedCount={selected.length}
          onRemoveSelected={() => setRemoving(selected)}
          onExport={() => exporter.mutate({ id: event.id, name: event.name })}
          exporting={exporter.isPending}
        />
        {!event.attendance_open && <Alert severity="info">{GUEST_MESSAGES.attendanceBeforeStart}</Alert>}
        {invitees.isError && (
          <ErrorState
            message={errorMessage(invitees.error, 'The guest list could not be loaded.')}
            onRetry={() => void invitees.refetch()}
          />
        )}
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <DataGrid
            label="Guest list"
            rows={rows}
            columns={columns}
            rowCount={invitees.data?.totalCount ?? 0}
            loading={invitees.isPending || invitees.isPlaceholderData}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={state.paginationModel}
            onPaginationModelChange={(model) => {
              clearSelection();
              state.setPagination(model);
            }}
            pageSizeOptions={[GUEST_PAGE_SIZE]}
            sortModel={state.sortModel}
            onSortModelChange={(model) => {
              clearSelection();
              state.setSortModel(model);
            }}
            sortingOrder={['asc', 'desc']}
            checkboxSelection
            isRowSelectable={({ row }) => !isScheduled(row)}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            disableRowSelectionOnClick
            disableColumnMenu
            columnVisibilityModel={{ updatedAt: !isPhone }}
            getRowHeight={() => 56}
            autoHeight
            localeText={{ noRowsLabel: state.filtered ? GUESTS_NO_MATCH_TEXT : GUEST_MESSAGES.empty }}
            slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
            sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
          />
        </Box>
      </Stack>
      <RemoveGuestsDialog
        eventId={event.id}
        guests={removing}
        onDone={(removedAll) => {
          if (removedAll) clearSelection();
          setRemoving(null);
        }}
      />
    </EventSection>
  );
}
