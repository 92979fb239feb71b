import { useState, type ComponentProps } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { useMailRsvpResult } from '../../../lib/use-mail-rsvp-result';
import { notify } from '../../../lib/snackbars';
import { isMfaRequired, useLogin } from '../api/login';
import { loginErrorMessage } from '../components/auth-errors';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { OtpForm } from '../components/otp-form';
import { SsoButtons } from '../components/sso-buttons';
import { useCompleteSignIn } from '../components/use-complete-sign-in';
import { VerificationGate } from '../components/verification-gate';

interface MfaChallenge {
  userId: number;
  email: string;
  password: string;
}

/**
 * Forced Okta's break-glass (DEVELOPERS.md): an admin can still sign in with the password and the mailed one-time
 * password, so an Okta outage cannot lock the organization out. Hidden behind a disclosure; the server refuses
 * everyone else's password.
 */
function BreakGlass(props: Pick<ComponentProps<typeof LoginForm>, 'onSignedIn' | 'onMfaRequired'>) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
        Administrator? Sign in with your password
      </Button>
    );
  }
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="break-glass-heading">
      <Typography id="break-glass-heading" variant="subtitle2" component="h2">
        Administrator sign-in
      </Typography>
      <Typography variant="body2" color="text.secondary">
        For admins while Okta is unavailable. We will email you a one-time password as well.
      </Typography>
      <LoginForm {...props} />
    </Stack>
  );
}

export function LoginPage() {
  // A mail's RSVP button whose link could not be used lands here with the reason.
  const mailRsvp = useMailRsvpResult();
  const organization = useOrganization();
  const completeSignIn = useCompleteSignIn();
  const login = useLogin();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const verifying = useSearchParams()[0].has('confirmation_token');
  useDocumentTitle(challenge ? 'One-time password' : verifying ? 'Verify your account' : 'Sign in');

  // A new code is a fresh login with the same credentials: the server mails another one-time password.
  const resendCode = async () => {
    if (!challenge) return;
    try {
      const response = await login.mutateAsync({
        email: challenge.email,
        password: challenge.password,
        organizationId: organization.id,
      });
      if (isMfaRequired(response)) {
        setChallenge({ ...challenge, userId: response.user_id });
        notify.info(AUTH_MESSAGES.otpSent);
      } else {
        completeSignIn(response.user);
      }
    } catch (error) {
      notify.error(loginErrorMessage(error));
    }
  };

  if (challenge) {
    return (
      <AuthLayout title="Check your email" subtitle={`${AUTH_MESSAGES.otpSent} Enter it below to finish signing in.`}>
        <OtpForm
          userId={challenge.userId}
          onSignedIn={completeSignIn}
          onResend={resendCode}
          onCancel={() => setChallenge(null)}
        />
      </AuthLayout>
    );
  }

  if (organization.force_okta_sign_in) {
    return (
      <AuthLayout title={`Sign in to ${organization.display_name}`}>
        <Stack spacing={2}>
          <VerificationGate>
            <Alert severity="info">{AUTH_MESSAGES.forceOkta} Use your company's Okta sign-in to open Huddle.</Alert>
            <SsoButtons organization={organization} />
            <BreakGlass onSignedIn={completeSignIn} onMfaRequired={setChallenge} />
          </VerificationGate>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={`Sign in to ${organization.display_name}`}
      subtitle={
        verifying ? 'One last step to finish signing up.' : 'Welcome back! Sign in to see your events and groups.'
      }
      footer={
        <>
          New to Huddle?{' '}
          <Link component={RouterLink} to="/sign-up" sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      <Stack spacing={2.5}>
        <VerificationGate>
          {mailRsvp.error && <Alert severity="warning">{mailRsvp.error}</Alert>}
          <LoginForm onSignedIn={completeSignIn} onMfaRequired={setChallenge} />
          <SsoButtons organization={organization} />
        </VerificationGate>
      </Stack>
    </AuthLayout>
  );
}
