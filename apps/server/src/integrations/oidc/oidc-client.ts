import * as oidc from 'openid-client';

/** One OpenID Connect relying party: an issuer (discovered) and our client there (Google's, or an organization's Okta). */
export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Endpoints configured instead of the discovered ones (Google's GOOGLE_AUTHORIZE_URL and GOOGLE_TOKEN_URL). */
  authorizeUrl?: string;
  tokenUrl?: string;
}

/** What the provider vouched for in the ID token. */
export interface OidcIdentity {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The identity provider did not answer, or refused, or its answer did not check out. Never shown as it is. */
export class OidcError extends Error {}

/** A provider that does not answer within this is refused (the request waits on it, outside any transaction). */
const TIMEOUT_SECONDS = 10;

/** Plain HTTP only to this machine: the identity providers of tests and development run on loopback. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** An issuer's discovery document is read again after this (key rotation shows in its jwks_uri, not here). */
const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { at: number; metadata: Promise<oidc.ServerMetadata> }>();

/**
 * The issuer's metadata (OpenID Connect discovery), kept for ten minutes per issuer: a sign-in asks for it twice (the
 * start and the return), and every organization on Google shares one. A failed discovery is not kept.
 */
function metadataOf(issuer: URL, insecure: boolean): Promise<oidc.ServerMetadata> {
  const cached = discovered.get(issuer.href);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.metadata;
  const metadata = oidc
    .discovery(issuer, 'discovery', undefined, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(insecure && { execute: [oidc.allowInsecureRequests] }),
    })
    .then((configuration) => {
      const { supportsPKCE: _, ...server } = configuration.serverMetadata();
      return server;
    });
  const entry = { at: Date.now(), metadata };
  discovered.set(issuer.href, entry);
  metadata.catch(() => {
    if (discovered.get(issuer.href) === entry) discovered.delete(issuer.href);
  });
  return metadata;
}

async function configure(provider: OidcProvider) {
  const issuer = new URL(provider.issuer);
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
  const metadata = await metadataOf(issuer, insecure);
  const config = new oidc.Configuration(
    {
      ...metadata,
      ...(provider.authorizeUrl && { authorization_endpoint: provider.authorizeUrl }),
      ...(provider.tokenUrl && { token_endpoint: provider.tokenUrl }),
    },
    provider.clientId,
    provider.clientSecret,
  );
  config.timeout = TIMEOUT_SECONDS;
  if (insecure) oidc.allowInsecureRequests(config);
  return config;
}

const failed = (what: string) => (cause: unknown) => {
  throw new OidcError(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
};

/**
 * The authorization request: the code flow with PKCE (S256), state and nonce. The verifier and nonce are the caller's
 * (it keeps them with the state until the code comes back).
 */
export async function authorizationUrl(
  provider: OidcProvider,
  request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const config = await configure(provider).catch(failed('discovery'));
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

/**
 * Exchanges the code (with the PKCE verifier) and checks the ID token: signature, issuer, audience, expiry and nonce
 * (openid-client), the state against the one we issued, and the `iss` of the response when the issuer sends one.
 */
export async function exchangeCode(
  provider: OidcProvider,
  response: { redirectUri: string; code: string; state: string; iss?: string },
  checks: { codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const config = await configure(provider).catch(failed('discovery'));
  const current = new URL(response.redirectUri);
  current.searchParams.set('code', response.code);
  current.searchParams.set('state', response.state);
  if (response.iss) current.searchParams.set('iss', response.iss);
  const tokens = await oidc
    .authorizationCodeGrant(config, current, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: response.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    .catch(failed('code exchange'));
  const idToken = tokens.claims();
  if (!idToken) throw new OidcError('no ID token');
  // Google puts the email in the ID token; an issuer that keeps profile claims for the UserInfo endpoint answers there.
  const claims: Record<string, unknown> =
    typeof idToken.email === 'string'
      ? idToken
      : await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub).catch(failed('userinfo'));
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new OidcError('the ID token carries no email');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    email,
    // Google sends a boolean; some issuers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name) || email.split('@')[0]!,
    lastName: text(claims.family_name),
  };
}
