import { useMemo } from 'react';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { CONTACT_PAGE_SIZES } from '@huddle/domain/contact-schemas';
import type { Contact, GridPage } from '../api/contact-models';
import type { ContactSort, ContactSortField } from '../api/get-contacts';
import { formatShortDate, roleLabel } from './contact-format';
import { GridCheckbox } from './grid-checkbox';

const SORTABLE: readonly string[] = ['full_name', 'email', 'office', 'created_at'] satisfies ContactSortField[];

interface ContactsGridProps {
  rows: readonly Contact[];
  rowCount: number;
  loading: boolean;
  page: GridPage;
  onPageChange: (page: GridPage) => void;
  sort: ContactSort;
  onSortChange: (sort: ContactSort) => void;
  selection: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  timezone: string | null | undefined;
  emptyLabel: string;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** The Contacts table: paged and sorted by the server; the selection is kept across pages. */
export function ContactsGrid({
  rows,
  rowCount,
  loading,
  page,
  onPageChange,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  timezone,
  emptyLabel,
  onEdit,
  onDelete,
}: ContactsGridProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const columns = useMemo<GridColDef<Contact>[]>(
    () => [
      {
        field: 'full_name',
        headerName: 'Name',
        flex: 1,
        minWidth: 150,
        // On a phone the email column is hidden; it shows under the name instead.
        renderCell: ({ row }) =>
          isPhone ? (
            <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {row.full_name || row.email}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {row.email}
              </Typography>
            </Box>
          ) : (
            row.full_name
          ),
      },
      { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 200 },
      {
        field: 'office',
        headerName: 'Office',
        flex: 0.7,
        minWidth: 120,
        valueGetter: (_value, row) => row.office?.name ?? '—',
      },
      {
        field: 'role_type',
        headerName: 'Role',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => roleLabel(row.role_type),
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
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={`Edit ${row.full_name || row.email}`}
            onClick={() => onEdit(row)}
          />,
          // The server's ability: never oneself, people with an account, hosts and group leaders.
          ...(!row.can_delete
            ? []
            : [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteOutlineIcon />}
                  label={`Delete ${row.full_name || row.email}`}
                  onClick={() => onDelete(row)}
                />,
              ]),
        ],
      },
    ],
    [isPhone, timezone, onEdit, onDelete],
  );

  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.sort }];
  const changeSort = (model: GridSortModel) => {
    const [first] = model;
    if (first?.sort && SORTABLE.includes(first.field)) {
      onSortChange({ field: first.field as ContactSortField, sort: first.sort });
      onPageChange({ ...page, page: 0 });
    }
  };
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set(selection) };

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        label="Contacts"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={page}
        onPaginationModelChange={onPageChange}
        pageSizeOptions={[...CONTACT_PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={changeSort}
        sortingOrder={['asc', 'desc']}
        checkboxSelection
        slots={{ baseCheckbox: GridCheckbox }}
        keepNonExistentRowsSelected
        disableRowSelectionExcludeModel
        disableRowSelectionOnClick
        isRowSelectable={({ row }) => row.can_delete}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          if (model.type === 'include') onSelectionChange(new Set([...model.ids].map(Number)));
        }}
        columnVisibilityModel={{ email: !isPhone, office: !isPhone, role_type: !isPhone, created_at: !isPhone }}
        rowHeight={isPhone ? 60 : 52}
        disableColumnMenu
        autoHeight
        localeText={{ noRowsLabel: emptyLabel }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
      />
    </Box>
  );
}
