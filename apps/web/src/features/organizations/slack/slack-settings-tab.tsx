import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useRemoveSlack } from '../api/remove-slack';

/** Spec §2.9: the Slack settings tab, "Disable Slack" behind a confirmation. */
export function SlackSettingsTab() {
  const navigate = useNavigate();
  const remove = useRemoveSlack();
  const [confirming, setConfirming] = useState(false);
  const disable = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(SLACK_MESSAGES.removed);
        void navigate('/settings/integrations');
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(errorMessage(error, SLACK_MESSAGES.flowFailed));
      },
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {SLACK_MESSAGES.disable}
        </Typography>
        <Typography color="text.secondary">
          Huddle stops posting to your channels; groups synced to a channel keep their members and are managed by hand.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {SLACK_MESSAGES.disable}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`${SLACK_MESSAGES.disable}?`}
        confirmLabel={SLACK_MESSAGES.disable}
        destructive
        pending={remove.isPending}
        onConfirm={disable}
        onClose={() => setConfirming(false)}
      >
        {SLACK_MESSAGES.disableConfirm}
      </ConfirmDialog>
    </Paper>
  );
}
