import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the identity provider knows. */
export interface IdpAccount {
  id: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeIdp {
  /** http://127.0.0.1:{port}: the issuer, discovered at /.well-known/openid-configuration. */
  issuer: string;
  /** Adds or replaces a person. */
  addAccount(account: IdpAccount): void;
  /**
   * Who the next interaction signs in, for a real browser (e2e): it opens the authorization URL itself, and the
   * provider's /interaction page finishes at once as this account, consent granted.
   */
  willSignIn(accountId: string): void;
  /**
   * Plays the browser: opens the authorization URL, signs in as the account (no form: the interaction is finished
   * programmatically, consent granted), follows the redirects, and answers the return URL with code, state and iss.
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, standing in for Google or an organization's Okta:
 * discovery, the authorization endpoint with PKCE, the token endpoint, signed ID tokens, UserInfo.
 * `claimsInIdToken: false` keeps the profile and email claims for UserInfo, as the specification's conformance
 * default does (openid-client must then ask UserInfo).
 */
export async function startFakeIdp(options: {
  clients: IdpClient[];
  claimsInIdToken?: boolean;
  /** A fixed port (the browser tests'); any free one otherwise. */
  port?: number;
}): Promise<FakeIdp> {
  const accounts = new Map<string, IdpAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: account.givenName ?? 'Idp',
            family_name: account.familyName ?? 'Person',
            name: `${account.givenName ?? 'Idp'} ${account.familyName ?? 'Person'}`,
          };
        },
      };
    },
  });
  const callback = provider.callback();
  /** Who the next interaction signs in, by the interaction's uid. */
  const pending = new Map<string, string>();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const accountId = pending.get('next') ?? '';
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    addAccount: (account) => void accounts.set(account.id, account),
    willSignIn: (accountId) => void pending.set('next', accountId),
    async signIn(authorizationUrl, accountId) {
      pending.set('next', accountId);
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        // The return page is on the app's host: that is where the browser would land with code and state.
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`The IdP answered ${response.status}: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('Too many redirects at the IdP');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
