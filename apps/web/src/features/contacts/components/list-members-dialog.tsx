import { useId, useState } from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_PAGE, type Contact, type ContactList, type GridPage } from '../api/contact-models';
import { useListMembers } from '../api/get-list-members';
import { serverPaging } from './server-paging';

const COLUMNS: GridColDef<Contact>[] = [
  { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 180 },
  {
    field: 'office',
    headerName: 'Office',
    flex: 0.7,
    minWidth: 110,
    valueGetter: (_v, row) => row.office?.name ?? '—',
  },
];

/** A list's members, paged and searched on the server. */
export function ListMembersDialog({ list, onClose }: { list: ContactList; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const members = useListMembers(list.id, term, page);

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Members of {list.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchField
            label="Search members"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage((current) => ({ ...current, page: 0 }));
            }}
          />
          {members.isError && (
            <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
          )}
          <DataGrid
            label={`Members of ${list.name}`}
            {...serverPaging(members, page, setPage)}
            columns={COLUMNS}
            columnVisibilityModel={{ office: !isPhone }}
            disableColumnMenu
            disableColumnSorting
            disableRowSelectionOnClick
            autoHeight
            localeText={{ noRowsLabel: term.trim() ? 'No members match your search' : 'This list has no members' }}
            slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
            sx={{ '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
