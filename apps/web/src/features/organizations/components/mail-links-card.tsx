import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useRotateLinkSecret } from '../api/rotate-link-secret';
import { SettingsSection } from './settings-section';

/** Ends every RSVP link already mailed, e.g. after a mail was forwarded outside the company (ADR 10). */
export function MailLinksCard() {
  const rotate = useRotateLinkSecret();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });
  return (
    <SettingsSection
      title="RSVP links in mails"
      description="The Yes / Maybe / No buttons in invitations work for 14 days, or until the event ends."
      action={
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Reset RSVP links
        </Button>
      }
    >
      <Typography variant="body2">
        Resetting ends every RSVP link sent so far. Guests can still answer on the event page.
      </Typography>
      <ConfirmDialog
        open={confirming}
        title="Reset RSVP links?"
        confirmLabel="Reset links"
        destructive
        pending={rotate.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      >
        Every RSVP link in mails sent before now will stop working. This cannot be undone.
      </ConfirmDialog>
    </SettingsSection>
  );
}
