import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PublicFrame } from '../../../components/public-frame';

function SignInLink() {
  return (
    <Link component={RouterLink} to="/login">
      Go to sign in
    </Link>
  );
}

/** Spec §2.1: the Okta (OIDC) return page; it reads code, state and iss. */
export function OktaCallbackPage() {
  const [params] = useSearchParams();
  const received = ['code', 'state', 'iss'].filter((name) => params.get(name));
  const issuer = params.get('iss');
  return (
    <PublicFrame>
      <PlaceholderPage title="Signing in with Okta" description="Okta sign-in arrives with the integrations feature.">
        <Typography color="text.secondary">
          {received.length > 0
            ? `This page will finish your sign-in with what Okta sent back (${received.join(', ')})${issuer ? ` from ${issuer}` : ''}.`
            : 'Okta sent no sign-in response to this page.'}
        </Typography>
        <SignInLink />
      </PlaceholderPage>
    </PublicFrame>
  );
}

/** Spec §2.1: the routes under auth/okta/saml/* (a hash-style link is rewritten to reach them on start). */
export function OktaSamlPage() {
  const step = useParams()['*'];
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Signing in with Okta (SAML)"
        description="Okta SAML sign-in arrives with the integrations feature."
      >
        {step && <Typography color="text.secondary">{`SAML step: ${step}`}</Typography>}
        <SignInLink />
      </PlaceholderPage>
    </PublicFrame>
  );
}
