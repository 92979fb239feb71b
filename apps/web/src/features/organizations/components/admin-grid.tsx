import { DataGrid, type GridColDef, type GridColumnVisibilityModel, type GridValidRowModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DATA_GRID_PAGE_SIZE_OPTIONS } from '@huddle/domain/constants';
import type { GridPage } from '../api/paging';

interface AdminGridProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  rowCount: number;
  loading: boolean;
  page: GridPage;
  onPageChange: (page: GridPage) => void;
  /** The empty state, e.g. "No offices yet". */
  emptyLabel: string;
  /** Columns hidden on phones (the rest scroll sideways). */
  hiddenOnPhone?: string[];
}

/** A settings list: paged on the server (10/25/50/100), sorted by the server, no selection. */
export function AdminGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  page,
  onPageChange,
  emptyLabel,
  hiddenOnPhone = [],
}: AdminGridProps<R>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const visibility: GridColumnVisibilityModel = Object.fromEntries(hiddenOnPhone.map((field) => [field, !isPhone]));
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={page}
        onPaginationModelChange={onPageChange}
        pageSizeOptions={[...DATA_GRID_PAGE_SIZE_OPTIONS]}
        columnVisibilityModel={visibility}
        disableColumnMenu
        disableColumnSorting
        disableRowSelectionOnClick
        autoHeight
        localeText={{ noRowsLabel: emptyLabel }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
      />
    </Box>
  );
}
