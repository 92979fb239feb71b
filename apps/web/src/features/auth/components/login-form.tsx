import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { loginForm, type LoginForm as LoginValues } from '@huddle/domain/auth-forms';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { useOrganization } from '../../../lib/organization';
import { isMfaRequired, useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { isUnverifiedError, loginErrorMessage } from './auth-errors';

interface LoginFormProps {
  onSignedIn: (user: User) => void;
  onMfaRequired: (challenge: { userId: number; email: string; password: string }) => void;
}

export function LoginForm({ onSignedIn, onMfaRequired }: LoginFormProps) {
  const organization = useOrganization();
  const login = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<{ text: string; unverifiedEmail?: string } | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setResent(null);
    try {
      const response = await login.mutateAsync({ email, password, organizationId: organization.id });
      if (isMfaRequired(response)) onMfaRequired({ userId: response.user_id, email, password });
      else onSignedIn(response.user);
    } catch (error) {
      setFailure({ text: loginErrorMessage(error), unverifiedEmail: isUnverifiedError(error) ? email : undefined });
    }
  });

  const resendVerification = async (email: string) => {
    try {
      const body = await resend.mutateAsync({ email, organizationId: organization.id });
      setResent(body.message);
    } catch (error) {
      setResent(errorMessage(error));
    }
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Sign in">
      {failure && (
        <Alert
          severity="error"
          action={
            failure.unverifiedEmail && (
              <Button
                color="inherit"
                size="small"
                disabled={resend.isPending}
                onClick={() => void resendVerification(failure.unverifiedEmail!)}
              >
                Resend verification email
              </Button>
            )
          }
          sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
        >
          {failure.text}
        </Alert>
      )}
      {resent && (
        <Alert severity="info" role="status">
          {resent}
        </Alert>
      )}
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/reset-password" variant="body2">
          Forgot your password?
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </Stack>
  );
}
