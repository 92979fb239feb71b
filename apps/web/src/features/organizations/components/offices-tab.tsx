import { useMemo, useState } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { OFFICE_MESSAGES } from '@huddle/domain/office-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import type { Office } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteOffice } from '../api/delete-office';
import { useOfficesPage } from '../api/get-offices';
import { FIRST_PAGE, type GridPage } from '../api/paging';
import { AdminGrid } from './admin-grid';
import { OfficeDialog } from './office-dialog';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';

type Editing = { office?: Office } | null;

/** Spec §2.9: offices with their counts; create, rename and delete (after confirming). */
export function OfficesTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const offices = useOfficesPage(term, page);
  const deleteOffice = useDeleteOffice();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Office | null>(null);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage((current) => ({ ...current, page: 0 }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteOffice.mutateAsync(deleting.id);
      notify.success(OFFICE_MESSAGES.deleted);
    } catch {
      notify.error(OFFICE_MESSAGES.failed);
    }
    setDeleting(null);
  };

  const columns = useMemo<GridColDef<Office>[]>(
    () => [
      { field: 'name', headerName: 'Office name', flex: 1, minWidth: 180 },
      { field: 'users_count', headerName: 'Users', type: 'number', width: 100 },
      { field: 'events_count', headerName: 'Events', type: 'number', width: 100 },
      { field: 'groups_count', headerName: 'Groups', type: 'number', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={`Edit ${row.name}`}
            onClick={() => setEditing({ office: row })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={`Delete ${row.name}`}
            onClick={() => setDeleting(row)}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <SearchField label="Search offices" value={search} onChange={changeSearch} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
          New office
        </Button>
      </Stack>
      {offices.isError && (
        <ErrorState
          message={errorMessage(offices.error, OFFICE_MESSAGES.failed)}
          onRetry={() => void offices.refetch()}
        />
      )}
      <AdminGrid
        label="Offices"
        rows={offices.data?.data ?? []}
        columns={columns}
        rowCount={offices.data?.meta?.total_count ?? 0}
        loading={offices.isPending || offices.isPlaceholderData}
        page={page}
        onPageChange={setPage}
        emptyLabel={term.trim() ? 'No offices match your search' : 'No offices yet'}
        hiddenOnPhone={['events_count', 'groups_count']}
      />
      {editing && <OfficeDialog office={editing.office} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete office?"
        confirmLabel="Delete office"
        destructive
        pending={deleteOffice.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          `${deleting.name} will be deleted. Users, events and groups in it will no longer have this office.`}
      </ConfirmDialog>
    </Stack>
  );
}
