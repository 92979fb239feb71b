import { useState } from 'react';
import { useForm } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { FormDialog } from '../../../components/form-dialog';
import { CurrentPasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import { useUpdateTwoFactor } from '../api/update-two-factor';

/** Turning two-factor off is a sensitive change: the current password proves it is the account's owner. */
function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const updateTwoFactor = useUpdateTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ current_password: string }>({ defaultValues: { current_password: '' } });
  const save = form.handleSubmit(async ({ current_password }) => {
    setFailure(null);
    if (!current_password) {
      form.setError('current_password', { message: AUTH_MESSAGES.currentPasswordRequired }, { shouldFocus: true });
      return;
    }
    try {
      await updateTwoFactor.mutateAsync({ enable: false, current_password });
      notify.success(AUTH_MESSAGES.twoFactorDisabled);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, ['current_password'] as const)) setFailure(errorMessage(error));
    }
  });
  return (
    <FormDialog
      title="Turn off two-factor authentication"
      submitLabel="Turn off"
      submitting={form.formState.isSubmitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <Typography>Enter your current password. Your other sessions will be signed out.</Typography>
      <CurrentPasswordField control={form.control} name="current_password" />
    </FormDialog>
  );
}

export function TwoFactorSwitch({ user }: { user: User }) {
  const updateTwoFactor = useUpdateTwoFactor();
  const [turningOff, setTurningOff] = useState(false);
  const toggle = async (enable: boolean) => {
    if (!enable) return setTurningOff(true);
    try {
      await updateTwoFactor.mutateAsync({ enable: true });
      notify.success(AUTH_MESSAGES.twoFactorEnabled);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={user.mfa_required}
            onChange={(event) => void toggle(event.target.checked)}
            disabled={updateTwoFactor.isPending}
            slotProps={{ input: { 'aria-describedby': 'two-factor-help' } }}
          />
        }
        label="Two-factor authentication (email code)"
      />
      <FormHelperText id="two-factor-help" sx={{ mt: 0 }}>
        When on, signing in also asks for a one-time password that we email to you.
      </FormHelperText>
      {turningOff && <TurnOffDialog onClose={() => setTurningOff(false)} />}
    </Stack>
  );
}
