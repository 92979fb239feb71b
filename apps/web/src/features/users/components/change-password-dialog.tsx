import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { updatePasswordForm, type UpdatePasswordForm } from '@huddle/domain/auth-forms';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { PasswordField } from '../../../components/password-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useUpdatePassword } from '../api/update-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const updatePassword = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordForm),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const submitting = form.formState.isSubmitting;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await updatePassword.mutateAsync(values);
      notify.success(body.message || AUTH_MESSAGES.passwordUpdated);
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error) && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) {
            form.setError(field, { message });
            placed = true;
          }
        }
      }
      if (!placed) setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="change-password-title"
    >
      <form onSubmit={save} noValidate aria-label="Change password">
        <DialogTitle id="change-password-title" sx={{ fontWeight: 700 }}>
          Change password
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordField
              control={form.control}
              name="current_password"
              label="Current password"
              autoComplete="current-password"
              required
            />
            <NewPasswordFields
              control={form.control}
              rulesId="update-password-rules"
              passwordLabel="New password"
              confirmationLabel="Confirm new password"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Saving…' : 'Change password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
