import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrganization, type TestOrganization } from '../../../test/factories.ts';
import { registerAccess } from '../../plugins/access.ts';
import { twoOrganizations } from '../../../test/tenants.ts';

let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme } = await twoOrganizations(t, { displayName: 'Acme Inc.' }));
});
afterAll(() => t.close());

describe('organization resolution', () => {
  it('answers health once migrations ran', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/version' })).json()).toEqual({ version: '1.16.11' });
  });

  it('finds an organization by subdomain and from the host', async () => {
    const bySub = await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=ACME' });
    expect(bySub.json()).toMatchObject({ id: acme.id, subdomain: 'acme', display_name: 'Acme Inc.', active: true });
    expect(bySub.json()).not.toHaveProperty('okta_client_secret');
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current',
      headers: { host: `${acme.host}:3000` },
    });
    expect(current.json().id).toBe(acme.id);
  });

  it('answers 404 for an unknown subdomain and for the bare domain', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'We could not find that organization.', code: 'unknown_organization' });
    const bare = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current',
      headers: { host: 'huddle.test' },
    });
    expect(bare.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain' });
    expect(missing.statusCode).toBe(422);
  });

  it('shows an inactive organization as inactive', async () => {
    const initech = await createOrganization(t.db, { active: false });
    const r = await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: { host: initech.host } });
    expect(r.json().active).toBe(false);
  });

  it('refuses to boot with a route that declares no access', async () => {
    const app = Fastify();
    registerAccess(app, t.services.auth, { secureCookies: false, appDomain: 'localhost' });
    const boot = async () => {
      app.get('/api/unguarded', async () => ({}));
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/declares no access/);
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/users/login');
    expect(doc.paths['/api/users/login'].post.requestBody).toBeDefined();
  });

  it('answers malformed JSON with a 4xx, not a crash', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: acme.host, 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'bad_request' });
  });
});
