import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { NotFoundPage } from '../../../components/not-found-page';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { takeReturnPath } from '../../../lib/return-path';
import { SSO_STATE_KEY } from '../api/sso';
import { AuthLayout } from '../components/auth-layout';

const TITLE = 'Signing in with Okta';

/** The server's short reasons (the ACS's `?reason=`) that the spec words more precisely. */
const REASONS: Record<string, string> = {
  email_domain_not_allowed: AUTH_MESSAGES.emailDomainNotAllowed,
  access_revoked: AUTH_MESSAGES.notAuthorizedForOrganization,
};

function Failure({ reason }: { reason?: string | null }) {
  const detail = reason ? REASONS[reason] : undefined;
  return (
    <AuthLayout title={TITLE}>
      <Stack spacing={2}>
        <Alert severity="error">{OKTA_MESSAGES.signInFailed}</Alert>
        {detail && <Alert severity="info">{detail}</Alert>}
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Stack>
    </AuthLayout>
  );
}

/**
 * /auth/okta/saml/success: the ACS has set the session cookie; the usual session query finds the user, who goes on
 * to the page remembered before sign-in, or /events.
 */
function SamlSuccess() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const moved = useRef(false);

  useEffect(() => {
    if (!user || moved.current) return;
    moved.current = true;
    sessionStorage.removeItem(SSO_STATE_KEY);
    void navigate(takeReturnPath() ?? '/events', { replace: true });
  }, [navigate, user]);

  if (!isLoading && !user) return <Failure />;
  return (
    <AuthLayout title={TITLE}>
      <Stack alignItems="center" sx={{ py: 2 }}>
        <CircularProgress aria-label={TITLE} />
      </Stack>
    </AuthLayout>
  );
}

/**
 * Spec §2.1: the routes under auth/okta/saml/* (a hash-style link is rewritten to reach them on start), where the
 * server's assertion consumer service sends the browser: `success` or `error?reason=…` (ADR 35).
 */
export function OktaSamlPage() {
  useDocumentTitle(TITLE);
  const step = useParams()['*'];
  const [params] = useSearchParams();
  if (step === 'success') return <SamlSuccess />;
  if (step === 'error') return <Failure reason={params.get('reason')} />;
  return <NotFoundPage />;
}
