import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { ROLE_LABELS } from '@huddle/domain/roles';
import type { User } from '../../../lib/api-types';
import { userRole } from '../../../lib/current-user';

interface ProfileHeaderProps {
  user: User;
  signingOut: boolean;
  onEdit: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

export function ProfileHeader({ user, signingOut, onEdit, onChangePassword, onSignOut }: ProfileHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <Avatar
            src={user.avatar_url ?? undefined}
            alt=""
            sx={{ width: 80, height: 80, fontSize: 30, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {user.initials}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
              {user.full_name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Chip label={ROLE_LABELS[userRole(user)]} size="small" sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            Edit profile
          </Button>
          <Button variant="outlined" startIcon={<KeyOutlinedIcon />} onClick={onChangePassword}>
            Change password
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={onSignOut}
            disabled={signingOut}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
