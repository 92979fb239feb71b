import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { useCancelEmailChange } from '../api/cancel-email-change';
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

/** The address waiting for its confirmation link, with a way to call the change off. */
function PendingEmail({ email }: { email: string }) {
  const cancel = useCancelEmailChange();
  const onCancel = async () => {
    try {
      const body = await cancel.mutateAsync();
      notify.success(body.message || AUTH_MESSAGES.emailChangeCancelled);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  // The button sits under the text: beside it, a long address would squeeze the message into a scrolling box.
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere' } }}
    >
      {AUTH_MESSAGES.emailChangePending(email)}
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        disabled={cancel.isPending}
        onClick={() => void onCancel()}
        sx={{ display: 'flex', mt: 1 }}
      >
        Cancel change
      </Button>
    </Alert>
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
          {user.pending_email && <PendingEmail email={user.pending_email} />}
          <TwoFactorSwitch user={user} />
          <SignOutOthers />
        </Stack>
      </CardContent>
    </Card>
  );
}
