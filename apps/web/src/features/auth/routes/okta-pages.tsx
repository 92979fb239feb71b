import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthLayout } from '../components/auth-layout';

const TITLE = 'Signing in with Okta';

/** The server's short reasons (the ACS's `?reason=`) that the spec words more precisely. */
const REASONS: Record<string, string> = {
  email_domain_not_allowed: AUTH_MESSAGES.emailDomainNotAllowed,
  access_revoked: AUTH_MESSAGES.notAuthorizedForOrganization,
};

/**
 * Spec §2.1, under auth/okta/saml/* (a hash-style link is rewritten to reach it on start): where the server's
 * assertion consumer service sends a refused browser, `error?reason=…` (ADR 35). The `success` page shows it too
 * when no session came with the redirect (app/auth-return-routes.tsx).
 */
export function OktaSamlErrorPage() {
  useDocumentTitle(TITLE);
  const reason = useSearchParams()[0].get('reason') ?? '';
  const detail = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
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
