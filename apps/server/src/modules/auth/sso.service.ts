import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { createHmac } from 'node:crypto';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { SsoFinishInput, SsoProvider } from '@huddle/domain/sso-schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { authorizationUrl, exchangeCode, OidcError, type OidcProvider } from '../../integrations/oidc/oidc-client.ts';
import { createSealer } from '../../integrations/sealed.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import type { SsoAccounts } from './sso-accounts.ts';
import { consumeSsoState, insertSsoState } from './sso.repository.ts';

/** A sign-in must come back from the identity provider within this. */
const STATE_TTL_MINUTES = 10;

/** The spec's words for any failed sign-in of the provider (platform §8). */
const failure = (provider: SsoProvider) =>
  provider === 'google' ? AUTH_MESSAGES.somethingWentWrong : OKTA_MESSAGES.signInFailed;

/**
 * Google and Okta sign-in with OpenID Connect (issue 34). Each step reads and writes the database in short scopes of
 * its own and talks to the identity provider between them, never inside a transaction (the routes declare
 * `ownScope`).
 */
export function createSsoService(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'google' | 'integrationsKey'>;
  link: LinkBase;
  inOrganization: Tenancy['inOrganization'];
  accounts: SsoAccounts;
  /** Okta with SAML (saml.service.ts): its own start, for an organization whose Okta style is SAML. */
  startSaml: (org: OrganizationRow) => Promise<{ url: string; state: string }>;
}) {
  const { db, clock, config, accounts } = deps;
  const key = config.integrationsKey;

  /**
   * The PKCE verifier and the nonce come from the state and the server's key: nothing more is stored than the
   * state's hash, and whoever reads the state from the return URL still cannot compute them.
   */
  const derived = (state: string, purpose: 'pkce' | 'nonce') =>
    createHmac('sha256', key ?? '')
      .update(`sso-${purpose}:${state}`)
      .digest('base64url');

  /** The organization's Okta (OIDC) client, its secret opened from the sealed column; null when not set up. */
  function oktaOf(org: OrganizationRow): OidcProvider | null {
    if (!key || !org.oktaEnabled || org.oktaType !== 'oidc') return null;
    if (!org.oktaIssuer || !org.oktaClientId || !org.oktaClientSecret) return null;
    try {
      return {
        issuer: org.oktaIssuer,
        clientId: org.oktaClientId,
        clientSecret: createSealer(key).open(org.oktaClientSecret),
      };
    } catch {
      return null;
    }
  }

  function providerOf(provider: SsoProvider, org: OrganizationRow): OidcProvider {
    const google = config.google;
    const found =
      provider === 'okta'
        ? oktaOf(org)
        : // A forced-Okta organization signs in with Okta only (platform §2.4).
          google && key && !org.forceOktaSignIn
          ? {
              issuer: google.issuer,
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              authorizeUrl: google.authorizeUrl,
              tokenUrl: google.tokenUrl,
            }
          : null;
    if (!found) throw new AppError('validation', failure(provider));
    return found;
  }

  /** The web's return page on the organization's host, from configuration (never from request headers). */
  const redirectUriOf = (provider: SsoProvider, org: OrganizationRow) => `${deps.link(org)}/auth/${provider}`;

  return {
    /** Starts a sign-in: a single-use state (stored hashed) and the provider's authorization URL. */
    async start(provider: SsoProvider, organizationId: number | null) {
      const org = await accounts.hostOrganization(organizationId);
      if (provider === 'okta' && org.oktaEnabled && org.oktaType === 'saml') return deps.startSaml(org);
      const idp = providerOf(provider, org);
      const state = newToken();
      const url = await authorizationUrl(idp, {
        redirectUri: redirectUriOf(provider, org),
        state,
        nonce: derived(state, 'nonce'),
        codeVerifier: derived(state, 'pkce'),
      }).catch((error: unknown) => {
        if (error instanceof OidcError) throw new AppError('unauthorized', failure(provider));
        throw error;
      });
      await deps.inOrganization(org.id, () =>
        insertSsoState(db, org.id, {
          provider,
          stateHash: hashToken(state),
          expiresAt: addMinutes(clock.now(), STATE_TTL_MINUTES),
        }),
      );
      return { url, state };
    },

    /** Finishes a sign-in: the state used up, the code exchanged, the ID token checked, then a session. */
    async finish(provider: SsoProvider, organizationId: number | null, input: SsoFinishInput) {
      const org = await accounts.hostOrganization(organizationId, input.organization_id);
      const idp = providerOf(provider, org);
      const redirectUri = redirectUriOf(provider, org);
      const refused = () => new AppError('unauthorized', failure(provider));
      if (input.redirect_uri !== redirectUri) throw refused();
      // Used up before the provider is asked: a replayed state fails even when the exchange fails.
      const fresh = await deps.inOrganization(org.id, () =>
        consumeSsoState(db, org.id, provider, hashToken(input.state), clock.now()),
      );
      if (!fresh) throw refused();
      const identity = await exchangeCode(
        idp,
        { redirectUri, code: input.code, state: input.state, iss: input.iss },
        { codeVerifier: derived(input.state, 'pkce'), nonce: derived(input.state, 'nonce') },
      ).catch((error: unknown) => {
        if (error instanceof OidcError) throw refused();
        throw error;
      });
      if (!identity.emailVerified) throw refused();
      return accounts.signIn(org, identity, provider);
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
