import { useState } from 'react';
import Button from '@mui/material/Button';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useLogoutOthers } from '../api/logout-others';

/** Ends every session of the account but this one (a lost phone, a shared computer). */
export function SignOutOthers() {
  const logoutOthers = useLogoutOthers();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      const body = await logoutOthers.mutateAsync();
      notify.success(body.message || AUTH_MESSAGES.otherSessionsEnded);
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        Sign out of all other sessions
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Sign out of all other sessions?"
        confirmLabel="Sign out others"
        pending={logoutOthers.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        Every other browser and device signed in to your account will have to sign in again. This one stays signed in.
      </ConfirmDialog>
    </>
  );
}
