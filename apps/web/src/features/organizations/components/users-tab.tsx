import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useCurrentUser } from '../../../lib/current-user';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FIRST_PAGE, type GridPage } from '../api/paging';
import { InvitationsGrid } from './invitations-grid';
import { InviteUserDialog } from './invite-user-dialog';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field';
import { UploadUsersDialog } from './upload-users-dialog';
import { UsersGrid } from './users-grid';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'deactivated', label: 'Deactivated' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

const isStatus = (value: string | null): value is Status => STATUSES.some((status) => status.value === value);

/** Spec §2.9: users by status, with invite and CSV upload; the status is kept in the address (?status=). */
export function UsersTab() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: Status = isStatus(requested) ? requested : 'active';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState<GridPage>(FIRST_PAGE);
  const [dialog, setDialog] = useState<'invite' | 'upload' | null>(null);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage((current) => ({ ...current, page: 0 }));
  };
  const changeStatus = (next: Status | null) => {
    if (!next || next === status) return;
    setPage((current) => ({ ...current, page: 0 }));
    setParams(next === 'active' ? {} : { status: next }, { replace: true });
  };
  const gridProps = { search: term, page, onPageChange: setPage };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SearchField label="Search users" value={search} onChange={changeSearch} />
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={status}
            onChange={(_event, next: Status | null) => changeStatus(next)}
            aria-label="User status"
          >
            {STATUSES.map(({ value, label }) => (
              <ToggleButton key={value} value={value} sx={{ px: 2, flexGrow: { xs: 1, sm: 0 } }}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setDialog('upload')}
            sx={{ flexGrow: { xs: 1, md: 0 } }}
          >
            Upload users
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setDialog('invite')}
            sx={{ flexGrow: { xs: 1, md: 0 } }}
          >
            Invite user
          </Button>
        </Stack>
      </Stack>
      {status === 'invited' ? (
        <InvitationsGrid {...gridProps} timezone={user?.timezone} />
      ) : (
        <UsersGrid key={status} status={status} currentUserId={user?.id} {...gridProps} />
      )}
      {dialog === 'invite' && <InviteUserDialog onClose={() => setDialog(null)} />}
      {dialog === 'upload' && <UploadUsersDialog onClose={() => setDialog(null)} />}
    </Stack>
  );
}
