import { useMemo, useState } from 'react';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Typography from '@mui/material/Typography';
import { LIST_MESSAGES } from '@huddle/domain/contact-schemas';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/snackbars';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_PAGE, type ContactList, type GridPage } from '../api/contact-models';
import { useDeleteList } from '../api/delete-list';
import { useResyncGoogleGroups } from '../api/resync-google-groups';
import { useContactListsPage } from '../api/get-lists';
import { formatShortDate } from './contact-format';
import { ListDialog } from './list-dialog';
import { ListMembersDialog } from './list-members-dialog';
import { serverPaging } from './server-paging';

/** A list's name; a Google group list also shows its group's email and a marker (guest-engagement §3). */
function ListName({ list }: { list: ContactList }) {
  if (!list.is_google_group) return list.name;
  return (
    <Stack spacing={0.25} sx={{ py: 0.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {list.name}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={GOOGLE_GROUPS_MESSAGES.groupMarker} />
      </Stack>
      <Typography variant="caption" color="text.secondary" noWrap>
        {list.email}
        {list.google_group_skipped > 0 && ` · ${GOOGLE_GROUPS_MESSAGES.skipped(list.google_group_skipped)}`}
      </Typography>
    </Stack>
  );
}

/** The "Lists" tab: the lists the caller may see, newest first; the owner or an admin edits and deletes. */
export function ListsTab() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const lists = useContactListsPage(term, page);
  const deleteList = useDeleteList();
  const [viewing, setViewing] = useState<ContactList | null>(null);
  const [editing, setEditing] = useState<ContactList | null>(null);
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  const timezone = user?.timezone;
  const resync = useResyncGoogleGroups();
  const hasGoogleLists = lists.data?.data.some((l) => l.is_google_group) ?? false;

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage((current) => ({ ...current, page: 0 }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteList.mutateAsync(deleting.id);
      notify.success(LIST_MESSAGES.deleted(deleting.name));
    } catch {
      notify.error(LIST_MESSAGES.deleteFailed);
    }
    setDeleting(null);
  };

  const columns = useMemo<GridColDef<ContactList>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <ListName list={row} />,
      },
      {
        field: 'is_private',
        headerName: 'Visibility',
        width: 110,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={row.is_private ? 'Private' : 'Public'} />,
      },
      { field: 'contacts_count', headerName: 'Contacts', type: 'number', width: 100 },
      {
        field: 'owner',
        headerName: 'Owner',
        flex: 0.8,
        minWidth: 140,
        valueGetter: (_value, row) => row.owner_employee?.full_name ?? '—',
      },
      {
        field: 'created_at',
        headerName: 'Created',
        width: 120,
        valueGetter: (_value, row) => formatShortDate(row.created_at, timezone),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="members"
            icon={<GroupsOutlinedIcon />}
            label={`View members of ${row.name}`}
            onClick={() => setViewing(row)}
          />,
          ...(row.can_edit
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditOutlinedIcon />}
                  label={`Edit ${row.name}`}
                  onClick={() => setEditing(row)}
                />,
              ]
            : []),
          ...(row.can_delete
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteOutlineIcon />}
                  label={`Delete ${row.name}`}
                  onClick={() => setDeleting(row)}
                />,
              ]
            : []),
        ],
      },
    ],
    [timezone],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box role="search" aria-label="Search contact lists" sx={{ flexGrow: 1 }}>
          <SearchField label="Search lists" value={search} onChange={changeSearch} />
        </Box>
        {hasGoogleLists && (
          <Button
            variant="outlined"
            startIcon={<SyncIcon />}
            onClick={resync.resync}
            disabled={resync.pending}
            sx={{ flexShrink: 0 }}
          >
            {GOOGLE_GROUPS_MESSAGES.resync}
          </Button>
        )}
      </Stack>
      {lists.isError && <ErrorState message={errorMessage(lists.error)} onRetry={() => void lists.refetch()} />}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          label="Contact lists"
          {...serverPaging(lists, page, setPage)}
          columns={columns}
          columnVisibilityModel={{ is_private: !isPhone, owner: !isPhone, created_at: !isPhone }}
          disableColumnMenu
          disableColumnSorting
          disableRowSelectionOnClick
          autoHeight
          getRowHeight={({ model }) => ((model as ContactList).is_google_group ? 'auto' : null)}
          localeText={{ noRowsLabel: term.trim() ? 'No lists match your search' : 'No contact lists yet' }}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
        />
      </Box>
      {viewing && <ListMembersDialog list={viewing} onClose={() => setViewing(null)} />}
      {editing && <ListDialog list={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete list?"
        confirmLabel="Delete"
        destructive
        pending={deleteList.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && `"${deleting.name}" will be deleted. Its contacts stay in your contacts.`}
      </ConfirmDialog>
    </Stack>
  );
}
