import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_NOT_CONFIGURED_REASON } from '@huddle/domain/ai-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoOrganizations } from '../../../test/tenants.ts';
import { signedIn, type TestOrganization } from '../../../test/factories.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex } = await twoOrganizations(t));
});
afterAll(() => t.close());

describe('feature flags', () => {
  it('are readable on the organization host before sign-in', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/feature_flags', headers: { host: acme.host } });
    expect(r.statusCode).toBe(200);
    expect(r.json().flags).toMatchObject({ MaintenanceMode: false, 'contact-lists': true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/feature_flags', headers: { host: 'huddle.test' } })).statusCode,
    ).toBe(404);
  });

  it('are set per organization by admins only', async () => {
    const admin = (await signedIn(t, acme, { role: 'admin' })).headers;
    const organizer = (await signedIn(t, acme, { role: 'organizer' })).headers;
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/MaintenanceMode',
      headers: organizer,
      payload: { enabled: true },
    });
    expect(denied.statusCode).toBe(403);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/MaintenanceMode',
      headers: admin,
      payload: { enabled: true },
    });
    expect(on.json().flags.MaintenanceMode).toBe(true);
    const other = await t.app.inject({ method: 'GET', url: '/api/feature_flags', headers: { host: globex.host } });
    expect(other.json().flags.MaintenanceMode).toBe(false);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/Nope',
      headers: admin,
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404); // a path naming no flag names nothing
  });

  it('answer the AI generator off, with the reason, when no model is configured', async () => {
    const admin = (await signedIn(t, acme, { role: 'admin' })).headers;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/feature_flags/ai-generate-event',
      headers: admin,
      payload: { enabled: true },
    });
    expect(saved.json().flags['ai-generate-event']).toBe(false);
    const r = await t.app.inject({ method: 'GET', url: '/api/feature_flags', headers: admin });
    expect(r.json().flags['ai-generate-event']).toBe(false);
    expect(r.json().definitions.find((d: { key: string }) => d.key === 'ai-generate-event')).toMatchObject({
      enabled: false,
      unavailable: AI_NOT_CONFIGURED_REASON,
    });
  });
});
