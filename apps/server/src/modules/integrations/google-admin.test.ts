import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_ADMIN_SCOPES, GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs } from '../../../test/call.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/google/google-server.ts';
import { until } from '../../../test/eventually.ts';
import { connectGoogleAdmin, googleAdminReturnUrl, googleEnv } from '../../../test/google.ts';
import { signedIn } from '../../../test/factories.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { integrationConnections } from '../../db/schema/integrations.ts';

let fake: FakeGoogle;
let t: TestApp;
let s: Tenants;

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await buildTestApp({ workers: true, env: googleEnv(fake) });
  s = await twoTenants(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const me = async (who: Tenants['admin']) => (await callAs(t, who, 'GET', '/api/users/current')).json().user;

describe('connecting Google for Google Groups', () => {
  it("asks Google for the directory's group scope, offline, with a single-use state", async () => {
    const started = await callAs(t, s.admin, 'POST', '/api/auth_details/google_admin_oauth');
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json().authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: googleAdminReturnUrl('acme'),
      response_type: 'code',
      scope: GOOGLE_ADMIN_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      state: started.json().state,
    });
    // Google's answer (the authorize endpoint redirects back with the code and our state).
    const back = await fetch(url, { redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe(started.json().state);
  });

  it('connects: the code is exchanged by a job, the tokens sealed, has_google_admin_auth true', async () => {
    expect((await me(s.admin)).has_google_admin_auth).toBe(false);
    const status = await connectGoogleAdmin(t, s.admin, 'acme', fake, { email: 'ada@acme.test' });
    expect(status).toEqual({ configured: true, status: 'connected', email: 'ada@acme.test', error: null });
    expect((await me(s.admin)).has_google_admin_auth).toBe(true);
    const [row] = await t.db.select().from(integrationConnections);
    expect(row).toMatchObject({ provider: 'google_admin', userId: s.admin.user.id, status: 'connected' });
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain('ya29.');
    expect(row!.refreshToken).not.toContain('1//');
    expect(JSON.stringify(status)).not.toContain('ya29.');
  });

  it('refuses a code without a state of the caller, and an expired state', async () => {
    const redirectUri = googleAdminReturnUrl('acme');
    const fresh = await signedIn(t, s.acme, { role: 'admin' });
    const noState = await callAs(t, fresh, 'POST', '/api/auth_details/google_admin', {
      code: fake.issueCode(redirectUri),
      redirect_uri: redirectUri,
    });
    expect(noState.statusCode).toBe(422);
    expect(noState.json().error).toBe(GOOGLE_GROUPS_MESSAGES.stateExpired);

    await callAs(t, fresh, 'POST', '/api/auth_details/google_admin_oauth');
    t.clock.advance(11 * 60 * 1000);
    const expired = await callAs(t, fresh, 'POST', '/api/auth_details/google_admin', {
      code: fake.issueCode(redirectUri),
      redirect_uri: redirectUri,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe(GOOGLE_GROUPS_MESSAGES.stateExpired);
    // Nothing was started.
    expect((await callAs(t, fresh, 'GET', '/api/auth_details/google_admin')).json().status).toBe('none');
  });

  it("shows the spec's failure when Google refuses the code or the scope was not granted", async () => {
    const other = await signedIn(t, s.acme, { role: 'admin' });
    const started = await callAs(t, other, 'POST', '/api/auth_details/google_admin_oauth');
    expect(started.statusCode).toBe(200);
    const refused = await callAs(t, other, 'POST', '/api/auth_details/google_admin', {
      code: 'not-a-code',
      redirect_uri: googleAdminReturnUrl('acme'),
    });
    expect(refused.statusCode).toBe(202);
    const broken = await until(
      async () => (await callAs(t, other, 'GET', '/api/auth_details/google_admin')).json(),
      (x: { status: string }) => x.status !== 'connecting',
    );
    expect(broken).toMatchObject({ status: 'broken', error: GOOGLE_GROUPS_MESSAGES.connectFailed });

    const noScope = await connectGoogleAdmin(t, other, 'acme', fake, { scope: 'openid email' });
    expect(noScope).toMatchObject({ status: 'broken', error: GOOGLE_GROUPS_MESSAGES.connectFailed });
    expect((await me(other)).has_google_admin_auth).toBe(false);
  });

  it('is for admins only, and disconnects', async () => {
    for (const who of [s.organizer, s.user]) {
      expect((await callAs(t, who, 'POST', '/api/auth_details/google_admin_oauth')).statusCode).toBe(403);
      expect((await callAs(t, who, 'GET', '/api/auth_details/google_admin')).statusCode).toBe(403);
    }
    // Another organization's admin sees only their own connection.
    expect((await callAs(t, s.globexAdmin, 'GET', '/api/auth_details/google_admin')).json().status).toBe('none');
    const removed = await callAs(t, s.admin, 'DELETE', '/api/auth_details/google_admin');
    expect(removed.json()).toEqual({ message: GOOGLE_GROUPS_MESSAGES.disconnected });
    expect((await callAs(t, s.admin, 'GET', '/api/auth_details/google_admin')).json().status).toBe('none');
    expect((await me(s.admin)).has_google_admin_auth).toBe(false);
  });
});
