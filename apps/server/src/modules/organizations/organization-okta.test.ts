import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { organizations } from '../../db/schema/organizations.ts';
import { createSealer } from '../../integrations/sealed.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { signedIn, type TestOrganization } from '../../../test/factories.ts';
import { twoTenants } from '../../../test/tenants.ts';

/** The Okta card's settings (spec platform §2.9, §5, §7, §8) through PATCH /api/organizations/{id}. */
const KEY = 'test-integrations-key-0123456789abcdef';
let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ env: { INTEGRATIONS_KEY: KEY } });
  const tenants = await twoTenants(t);
  ({ acme, globex } = tenants);
  admin = tenants.admin.headers;
});
afterAll(() => t.close());

const save = (organization: unknown, headers = admin, id: number | 'current' = acme.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/organizations/${id}`, headers, payload: { organization } });
const load = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/organizations/${acme.id}`, headers: admin })).json().organization;
const stored = async () => (await t.db.select().from(organizations).where(eq(organizations.id, acme.id)))[0]!;

const OIDC = {
  okta_enabled: true,
  okta_type: 'oidc',
  okta_client_id: '  0oa-client  ',
  okta_client_secret: '  s3cret-value  ',
  okta_issuer: ' https://acme.okta.com/oauth2/default ',
};

describe('Okta settings', () => {
  it('refuses bad input with field messages and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ okta_enabled: true }, 'okta_type', OKTA_MESSAGES.typeRequired],
      [{ okta_enabled: true, okta_type: 'ldap' }, 'okta_type', OKTA_MESSAGES.typeRequired],
      [{ ...OIDC, okta_client_id: '   ' }, 'okta_client_id', OKTA_MESSAGES.clientIdRequired],
      [{ ...OIDC, okta_client_secret: '' }, 'okta_client_secret', OKTA_MESSAGES.clientSecretRequired],
      [{ ...OIDC, okta_issuer: undefined }, 'okta_issuer', OKTA_MESSAGES.issuerRequired],
      [{ ...OIDC, okta_issuer: 'acme.okta.com' }, 'okta_issuer', OKTA_MESSAGES.issuerInvalid],
      [{ ...OIDC, okta_issuer: 'ftp://acme.okta.com' }, 'okta_issuer', OKTA_MESSAGES.issuerInvalid],
      [{ okta_enabled: true, okta_type: 'saml' }, 'okta_saml_url', OKTA_MESSAGES.samlUrlRequired],
      [{ okta_enabled: true, okta_type: 'saml', okta_saml_url: 'nope' }, 'okta_saml_url', OKTA_MESSAGES.samlUrlInvalid],
      [{ force_okta_sign_in: true }, 'force_okta_sign_in', OKTA_MESSAGES.forceNeedsOkta],
    ];
    for (const [organization, field, message] of cases) {
      const r = await save(organization);
      expect(r.statusCode, JSON.stringify(organization)).toBe(422);
      expect(r.json().errors[field], JSON.stringify(organization)).toEqual([message]);
    }
    expect(await load()).toMatchObject({ okta_enabled: false, okta_type: null, okta_client_secret_set: false });
  });

  it('saves OIDC trimmed, seals the secret, never returns it, and keeps it when none is sent', async () => {
    const r = await save(OIDC);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Okta was successfully updated');
    expect(r.json().organization).toMatchObject({
      okta_enabled: true,
      okta_type: 'oidc',
      okta_client_id: '0oa-client',
      okta_issuer: 'https://acme.okta.com/oauth2/default',
      okta_saml_url: null,
      okta_client_secret_set: true,
      force_okta_sign_in: false,
    });
    const row = await stored();
    expect(row.oktaClientSecret).not.toContain('s3cret-value');
    expect(createSealer(KEY).open(row.oktaClientSecret!)).toBe('s3cret-value');

    // No call answers the secret: the admin's record, the member's record, the public face.
    const user = (await signedIn(t, acme)).headers;
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/organizations/${acme.id}`, headers: admin }),
      await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: user }),
      await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: { host: acme.host } }),
      await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=acme' }),
      r,
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain('s3cret-value');
      expect(answer.body).not.toContain(row.oktaClientSecret!);
      expect(answer.body).not.toContain('"okta_client_secret"');
    }

    // A save without a secret (or an empty one) keeps it; a new one replaces it.
    const kept = await save({ okta_client_id: 'other-client', okta_client_secret: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored()).oktaClientSecret).toBe(row.oktaClientSecret);
    expect(kept.json().organization.okta_client_id).toBe('other-client');
    await save({ okta_client_secret: 'rotated' });
    expect(createSealer(KEY).open((await stored()).oktaClientSecret!)).toBe('rotated');
    // The other settings keep their own message.
    expect((await save({ display_name: 'Acme' })).json().message).toBe('Organization settings saved.');
  });

  it('allows an http issuer outside production, for a local identity provider', async () => {
    const r = await save({ ...OIDC, okta_issuer: 'http://127.0.0.1:4000' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().organization.okta_issuer).toBe('http://127.0.0.1:4000');
  });

  it('switches to SAML (the OIDC fields and secret go), forces sign-in, and removes everything', async () => {
    const saml = await save(
      { okta_type: 'saml', okta_saml_url: ' https://acme.okta.com/app/metadata ' },
      admin,
      'current',
    );
    expect(saml.statusCode, saml.body).toBe(200);
    expect(saml.json().organization).toMatchObject({
      okta_type: 'saml',
      okta_saml_url: 'https://acme.okta.com/app/metadata',
      okta_client_id: null,
      okta_issuer: null,
      okta_client_secret_set: false,
    });
    const forced = await save({ force_okta_sign_in: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().organization.force_okta_sign_in).toBe(true);

    const removed = await save({ okta_enabled: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Okta was successfully removed');
    expect(removed.json().organization).toMatchObject({
      okta_enabled: false,
      okta_type: null,
      force_okta_sign_in: false,
      okta_saml_url: null,
      okta_client_secret_set: false,
    });
    expect(await stored()).toMatchObject({ oktaClientSecret: null, oktaSamlUrl: null, forceOktaSignIn: false });
  });

  it("is for admins only, and another organization's id answers 404", async () => {
    for (const role of ['organizer', 'user'] as const) {
      const headers = (await signedIn(t, acme, { role })).headers;
      expect((await save(OIDC, headers)).statusCode).toBe(403);
      expect((await save(OIDC, headers, 'current')).statusCode).toBe(403);
    }
    expect((await save(OIDC, admin, globex.id)).statusCode).toBe(404);
    const [other] = await t.db.select().from(organizations).where(eq(organizations.id, globex.id));
    expect(other).toMatchObject({ oktaEnabled: false, oktaClientSecret: null });
  });
});

describe('Okta settings without INTEGRATIONS_KEY', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('refuses to set Okta up: the server could not keep the secret', async () => {
    const tenants = await twoTenants(bare);
    const r = await bare.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${tenants.acme.id}`,
      headers: tenants.admin.headers,
      payload: { organization: OIDC },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe(OKTA_MESSAGES.notConfigured);
  });
});
