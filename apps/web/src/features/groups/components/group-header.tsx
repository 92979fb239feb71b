import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { useNavigate } from 'react-router';
import type { GroupDetail } from '../api/group-models';
import { DeleteGroupButton } from './delete-group-button';
import { GroupCover } from './group-cover';
import { membersLabel, membershipLabel } from './group-labels';
import { useMembershipActions } from './use-membership-actions';

/** Cover, name and chips of a group, with Join or Leave and (with can_delete) Delete. */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const { join, leave, pendingId } = useMembershipActions();
  const navigate = useNavigate();
  // A group the reader cannot see without a membership (a private one) hides once they leave: back to the list.
  const hiddenAfterLeaving = !group.can_view_without_membership;
  const pending = pendingId === group.id;
  const membership = membershipLabel(group);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <GroupCover group={group} height={{ xs: 140, sm: 200, md: 240 }} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ p: { xs: 2, sm: 3 }, alignItems: { md: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={1.25} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {group.group_type && <Chip size="small" variant="outlined" label={group.group_type.name} />}
            {group.private && (
              <Chip size="small" icon={<LockOutlinedIcon aria-hidden />} label="Private" variant="outlined" />
            )}
            {membership && (
              <Chip
                size="small"
                color={group.is_group_admin ? 'primary' : 'success'}
                icon={group.is_group_admin ? <ShieldOutlinedIcon aria-hidden /> : <CheckIcon aria-hidden />}
                label={membership}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {membersLabel(group.members_count)}
            </Typography>
          </Stack>
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          {group.is_member ? (
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => leave(group.id, hiddenAfterLeaving ? () => void navigate('/groups') : undefined)}
              disabled={pending}
            >
              {pending ? 'Leaving…' : 'Leave'}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<GroupAddOutlinedIcon />}
              onClick={() => join(group.id)}
              disabled={pending}
            >
              {pending ? 'Joining…' : 'Join'}
            </Button>
          )}
          {group.can_delete && <DeleteGroupButton group={group} />}
        </Box>
      </Stack>
    </Paper>
  );
}
