import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SearchField } from '../../../components/search-field';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { ErrorState } from '../../../components/error-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupDetail, GroupMember } from '../api/group-models';
import { AddMembersDialog } from './add-members-dialog';
import { MemberRow } from './member-row';
import { RemoveMemberDialog } from './remove-member-dialog';

export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

function MembersSkeleton() {
  return (
    <Box role="status" aria-label="Loading members">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ px: 2, py: 1.5, alignItems: 'center' }} aria-hidden>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Box>
        </Stack>
      ))}
    </Box>
  );
}

/** The members tab (group editors): search, pages of 10 sorted by name, add and remove. */
export function GroupMembersTab({ group }: { group: GroupDetail }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was picked for: a new search starts on page 1 without an extra request.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const members = useGroupMembers(group.id, search, page);
  const synced = group.synced_slack_channel;
  // The server's ability; a group synced from Slack takes its members from the channel instead.
  const manageable = group.can_manage_members && !synced;
  const totalPages = members.data?.meta.total_pages ?? 1;

  // Removing the last person of the last page steps back a page.
  const lastPage = Math.max(totalPages, 1);
  const stale = members.isPlaceholderData || !members.data;
  useEffect(() => {
    if (!stale && page > lastPage) setPaging({ search, page: lastPage });
  }, [stale, page, lastPage, search]);

  const list = members.data?.members;
  return (
    <Paper component="section" variant="outlined" sx={{ borderRadius: 3 }} aria-labelledby="group-members-title">
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" id="group-members-title">
            Members{members.data ? ` (${members.data.meta.total_count})` : ''}
          </Typography>
          {manageable && (
            <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setAdding(true)}>
              Add members
            </Button>
          )}
        </Stack>
        {synced && (
          <Alert severity="info">
            {GROUP_MESSAGES.syncedMembership} Members join and leave through #{synced.slack_channel_name}.
          </Alert>
        )}
        <SearchField label="Search members" value={typed} onChange={setTyped} />
      </Stack>
      <Box aria-busy={members.isFetching}>
        {list ? (
          list.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
              {search ? 'No members match your search.' : 'No members yet.'}
            </Typography>
          ) : (
            <List aria-label="Group members" sx={{ borderTop: 1, borderColor: 'divider', py: 0 }}>
              {list.map((member) => (
                <MemberRow key={member.id} member={member} onRemove={manageable ? setRemoving : undefined} />
              ))}
            </List>
          )
        ) : members.isError ? (
          <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
            <ErrorState message="The members couldn't be loaded." onRetry={() => void members.refetch()} />
          </Box>
        ) : (
          <MembersSkeleton />
        )}
      </Box>
      {totalPages > 1 && (
        <Stack sx={{ alignItems: 'center', p: 2 }}>
          <Pagination
            count={totalPages}
            page={Math.min(page, totalPages)}
            onChange={(_, next) => setPage(next)}
            color="primary"
            siblingCount={0}
            aria-label="Members pages"
          />
        </Stack>
      )}
      {adding && <AddMembersDialog groupId={group.id} onClose={() => setAdding(false)} />}
      {removing && (
        <RemoveMemberDialog
          groupId={group.id}
          groupName={group.name}
          member={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
