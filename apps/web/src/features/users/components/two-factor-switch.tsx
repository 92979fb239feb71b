import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { useUpdateTwoFactor } from '../api/update-two-factor';

export function TwoFactorSwitch({ user }: { user: User }) {
  const updateTwoFactor = useUpdateTwoFactor();
  const toggle = async (enable: boolean) => {
    try {
      await updateTwoFactor.mutateAsync(enable);
      notify.success(enable ? AUTH_MESSAGES.twoFactorEnabled : AUTH_MESSAGES.twoFactorDisabled);
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
    </Stack>
  );
}
