import { useState } from 'react';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_PAGE, type Contact, type GridPage } from '../api/contact-models';
import { useContactsPage } from '../api/get-contacts';
import { GridCheckbox } from './grid-checkbox';
import { serverPaging } from './server-paging';

const COLUMNS: GridColDef<Contact>[] = [
  { field: 'full_name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 180 },
  {
    field: 'office',
    headerName: 'Office',
    flex: 0.7,
    minWidth: 110,
    valueGetter: (_v, row) => row.office?.name ?? '—',
  },
];

interface MemberPickerProps {
  selection: ReadonlySet<number>;
  onChange: (selection: Set<number>) => void;
  disabled?: boolean;
}

/** Contacts to tick, paged and searched on the server; ticks on other pages (and other searches) are kept. */
export function MemberPicker({ selection, onChange, disabled }: MemberPickerProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const contacts = useContactsPage({ search: term, page });
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(selection) };

  return (
    <Stack spacing={1.5}>
      <SearchField
        label="Search contacts"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage((current) => ({ ...current, page: 0 }));
        }}
      />
      {contacts.isError && (
        <ErrorState message={errorMessage(contacts.error)} onRetry={() => void contacts.refetch()} />
      )}
      <DataGrid
        label="Choose members"
        {...serverPaging(contacts, page, setPage)}
        columns={COLUMNS}
        checkboxSelection
        slots={{ baseCheckbox: GridCheckbox }}
        keepNonExistentRowsSelected
        disableRowSelectionExcludeModel
        isRowSelectable={() => !disabled}
        rowSelectionModel={model}
        onRowSelectionModelChange={(next) => {
          if (next.type === 'include') onChange(new Set([...next.ids].map(Number)));
        }}
        columnVisibilityModel={{ office: !isPhone, email: !isPhone }}
        disableColumnMenu
        disableColumnSorting
        autoHeight
        localeText={{ noRowsLabel: term.trim() ? 'No contacts match your search' : 'No contacts yet' }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
      />
    </Stack>
  );
}
