import { useMemo, useState } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import CancelScheduleSendOutlinedIcon from '@mui/icons-material/CancelScheduleSendOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { ROLE_LABELS } from '@huddle/domain/roles';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { browserTimezone } from '../../../lib/dates';
import { notify } from '../../../lib/snackbars';
import { useInvitationsPage, type Invitation } from '../api/get-invitations';
import type { GridPage } from '../api/paging';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { AdminGrid } from './admin-grid';

interface InvitationsGridProps {
  search: string;
  page: GridPage;
  onPageChange: (page: GridPage) => void;
  timezone: string | null | undefined;
}

export function formatInvitedOn(iso: string, timezone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: timezone || browserTimezone() }).format(
    date,
  );
}

/** Pending invitations (spec §2.9 "Invited"): resend, or revoke after confirming. */
export function InvitationsGrid({ search, page, onPageChange, timezone }: InvitationsGridProps) {
  const invitations = useInvitationsPage(search, page);
  const { mutateAsync: resendAsync, isPending: resending } = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(`The invitation for ${revoking.invited_user_name} was revoked.`);
    } catch {
      notify.error(USER_ADMIN_MESSAGES.failed);
    }
    setRevoking(null);
  };

  const columns = useMemo<GridColDef<Invitation>[]>(() => {
    const resend = async (invitation: Invitation) => {
      try {
        const body = await resendAsync(invitation.id);
        notify.success(body.message || USER_ADMIN_MESSAGES.reinvited(invitation.invited_user_name));
      } catch {
        notify.error(USER_ADMIN_MESSAGES.failed);
      }
    };
    return [
      { field: 'invited_user_name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'invited_user_email', headerName: 'Email', flex: 1.2, minWidth: 200 },
      {
        field: 'created_at',
        headerName: 'Invited on',
        width: 140,
        valueFormatter: (value: string) => formatInvitedOn(value, timezone),
      },
      {
        field: 'role_proposed',
        headerName: 'Role',
        width: 120,
        valueFormatter: (value: Invitation['role_proposed']) => ROLE_LABELS[value] ?? value,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="resend"
            icon={<SendOutlinedIcon />}
            label={`Resend invite to ${row.invited_user_name}`}
            onClick={() => void resend(row)}
            disabled={resending}
          />,
          <GridActionsCellItem
            key="revoke"
            icon={<CancelScheduleSendOutlinedIcon />}
            label={`Revoke invite for ${row.invited_user_name}`}
            onClick={() => setRevoking(row)}
          />,
        ],
      },
    ];
  }, [timezone, resendAsync, resending]);

  return (
    <>
      {invitations.isError && (
        <ErrorState
          message={errorMessage(invitations.error, USER_ADMIN_MESSAGES.failed)}
          onRetry={() => void invitations.refetch()}
        />
      )}
      <AdminGrid
        label="Invited users"
        rows={invitations.data?.data ?? []}
        columns={columns}
        rowCount={invitations.data?.meta?.total_count ?? 0}
        loading={invitations.isPending || invitations.isPlaceholderData}
        page={page}
        onPageChange={onPageChange}
        emptyLabel={search.trim() ? 'No invitations match your search' : 'No pending invitations'}
        hiddenOnPhone={['created_at']}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation?"
        confirmLabel="Revoke"
        destructive
        pending={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        {revoking &&
          `The invitation link sent to ${revoking.invited_user_email} will stop working. You can invite them again later.`}
      </ConfirmDialog>
    </>
  );
}
