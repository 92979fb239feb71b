import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { resetPasswordForm, type ResetPasswordForm } from '@huddle/domain/auth-forms';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { FormTextField } from '../../../components/form-text-field';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const organization = useOrganization();
  const resetPassword = useResetPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordForm), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    // The answer is the same whether or not the account exists, so nobody can probe for addresses.
    await resetPassword.mutateAsync({ email, organizationId: organization.id }).catch(() => undefined);
    setSent(true);
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={sent ? undefined : "Enter your email and we'll send you a link to choose a new password."}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {AUTH_MESSAGES.resetNeutral}
        </Alert>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Reset password">
          <FormTextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
