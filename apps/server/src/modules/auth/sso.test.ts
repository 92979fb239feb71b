import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, freshIp, signedIn, type TestOrganization } from '../../../test/factories.ts';
import { startFakeIdp, type FakeIdp } from '../../../test/fakes/oidc-provider.ts';
import { twoOrganizations } from '../../../test/tenants.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

const KEY = 'k'.repeat(40);
let google: FakeIdp;
let okta: FakeIdp;
let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

const returnPages = (path: string) => ['acme', 'globex'].map((s) => `http://${s}.huddle.test/auth/${path}`);

beforeAll(async () => {
  google = await startFakeIdp({
    clients: [{ clientId: 'google-client', clientSecret: 'google-secret', redirectUris: returnPages('google') }],
  });
  // Okta keeps the profile claims for UserInfo: the client must ask there.
  okta = await startFakeIdp({
    clients: [{ clientId: 'okta-client', clientSecret: 'okta-secret', redirectUris: returnPages('okta') }],
    claimsInIdToken: false,
  });
  t = await buildTestApp({
    env: {
      INTEGRATIONS_KEY: KEY,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_AUTHORIZE_URL: `${google.issuer}/auth`,
      GOOGLE_TOKEN_URL: `${google.issuer}/token`,
    },
  });
  ({ acme, globex } = await twoOrganizations(t));
  // The admin sets Okta up on the Okta card (PATCH /api/organizations/{id}, the secret sealed there).
  const admin = await signedIn(t, acme, { role: 'admin' });
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `/api/organizations/${acme.id}`,
    headers: admin.headers,
    payload: {
      organization: {
        okta_enabled: true,
        okta_type: 'oidc',
        okta_issuer: okta.issuer,
        okta_client_id: 'okta-client',
        okta_client_secret: 'okta-secret',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await google?.close();
  await okta?.close();
});

type Provider = 'google' | 'okta';

function post(org: TestOrganization, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { host: org.host }, remoteAddress: freshIp(), payload });
}

async function start(org: TestOrganization, provider: Provider) {
  const response = await post(org, '/api/users/sso_start', { provider });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { url: string; state: string };
}

/** The browser's trip to the identity provider and back to the return page, as a URL with code and state. */
async function authorize(org: TestOrganization, provider: Provider, accountId: string) {
  const { url } = await start(org, provider);
  const idp = provider === 'google' ? google : okta;
  return idp.signIn(url, accountId);
}

/** What the return page posts. */
function finish(org: TestOrganization, provider: Provider, back: URL, changes: Record<string, unknown> = {}) {
  return post(org, `/api/users/${provider}_oauth`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    ...(back.searchParams.get('iss') && { iss: back.searchParams.get('iss') }),
    organization_id: org.id,
    redirect_uri: `${back.origin}${back.pathname}`,
    ...changes,
  });
}

async function signIn(org: TestOrganization, provider: Provider, accountId: string) {
  return finish(org, provider, await authorize(org, provider, accountId));
}

const usersWith = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, acme.id), eq(users.email, email)));

describe('starting a sign-in', () => {
  it('answers the authorize URL with PKCE, state and nonce, and the return page from configuration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sso_start',
      // A forged forwarded host changes nothing: the return page comes from APP_DOMAIN.
      headers: { host: acme.host, 'x-forwarded-host': 'evil.example' },
      payload: { provider: 'google' },
    });
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://acme.huddle.test/auth/google');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(response.json().state);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe('google-client');
  });

  it('tells the sign-in page whether Google is configured', async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current',
      headers: { host: acme.host },
    });
    expect(current.json()).toMatchObject({ google_sso: true, okta_enabled: true, okta_type: 'oidc' });
  });

  it('offers no Google sign-in to an organization that forces Okta', async () => {
    await t.db.update(organizations).set({ forceOktaSignIn: true }).where(eq(organizations.id, acme.id));
    try {
      const response = await post(acme, '/api/users/sso_start', { provider: 'google' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(AUTH_MESSAGES.somethingWentWrong);
      expect((await post(acme, '/api/users/sso_start', { provider: 'okta' })).statusCode).toBe(200);
    } finally {
      await t.db.update(organizations).set({ forceOktaSignIn: false }).where(eq(organizations.id, acme.id));
    }
  });

  it('refuses Okta for an organization without it, with the spec message', async () => {
    const response = await post(globex, '/api/users/sso_start', { provider: 'okta' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(OKTA_MESSAGES.signInFailed);
  });
});

describe('Google sign-in', () => {
  it('signs an existing user in, as a password sign-in answers', async () => {
    const ann = await createUser(t.db, acme, { email: 'ann@acme.test', mfaRequired: true });
    google.addAccount({ id: 'g-ann', email: 'ann@acme.test' });
    const response = await signIn(acme, 'google', 'g-ann');
    expect(response.statusCode, response.body).toBe(200);
    // The second factor is not asked again: the identity provider did its own.
    expect(response.json()).toMatchObject({ user: { id: ann.id, email: 'ann@acme.test' } });
    expect(response.cookies.some((c) => c.value === response.json().token && c.httpOnly)).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { host: acme.host, authorization: `Bearer ${response.json().token}` },
    });
    expect(me.json().user).toMatchObject({ id: ann.id, has_google_sso_auth: true });
  });

  it('creates the account at the first sign-in: role user, confirmed, no password', async () => {
    google.addAccount({ id: 'g-bob', email: 'Bob@acme.test', givenName: 'Bob', familyName: 'Builder' });
    const response = await signIn(acme, 'google', 'g-bob');
    expect(response.statusCode, response.body).toBe(200);
    const [bob] = await usersWith('bob@acme.test');
    expect(bob).toMatchObject({ firstName: 'Bob', lastName: 'Builder', role: 'user', status: 'active' });
    expect(bob!.confirmedAt).not.toBeNull();
    expect(bob!.passwordHash).toBeNull();
  });

  it('refuses an address outside the organization’s domains and creates nothing', async () => {
    google.addAccount({ id: 'g-eve', email: 'eve@elsewhere.test' });
    const response = await signIn(acme, 'google', 'g-eve');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(AUTH_MESSAGES.emailDomainNotAllowed);
    expect(await usersWith('eve@elsewhere.test')).toHaveLength(0);
  });

  it('refuses an address the provider did not verify', async () => {
    google.addAccount({ id: 'g-unv', email: 'unverified@acme.test', emailVerified: false });
    const response = await signIn(acme, 'google', 'g-unv');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(AUTH_MESSAGES.somethingWentWrong);
    expect(await usersWith('unverified@acme.test')).toHaveLength(0);
  });

  it('refuses a deactivated user', async () => {
    await createUser(t.db, acme, { email: 'gone@acme.test', status: 'deactivated' });
    google.addAccount({ id: 'g-gone', email: 'gone@acme.test' });
    const response = await signIn(acme, 'google', 'g-gone');
    expect(response.statusCode).toBe(403);
    expect(response.json().token).toBeUndefined();
  });

  it('uses a state once only, even with a fresh code', async () => {
    google.addAccount({ id: 'g-cy', email: 'cy@acme.test' });
    const { url } = await start(acme, 'google');
    // The same authorization request twice: two good codes that carry the same state.
    const first = await google.signIn(url, 'g-cy');
    const second = await google.signIn(url, 'g-cy');
    expect(second.searchParams.get('code')).not.toBe(first.searchParams.get('code'));
    expect((await finish(acme, 'google', first)).statusCode).toBe(200);
    const again = await finish(acme, 'google', second);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(AUTH_MESSAGES.somethingWentWrong);
  });

  it('refuses a state older than ten minutes', async () => {
    google.addAccount({ id: 'g-dee', email: 'dee@acme.test' });
    const back = await authorize(acme, 'google', 'g-dee');
    const now = t.clock.now();
    t.clock.advance(11 * 60_000);
    try {
      expect((await finish(acme, 'google', back)).statusCode).toBe(401);
    } finally {
      t.clock.set(now);
    }
    expect(await usersWith('dee@acme.test')).toHaveLength(0);
  });

  it('refuses another organization’s state', async () => {
    google.addAccount({ id: 'g-gx', email: 'gx@acme.test' });
    const back = await authorize(globex, 'google', 'g-gx');
    // The code and state came back for globex; posted on acme's host (with acme's return page) they are unknown.
    const response = await finish(acme, 'google', back, { redirect_uri: 'http://acme.huddle.test/auth/google' });
    expect(response.statusCode).toBe(401);
    expect(await usersWith('gx@acme.test')).toHaveLength(0);
    // Refused before anything was used: on its own organization the state and code still sign in (the address is
    // not of globex's domains, which is the next check).
    expect((await finish(globex, 'google', back)).json().error).toBe(AUTH_MESSAGES.emailDomainNotAllowed);
  });

  it('refuses a state of the other provider', async () => {
    google.addAccount({ id: 'g-mix', email: 'mix@acme.test' });
    const back = await authorize(acme, 'google', 'g-mix');
    const response = await finish(acme, 'okta', back, { redirect_uri: 'http://acme.huddle.test/auth/okta' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(OKTA_MESSAGES.signInFailed);
  });
});

describe('Okta sign-in (OIDC)', () => {
  it('signs in against the organization’s own issuer, the claims read from UserInfo', async () => {
    okta.addAccount({ id: 'o-fay', email: 'fay@acme.test', givenName: 'Fay' });
    const back = await authorize(acme, 'okta', 'o-fay');
    expect(back.searchParams.get('iss')).toBe(okta.issuer);
    const response = await finish(acme, 'okta', back);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'fay@acme.test',
      first_name: 'Fay',
      has_google_sso_auth: false,
    });
  });

  it('refuses with the spec message when the issuer does not answer', async () => {
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, acme.id));
    await t.db.update(organizations).set({ oktaIssuer: 'http://127.0.0.1:9' }).where(eq(organizations.id, acme.id));
    try {
      const response = await post(acme, '/api/users/sso_start', { provider: 'okta' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(OKTA_MESSAGES.signInFailed);
    } finally {
      await t.db.update(organizations).set({ oktaIssuer: row!.oktaIssuer }).where(eq(organizations.id, acme.id));
    }
  });
});
