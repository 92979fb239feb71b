import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, freshIp, signedIn, type TestOrganization } from '../../../test/factories.ts';
import { startFakeSamlIdp, type FakeSamlIdp, type SamlForgery, type SamlForm } from '../../../test/fakes/saml-idp.ts';
import { twoOrganizations } from '../../../test/tenants.ts';
import { oauthStates, ssoAssertions } from '../../db/schema/integrations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/tokens.ts';

/** Okta sign-in with SAML (issue 34, ADR 35) against a real SAML identity provider (samlify) over HTTP. */
let idp: FakeSamlIdp;
let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

const ACS = '/api/auth/okta/saml/acs';

async function setUpSaml(org: TestOrganization) {
  const admin = await signedIn(t, org, { role: 'admin' });
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `/api/organizations/${org.id}`,
    headers: admin.headers,
    payload: { organization: { okta_enabled: true, okta_type: 'saml', okta_saml_url: ` ${idp.metadataUrl} ` } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  idp = await startFakeSamlIdp();
  t = await buildTestApp({ env: { INTEGRATIONS_KEY: 'k'.repeat(40) } });
  ({ acme, globex } = await twoOrganizations(t));
  // The admins set Okta up on the Okta card (PATCH /api/organizations/{id}); the URL is trimmed there.
  await setUpSaml(acme);
  await setUpSaml(globex);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

function startRequest(org: TestOrganization, provider: 'okta' | 'google' = 'okta') {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/sso_start',
    headers: { host: org.host },
    remoteAddress: freshIp(),
    payload: { provider },
  });
}

async function start(org: TestOrganization) {
  const response = await startRequest(org);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { url: string; state: string };
}

/** What the IdP's form makes the browser do: a form POST to the ACS on the organization's host. */
function post(org: TestOrganization, form: Partial<SamlForm>) {
  return t.app.inject({
    method: 'POST',
    url: ACS,
    headers: { host: org.host, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1' },
    remoteAddress: freshIp(),
    payload: new URLSearchParams({
      SAMLResponse: form.SAMLResponse ?? '',
      RelayState: form.RelayState ?? '',
    }).toString(),
  });
}

async function authorize(org: TestOrganization, email: string, forge?: SamlForgery) {
  return idp.signIn((await start(org)).url, email, forge);
}

/** Runs `check` with the organization's row changed, then puts the row back. */
async function whileChanged(
  org: TestOrganization,
  changes: Partial<typeof organizations.$inferInsert>,
  check: () => Promise<void>,
) {
  const [before] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
  await t.db.update(organizations).set(changes).where(eq(organizations.id, org.id));
  try {
    await check();
  } finally {
    const restore = Object.fromEntries(Object.keys(changes).map((k) => [k, before![k as keyof typeof before]]));
    await t.db.update(organizations).set(restore).where(eq(organizations.id, org.id));
  }
}

const usersWith = (org: TestOrganization, email: string) =>
  t.db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, org.id), eq(users.email, email)));

type Answer = Awaited<ReturnType<typeof post>>;

function expectSignedIn(response: Answer) {
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe('/auth/okta/saml/success');
  const cookie = response.cookies.find((c) => c.name === 'huddle_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return cookie!.value;
}

function expectRefused(response: Answer, reason = 'failed') {
  expect(response.statusCode, response.body).toBe(303);
  expect(response.headers.location).toBe(`/auth/okta/saml/error?reason=${reason}`);
  expect(response.cookies).toEqual([]);
}

async function currentUser(org: TestOrganization, session: string) {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/users/current',
    headers: { host: org.host },
    cookies: { huddle_session: session },
  });
  expect(me.statusCode, me.body).toBe(200);
  return me.json().user as { id: number; email: string; first_name: string; last_name: string };
}

describe('the service provider', () => {
  it('serves its metadata: entity id and ACS from configuration, signed assertions wanted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/okta/saml/metadata',
      // A forged forwarded host changes nothing.
      headers: { host: acme.host, 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(response.body).toContain('entityID="http://acme.huddle.test/api/auth/okta/saml/metadata"');
    expect(response.body).toContain('Location="http://acme.huddle.test/api/auth/okta/saml/acs"');
    expect(response.body).toContain('WantAssertionsSigned="true"');
    expect(response.body).not.toContain('evil.example');
  });

  it('starts with an AuthnRequest for the IdP, its id kept hashed for ten minutes', async () => {
    const { url, state } = await start(acme);
    const target = new URL(url);
    expect(`${target.origin}${target.pathname}`).toBe(idp.metadataUrl.replace('/metadata', '/sso'));
    const xml = inflateRawSync(Buffer.from(target.searchParams.get('SAMLRequest')!, 'base64')).toString();
    expect(xml).toContain(`ID="${state}"`);
    expect(xml).toContain('AssertionConsumerServiceURL="http://acme.huddle.test/api/auth/okta/saml/acs"');
    expect(xml).toContain('>http://acme.huddle.test/api/auth/okta/saml/metadata</');
    const [row] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expect(row).toMatchObject({ organizationId: acme.id, provider: 'okta_saml', usedAt: null, userId: null });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('offers Okta with SAML to an organization that forces Okta, and no Google', async () => {
    await whileChanged(acme, { forceOktaSignIn: true }, async () => {
      await start(acme);
      expect((await startRequest(acme, 'google')).statusCode).toBe(422);
    });
  });
});

describe('signing in', () => {
  it('creates the account at the first sign-in (role user, confirmed, no password) with a session cookie', async () => {
    const session = expectSignedIn(await post(acme, await authorize(acme, 'new.comer@acme.test')));
    const me = await currentUser(acme, session);
    expect(me).toMatchObject({ email: 'new.comer@acme.test', first_name: 'new', last_name: 'comer' });
    const [row] = await usersWith(acme, 'new.comer@acme.test');
    expect(row).toMatchObject({ role: 'user', status: 'active', passwordHash: null });
    expect(row!.confirmedAt).not.toBeNull();
  });

  it('accepts a signed Response around the signed assertion', async () => {
    const form = await authorize(acme, 'both.signed@acme.test', { signed: 'both' });
    expect(
      Buffer.from(form.SAMLResponse, 'base64')
        .toString()
        .match(/<ds:Signature\b/g),
    ).toHaveLength(2);
    expectSignedIn(await post(acme, form));
  });

  it('signs an existing user in, the second factor not asked again', async () => {
    const ann = await createUser(t.db, acme, { email: 'ann@acme.test', mfaRequired: true, role: 'organizer' });
    const session = expectSignedIn(await post(acme, await authorize(acme, 'Ann@acme.test')));
    expect(await currentUser(acme, session)).toMatchObject({ id: ann.id, email: 'ann@acme.test' });
    expect((await usersWith(acme, 'ann@acme.test'))[0]!.role).toBe('organizer');
  });
});

describe('refusing', () => {
  it('an assertion signed by a key the IdP’s metadata does not name', async () => {
    expectRefused(await post(acme, await authorize(acme, 'forged@acme.test', { signedByOtherKey: true })));
    expect(await usersWith(acme, 'forged@acme.test')).toHaveLength(0);
  });

  it('an unsigned assertion', async () => {
    expectRefused(await post(acme, await authorize(acme, 'unsigned@acme.test', { unsigned: true })));
    expect(await usersWith(acme, 'unsigned@acme.test')).toHaveLength(0);
  });

  it('an assertion whose only signature is the Response’s', async () => {
    expectRefused(await post(acme, await authorize(acme, 'outer@acme.test', { signed: 'response' })));
    expect(await usersWith(acme, 'outer@acme.test')).toHaveLength(0);
  });

  it('an assertion for another audience', async () => {
    const form = await authorize(acme, 'aud@acme.test', { audience: 'http://evil.example/metadata' });
    expectRefused(await post(acme, form));
    expect(await usersWith(acme, 'aud@acme.test')).toHaveLength(0);
  });

  it('an expired assertion', async () => {
    expectRefused(await post(acme, await authorize(acme, 'late@acme.test', { expired: true })));
    expect(await usersWith(acme, 'late@acme.test')).toHaveLength(0);
  });

  it('a replayed assertion', async () => {
    const form = await authorize(acme, 'replay@acme.test');
    expectSignedIn(await post(acme, form));
    expectRefused(await post(acme, form));
    const [row] = await t.db.select().from(ssoAssertions).where(eq(ssoAssertions.organizationId, acme.id)).limit(1);
    expect(row!.assertionIdHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets used assertions once they are past their time (they are refused as expired then)', async () => {
    const stale = {
      organizationId: acme.id,
      assertionIdHash: 'stale',
      expiresAt: new Date(t.clock.now().getTime() - 1),
    };
    await t.db.insert(ssoAssertions).values(stale);
    expectSignedIn(await post(acme, await authorize(acme, 'tidy@acme.test')));
    const left = await t.db.select().from(ssoAssertions).where(eq(ssoAssertions.assertionIdHash, 'stale'));
    expect(left).toEqual([]);
  });

  it('an answer to a request we never made, or one already answered', async () => {
    const unknown = await authorize(acme, 'unknown@acme.test', { inResponseTo: '_never-asked' });
    expectRefused(await post(acme, unknown));
    expect(await usersWith(acme, 'unknown@acme.test')).toHaveLength(0);
    // The IdP answers the same request twice: two good assertions, one request.
    const { url } = await start(acme);
    expectSignedIn(await post(acme, await idp.signIn(url, 'twice@acme.test')));
    expectRefused(await post(acme, await idp.signIn(url, 'twice@acme.test')));
  });

  it('an answer to a request past its ten minutes', async () => {
    const { url, state } = await start(acme);
    const form = await idp.signIn(url, 'slow@acme.test');
    // The assertion itself is good for five minutes: only the request's own expiry refuses it.
    await t.db
      .update(oauthStates)
      .set({ expiresAt: t.clock.now() })
      .where(eq(oauthStates.stateHash, hashToken(state)));
    expectRefused(await post(acme, form));
    expect(await usersWith(acme, 'slow@acme.test')).toHaveLength(0);
  });

  it('an assertion past its bearer confirmation by our clock', async () => {
    const form = await authorize(acme, 'later@acme.test');
    const now = t.clock.now();
    t.clock.advance(7 * 60_000);
    try {
      expectRefused(await post(acme, form));
    } finally {
      t.clock.set(now);
    }
    expect(await usersWith(acme, 'later@acme.test')).toHaveLength(0);
  });

  it('an address outside the organization’s domains', async () => {
    expectRefused(await post(acme, await authorize(acme, 'eve@elsewhere.test')), 'email_domain_not_allowed');
    expect(await usersWith(acme, 'eve@elsewhere.test')).toHaveLength(0);
  });

  it('a deactivated user', async () => {
    await createUser(t.db, acme, { email: 'gone@acme.test', status: 'deactivated' });
    expectRefused(await post(acme, await authorize(acme, 'gone@acme.test')), 'access_revoked');
  });

  it('a post without a SAMLResponse, or one that is not SAML', async () => {
    expectRefused(await post(acme, {}));
    expectRefused(await post(acme, { SAMLResponse: Buffer.from('<nope/>').toString('base64') }));
  });

  it('this organization’s answer on another organization’s host, which leaves it usable here', async () => {
    const form = await authorize(acme, 'cross@acme.test');
    expectRefused(await post(globex, form));
    expect(await usersWith(globex, 'cross@acme.test')).toHaveLength(0);
    expectSignedIn(await post(acme, form));
  });

  it('with the spec message when the IdP’s metadata URL does not answer', async () => {
    // A port nobody listens on any more.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const dead = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/metadata`;
    await new Promise((resolve) => closed.close(resolve));
    const form = await authorize(acme, 'dead@acme.test');
    await whileChanged(acme, { oktaSamlUrl: dead }, async () => {
      const response = await startRequest(acme);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(OKTA_MESSAGES.signInFailed);
      expectRefused(await post(acme, form));
    });
    expect(await usersWith(acme, 'dead@acme.test')).toHaveLength(0);
  });

  it('Okta SAML for an organization without Okta, with the spec message', async () => {
    await whileChanged(globex, { oktaEnabled: false }, async () => {
      const response = await startRequest(globex);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(OKTA_MESSAGES.signInFailed);
    });
  });
});
