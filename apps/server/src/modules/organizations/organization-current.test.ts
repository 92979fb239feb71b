import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventTypes, groupTypes, organizations } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, signedIn, type TestOrganization } from '../../../test/factories.ts';

import { twoOrganizations } from '../../../test/tenants.ts';
import { sendFormAs } from '../../../test/call.ts';

/** Issue 12: GET /api/organizations/current gives every signed-in member the spec's Organization record. */
let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme } = await twoOrganizations(t, {
    displayName: 'Acme Inc.',
    oktaEnabled: true,
    oktaType: 'oidc',
    oktaClientId: 'client-id',
    oktaClientSecret: 'very-secret',
    onboardCode: 'onboard-me',
  }));
  await createOffice(t.db, acme.id, 'Lisbon');
  await t.db.insert(eventTypes).values({ organizationId: acme.id, name: 'Workshop' });
  await t.db.insert(groupTypes).values({ organizationId: acme.id, name: 'ERG' });
});
afterAll(() => t.close());

const current = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/organizations/current', headers });

describe('the current organization', () => {
  it('is the full record, without secrets, for users, organizers and admins', async () => {
    for (const role of ['user', 'organizer', 'admin'] as const) {
      const session = await signedIn(t, acme, { role });
      const r = await current(session.headers);
      expect(r.statusCode, role).toBe(200);
      const org = r.json();
      expect(org, role).toMatchObject({
        id: acme.id,
        subdomain: 'acme',
        active: true,
        display_name: 'Acme Inc.',
        slack_enabled: false,
        calendar_enabled: 'none',
        okta_enabled: true,
        okta_type: 'oidc',
        force_okta_sign_in: false,
        budget_start_month: 'January',
        email_extensions: [{ domain: 'acme.test' }],
        event_types: [{ name: 'Workshop' }],
        group_types: [{ name: 'ERG' }],
        offices: [{ name: 'Lisbon', users_count: expect.any(Number) }],
      });
      for (const key of ['logo', 'favicon', 'logo_key', 'favicon_key']) expect(org, key).toHaveProperty(key);
      const text = r.body;
      for (const secret of ['very-secret', 'onboard', 'link_secret', 'linkSecret', 'okta_client_secret']) {
        expect(text, secret).not.toContain(secret);
      }
    }
  });

  it('saves settings from Rails-style multipart fields (admin)', async () => {
    const admin = await signedIn(t, acme, { role: 'admin' });
    const r = await sendFormAs(t, admin, 'PATCH', `/api/organizations/${acme.id}`, [
      ['organization[display_name]', 'Acme Rails'],
      ['organization[email_extensions][0][domain]', 'acme.test'],
      ['organization[email_extensions][1][domain]', 'acme.example'],
      ['organization[logo_removed]', 'true'],
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().organization).toMatchObject({
      display_name: 'Acme Rails',
      email_extensions: [{ domain: 'acme.example' }, { domain: 'acme.test' }].sort((a, b) =>
        a.domain.localeCompare(b.domain),
      ),
    });
    await t.db.update(organizations).set({ displayName: 'Acme Inc.' }).where(eq(organizations.id, acme.id));
  });

  it('stays the sign-in page record for visitors', async () => {
    const r = await current({ host: acme.host });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: acme.id, display_name: 'Acme Inc.' });
    expect(r.json()).not.toHaveProperty('offices');
    expect(r.json()).not.toHaveProperty('email_extensions');
  });
});
