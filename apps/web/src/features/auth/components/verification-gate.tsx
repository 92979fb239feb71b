import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { verifyInput } from '@huddle/domain/auth-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useVerifyAccount } from '../api/verify-account';

type Notice = { severity: 'success' | 'error'; text: string };
const passwordForm = verifyInput.pick({ password: true });

/**
 * /login?confirmation_token=… asks for the password chosen at sign-up and verifies only with it: opening the link
 * (a person, or a mail scanner) changes nothing, and a link that carries someone else's sign-up cannot apply it.
 * Until then the sign-in form (children) stays hidden; afterwards the outcome shows above it.
 */
export function VerificationGate({ children }: { children?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirmation_token');
  const verify = useVerifyAccount();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refused, setRefused] = useState(false);
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordForm), defaultValues: { password: '' } });

  const finish = (next: Notice) => {
    setNotice(next);
    // The token is single-use: drop it from the address so a reload shows the sign-in form.
    setParams({}, { replace: true });
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setRefused(false);
    try {
      const body = await verify.mutateAsync({ token, password });
      finish({ severity: 'success', text: body.message || AUTH_MESSAGES.accountVerified });
    } catch (error) {
      // A wrong password keeps the form so the person can try again; a dead link ends it.
      if (placeFieldErrors(error, form.setError, ['password'])) {
        setRefused(true);
        return;
      }
      finish({
        severity: 'error',
        text: isApiError(error) ? AUTH_MESSAGES.accountNotVerified : AUTH_MESSAGES.somethingWentWrong,
      });
    }
  });

  if (token && !notice) {
    return (
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="Verify your account">
        <Typography variant="body1">
          {AUTH_MESSAGES.verifyPasswordRequired} This proves the account is yours.
        </Typography>
        {refused && <Alert severity="error">{AUTH_MESSAGES.accountNotVerified}</Alert>}
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
          Verify my account
        </Button>
      </Stack>
    );
  }
  return (
    <>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {children}
    </>
  );
}
