import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { User } from '../../../lib/api-types';
import { SignOutOthers } from './sign-out-others';
import { TwoFactorSwitch } from './two-factor-switch';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function ProfileDetailsCard({ user }: { user: User }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          About you
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Detail term="Office" value={user.office?.name ?? 'No office yet'} />
          <Detail term="Timezone" value={user.timezone ? user.timezone.replaceAll('_', ' ') : 'Not set'} />
          <Detail term="Events hosted" value={String(user.events_hosted_count ?? 0)} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Security
        </Typography>
        <Stack spacing={2}>
          {user.pending_email && (
            <Alert severity="info" role="status">
              {AUTH_MESSAGES.emailChangePending(user.pending_email)}
            </Alert>
          )}
          <TwoFactorSwitch user={user} />
          <SignOutOthers />
        </Stack>
      </CardContent>
    </Card>
  );
}
