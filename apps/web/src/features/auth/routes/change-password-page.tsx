import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { changePasswordForm, type ChangePasswordForm } from '@huddle/domain/auth-forms';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { errorMessage } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useChangePassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';

const FIELDS = ['password', 'password_confirmation'] as const;

export function ChangePasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const changePassword = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : AUTH_MESSAGES.resetLinkInvalid);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await changePassword.mutateAsync({ ...values, token });
      setDone(body.message || AUTH_MESSAGES.passwordChanged);
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, FIELDS))
        setFailure(errorMessage(error, AUTH_MESSAGES.resetLinkInvalid));
    }
  });

  const backToSignIn = (
    <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
      Back to sign in
    </Link>
  );

  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Button variant="contained" size="large" component={RouterLink} to="/login">
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" footer={backToSignIn}>
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {failure && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" component={RouterLink} to="/reset-password">
                New link
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        <NewPasswordFields
          control={form.control}
          rulesId="change-password-rules"
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
          disabled={!token}
        />
        <Button type="submit" variant="contained" size="large" disabled={!token || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
