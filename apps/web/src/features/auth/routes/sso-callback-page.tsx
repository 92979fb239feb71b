import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { SSO_STATE_KEY, useSsoFinish } from '../api/sso';
import { ssoErrorMessage } from '../components/auth-errors';
import { AuthLayout } from '../components/auth-layout';
import { useCompleteSignIn } from '../components/use-complete-sign-in';

const NAMES: Record<SsoProvider, string> = { google: 'Google', okta: 'Okta' };

/**
 * Spec §2.1: the return page of a Google or Okta (OIDC) sign-in. It reads code, state (and Okta's iss) from its
 * address, posts them, and goes on into the app; /login then sends the user to the remembered page or /events.
 */
export function SsoCallbackPage({ provider }: { provider: SsoProvider }) {
  useDocumentTitle(`Signing in with ${NAMES[provider]}`);
  const [params] = useSearchParams();
  const organization = useOrganization();
  const finish = useSsoFinish();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const expected = sessionStorage.getItem(SSO_STATE_KEY);
    sessionStorage.removeItem(SSO_STATE_KEY);
    // Only the sign-in this browser started: a link with someone else's code must not sign anyone in.
    if (!code || !state || state !== expected) {
      setError(ssoErrorMessage(provider, null));
      return;
    }
    finish
      .mutateAsync({ provider, code, state, iss: params.get('iss'), organizationId: organization.id })
      .then((session) => {
        completeSignIn(session.user);
        void navigate('/login', { replace: true });
      })
      .catch((failure: unknown) => setError(ssoErrorMessage(provider, failure)));
  }, [completeSignIn, finish, navigate, organization.id, params, provider]);

  return (
    <AuthLayout title={`Signing in with ${NAMES[provider]}`}>
      {error ? (
        <Stack spacing={2}>
          <Alert severity="error">{error}</Alert>
          <Link component={RouterLink} to="/login">
            Back to sign in
          </Link>
        </Stack>
      ) : (
        <Stack alignItems="center" sx={{ py: 2 }}>
          <CircularProgress aria-label={`Signing in with ${NAMES[provider]}`} />
        </Stack>
      )}
    </AuthLayout>
  );
}

export const GoogleCallbackPage = () => <SsoCallbackPage provider="google" />;
export const OktaCallbackPage = () => <SsoCallbackPage provider="okta" />;
