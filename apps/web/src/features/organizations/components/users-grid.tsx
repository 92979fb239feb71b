import { useMemo, useState } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { ROLE_LABELS } from '@huddle/domain/roles';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import type { ManagedUser } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { useDeactivateUser } from '../api/deactivate-user';
import { useUsersPage, type UserStatus } from '../api/get-users';
import type { GridPage } from '../api/paging';
import { useReactivateUser } from '../api/reactivate-user';
import { AdminGrid } from './admin-grid';
import { RoleSelect } from './role-select';

interface UsersGridProps {
  status: UserStatus;
  search: string;
  page: GridPage;
  onPageChange: (page: GridPage) => void;
  currentUserId: number | undefined;
}

/** Active or deactivated users; each row says whether its role and status may change (the server's abilities). */
export function UsersGrid({ status, search, page, onPageChange, currentUserId }: UsersGridProps) {
  const users = useUsersPage(status, search, page);
  const deactivate = useDeactivateUser();
  const { mutateAsync: reactivateAsync, isPending: reactivating } = useReactivateUser();
  const [deactivating, setDeactivating] = useState<ManagedUser | null>(null);

  const confirmDeactivate = async () => {
    if (!deactivating) return;
    try {
      await deactivate.mutateAsync(deactivating.id);
      notify.success(USER_ADMIN_MESSAGES.deactivated(deactivating.full_name));
    } catch {
      notify.error(USER_ADMIN_MESSAGES.failed);
    }
    setDeactivating(null);
  };

  const columns = useMemo<GridColDef<ManagedUser>[]>(() => {
    const reactivateUser = async (user: ManagedUser) => {
      try {
        await reactivateAsync(user.id);
        notify.success(USER_ADMIN_MESSAGES.reactivated(user.full_name));
      } catch {
        notify.error(USER_ADMIN_MESSAGES.failed);
      }
    };
    return [
      {
        field: 'full_name',
        headerName: 'Name',
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => (row.id === currentUserId ? `${row.full_name} (you)` : row.full_name),
      },
      { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
      {
        field: 'office',
        headerName: 'Office',
        flex: 0.8,
        minWidth: 120,
        valueGetter: (_value, row) => row.office?.name ?? '—',
      },
      {
        field: 'permission_level',
        headerName: 'Role',
        width: 140,
        renderCell: ({ row, tabIndex }) =>
          row.can_change_role ? (
            <RoleSelect user={row} tabIndex={tabIndex} />
          ) : (
            <Typography variant="body2" component="span">
              {ROLE_LABELS[row.permission_level]}
            </Typography>
          ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: status === 'active' ? 'Deactivate' : 'Reactivate',
        width: 110,
        getActions: ({ row }) => {
          if (!row.can_change_status) return [];
          return status === 'active'
            ? [
                <GridActionsCellItem
                  key="deactivate"
                  icon={<BlockOutlinedIcon />}
                  label={`Deactivate ${row.full_name}`}
                  onClick={() => setDeactivating(row)}
                />,
              ]
            : [
                <GridActionsCellItem
                  key="reactivate"
                  icon={<HowToRegOutlinedIcon />}
                  label={`Reactivate ${row.full_name}`}
                  onClick={() => void reactivateUser(row)}
                  disabled={reactivating}
                />,
              ];
        },
      },
    ];
  }, [status, currentUserId, reactivateAsync, reactivating]);

  const emptyLabel = search.trim()
    ? 'No users match your search'
    : status === 'active'
      ? 'No active users'
      : 'No deactivated users';

  return (
    <>
      {users.isError && (
        <ErrorState
          message={errorMessage(users.error, USER_ADMIN_MESSAGES.failed)}
          onRetry={() => void users.refetch()}
        />
      )}
      <AdminGrid
        label={status === 'active' ? 'Active users' : 'Deactivated users'}
        rows={users.data?.data ?? []}
        columns={columns}
        rowCount={users.data?.meta?.total_count ?? 0}
        loading={users.isPending || users.isPlaceholderData}
        page={page}
        onPageChange={onPageChange}
        emptyLabel={emptyLabel}
        hiddenOnPhone={['office']}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate user?"
        confirmLabel="Deactivate"
        destructive
        pending={deactivate.isPending}
        onConfirm={() => void confirmDeactivate()}
        onClose={() => setDeactivating(null)}
      >
        {deactivating &&
          `${deactivating.full_name} will be signed out at once and can no longer sign in. You can reactivate them later.`}
      </ConfirmDialog>
    </>
  );
}
