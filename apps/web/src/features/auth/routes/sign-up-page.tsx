import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { notify } from '../../../lib/snackbars';
import { useResendVerification } from '../api/resend-verification';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { SsoButtons, ssoProvidersOf } from '../components/sso-buttons';
import { SignUpForm, type SignUpDefaults } from '../components/sign-up-form';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

const signInLink = (
  <>
    Already have an account?{' '}
    <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
      Sign in
    </Link>
  </>
);

/** An invitation link carries ?invitation={token}&email=…&name=… (docs/api-admin.md). */
function useInvitation(): { token: string | undefined; defaults: SignUpDefaults } {
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() || undefined;
  const [first_name = '', ...rest] = (params.get('name') ?? '').trim().split(/\s+/);
  return {
    token,
    defaults: { first_name, last_name: rest.join(' '), email: params.get('email')?.trim() ?? '' },
  };
}

export function SignUpPage() {
  const organization = useOrganization();
  const invitation = useInvitation();
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? 'Check your email' : 'Sign up');

  if (organization.force_okta_sign_in) {
    return (
      <AuthLayout title="Sign up" footer={signInLink}>
        <Stack spacing={2}>
          <Alert severity="info">{AUTH_MESSAGES.forceOkta} Accounts are created through Okta.</Alert>
          <SsoButtons organization={organization} verb="Sign up" />
        </Stack>
      </AuthLayout>
    );
  }

  if (sentTo) return <VerificationStep email={sentTo} organizationId={organization.id} />;

  return (
    <AuthLayout
      title={`Join ${organization.display_name} on Huddle`}
      subtitle="Create your account to find events and groups at work."
      footer={signInLink}
      maxWidth={520}
    >
      {invitation.token && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          You were invited to {organization.display_name}. Choose a password to finish setting up your account.
        </Alert>
      )}
      <SignUpForm
        submitLabel="Create account"
        defaults={invitation.defaults}
        emailLocked={Boolean(invitation.token && invitation.defaults.email)}
        onSubmit={async ({ terms: _terms, ...values }) => {
          const response = await signUp.mutateAsync({
            ...values,
            organizationId: organization.id,
            invitationToken: invitation.token,
          });
          // An invitation (or an onboarding code) signs the new user in; the public-only guard moves them on.
          if ('user' in response) completeSignIn(response.user);
          else setSentTo(values.email);
        }}
      />
      {/* An invitation is for its own address: single sign-on would bring whichever account the provider has. */}
      {!invitation.token && ssoProvidersOf(organization).length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 2.5 }}>
          <Divider>or</Divider>
          <SsoButtons organization={organization} verb="Sign up" />
        </Stack>
      )}
    </AuthLayout>
  );
}

function VerificationStep({ email, organizationId }: { email: string; organizationId: number }) {
  const resend = useResendVerification();
  const resendEmail = async () => {
    try {
      const body = await resend.mutateAsync({ email, organizationId });
      notify.success(body.message || AUTH_MESSAGES.verificationSent);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <AuthLayout title="Check your email">
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
        <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>
          {AUTH_MESSAGES.verificationSent} We sent it to <strong>{email}</strong>. Open the link to verify your account,
          then sign in.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%' }}>
          <Button variant="outlined" onClick={() => void resendEmail()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : 'Resend verification email'}
          </Button>
          <Button variant="contained" component={RouterLink} to="/login">
            Go to sign in
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
