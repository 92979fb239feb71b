import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import type { Organization } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { SSO_STATE_KEY, useSsoStart } from '../api/sso';
import { ssoErrorMessage } from './auth-errors';

/** Which single sign-on buttons the organization offers: Okta (OIDC or SAML) when set up, Google unless Okta is forced. */
export function ssoProvidersOf(organization: Organization): SsoProvider[] {
  const okta = organization.okta_enabled && Boolean(organization.okta_type);
  if (organization.force_okta_sign_in) return okta ? ['okta'] : [];
  return [...(organization.google_sso ? (['google'] as const) : []), ...(okta ? (['okta'] as const) : [])];
}

/** Leaving the app for the identity provider (a full page load); tests watch it here, jsdom cannot navigate away. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

const NAMES: Record<SsoProvider, string> = { google: 'Google', okta: 'Okta' };

/**
 * The sign-in and sign-up pages' single sign-on buttons: each leaves for the identity provider, which returns to
 * /auth/{provider} (OpenID Connect) or posts to the server's SAML ACS, which sends the browser on to
 * /auth/okta/saml/success. Signing up is the same trip: the first sign-in creates the account (spec §7's sign-up
 * variants).
 */
export function SsoButtons({
  organization,
  verb = 'Sign in',
}: {
  organization: Organization;
  verb?: 'Sign in' | 'Sign up';
}) {
  const start = useSsoStart();
  const providers = ssoProvidersOf(organization);
  if (providers.length === 0) return null;
  const go = async (provider: SsoProvider) => {
    try {
      const { url, state } = await start.mutateAsync(provider);
      // The return page signs in only with the state this browser started (no one else's code lands here).
      sessionStorage.setItem(SSO_STATE_KEY, state);
      leavePage.to(url);
    } catch (error) {
      notify.error(ssoErrorMessage(provider, error));
    }
  };
  return (
    <Stack spacing={1}>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          fullWidth
          disabled={start.isPending}
          onClick={() => void go(provider)}
        >
          {`${verb} with ${NAMES[provider]}`}
        </Button>
      ))}
    </Stack>
  );
}
