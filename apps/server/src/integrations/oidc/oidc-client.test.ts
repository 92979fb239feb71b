import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { authorizationUrl, OidcError } from './oidc-client.ts';

/** An issuer that only answers discovery, counting the times it is asked; `down` makes it answer 503. */
async function startIssuer() {
  const state = { asked: 0, down: false };
  const server = http.createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    state.asked += 1;
    if (state.down) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const request = {
  redirectUri: 'http://acme.localhost/auth/okta',
  state: 's',
  nonce: 'n',
  codeVerifier: 'v'.repeat(43),
};

describe('OpenID Connect discovery', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('is asked once per issuer for every client there, and again after a failure', async () => {
    const idp = await startIssuer();
    closing.push(idp.close);
    idp.state.down = true;
    const provider = { issuer: idp.issuer, clientId: 'one', clientSecret: 'secret' };
    await expect(authorizationUrl(provider, request)).rejects.toBeInstanceOf(OidcError);

    idp.state.down = false;
    const first = new URL(await authorizationUrl(provider, request));
    const second = new URL(await authorizationUrl({ ...provider, clientId: 'two' }, request));
    expect(idp.state.asked).toBe(2);
    expect(first.origin + first.pathname).toBe(`${idp.issuer}/auth`);
    expect(first.searchParams.get('client_id')).toBe('one');
    expect(second.searchParams.get('client_id')).toBe('two');
  });
});
