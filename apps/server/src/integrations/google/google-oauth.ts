import { OAuth2Client } from 'google-auth-library';
import type { GoogleConfig } from '../../config.ts';
import { callGoogle } from './google-errors.ts';

/** A grant from Google's token endpoint, in the fields Huddle keeps. */
export interface GoogleGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number | null;
  scope: string;
  /** The account's Google id and email, from the ID token (openid email). */
  subject: string | null;
  email: string | null;
}

/**
 * The ID token's claims. It came straight from Google's token endpoint over TLS in answer to our own client
 * credentials, so (OpenID Connect Core §3.1.3.7) its signature need not be checked to read who granted the scope.
 */
function claimsOf(idToken: string | null | undefined): { sub?: string; email?: string } {
  const payload = idToken?.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string; email?: string };
  } catch {
    return {};
  }
}

/**
 * Google's OAuth token endpoint (GOOGLE_TOKEN_URL) through google-auth-library's OAuth2Client: the authorization code
 * exchange and refreshes. Jobs call it, never a request; tokens are returned to the connection store, never logged.
 */
export function createGoogleOAuth(config: GoogleConfig) {
  const client = () =>
    new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      endpoints: { oauth2TokenUrl: config.tokenUrl, oauth2AuthBaseUrl: config.authorizeUrl },
    });

  const grantOf = (tokens: {
    access_token?: string | null;
    refresh_token?: string | null;
    expiry_date?: number | null;
    scope?: string | null;
    id_token?: string | null;
  }): GoogleGrant => {
    const claims = claimsOf(tokens.id_token);
    return {
      accessToken: tokens.access_token ?? '',
      refreshToken: tokens.refresh_token ?? null,
      expiresInSeconds: tokens.expiry_date ? Math.max(0, Math.round((tokens.expiry_date - Date.now()) / 1000)) : null,
      scope: tokens.scope ?? '',
      subject: claims.sub ?? null,
      email: claims.email ?? null,
    };
  };

  return {
    async exchangeCode(code: string, redirectUri: string): Promise<GoogleGrant> {
      const { tokens } = await callGoogle(() => client().getToken({ code, redirect_uri: redirectUri }));
      return grantOf(tokens);
    },

    /** A new access token for a refresh token; Google keeps the refresh token unless it answers a new one. */
    async refresh(refreshToken: string): Promise<GoogleGrant> {
      const oauth = client();
      oauth.setCredentials({ refresh_token: refreshToken });
      const { credentials } = await callGoogle(() => oauth.refreshAccessToken());
      const grant = grantOf(credentials);
      return { ...grant, refreshToken: grant.refreshToken ?? refreshToken };
    },
  };
}

export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;
