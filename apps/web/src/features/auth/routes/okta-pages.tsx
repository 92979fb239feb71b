import { Link as RouterLink, useParams } from 'react-router';
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
