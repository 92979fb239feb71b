import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { otpForm, type OtpForm as OtpValues } from '@huddle/domain/auth-forms';
import { OTP_LENGTH } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';
import { useMfaLogin } from '../api/mfa-login';
import { loginErrorMessage } from './auth-errors';

interface OtpFormProps {
  userId: number;
  onSignedIn: (user: User) => void;
  onResend: () => Promise<void>;
  onCancel: () => void;
}

export function OtpForm({ userId, onSignedIn, onResend, onCancel }: OtpFormProps) {
  const mfaLogin = useMfaLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<OtpValues>({ resolver: zodResolver(otpForm), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const response = await mfaLogin.mutateAsync({ code, userId });
      onSignedIn(response.user);
    } catch (error) {
      setFailure(isApiError(error, 401) ? AUTH_MESSAGES.invalidOtp : loginErrorMessage(error));
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  const resend = async () => {
    setResending(true);
    setFailure(null);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate aria-label="One-time password">
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField
        control={form.control}
        name="code"
        label="One-time password"
        autoComplete="one-time-code"
        autoFocus
        helperText={`The ${OTP_LENGTH}-digit code we emailed you`}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, style: { letterSpacing: '0.4em', fontSize: 20 } },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Verifying…' : 'Verify and sign in'}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onCancel}>Use a different account</Button>
        <Button onClick={() => void resend()} disabled={resending}>
          Send a new code
        </Button>
      </Stack>
    </Stack>
  );
}
