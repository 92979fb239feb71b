import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_DAYS } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { sessions } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  createOrganization,
  createUser,
  freshIp,
  PASSWORD,
  signedIn,
  type TestOrganization,
} from '../../../test/factories.ts';

const DAY = 24 * 3600_000;
let t: TestApp;
let secure: TestApp;
let acme: TestOrganization;
let secureOrg: TestOrganization;

beforeAll(async () => {
  [t, secure] = await Promise.all([buildTestApp(), buildTestApp({ env: { PUBLIC_SCHEME: 'https' } })]);
  acme = await createOrganization(t.db, { subdomain: 'hygiene' });
  secureOrg = await createOrganization(secure.db, { subdomain: 'hygiene' });
});
afterAll(() => Promise.all([t.close(), secure.close()]));

describe('idle timeout', () => {
  it('keeps a session in use, and ends one idle for longer than the idle limit', async () => {
    const { headers } = await signedIn(t, acme);
    const current = () => t.app.inject({ method: 'GET', url: '/api/users/current', headers });
    for (let i = 0; i < 3; i++) {
      t.clock.advance((SESSION_IDLE_DAYS - 1) * DAY);
      expect((await current()).statusCode).toBe(200);
    }
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await current()).json().user.id));
    expect(row!.lastSeenAt.getTime()).toBe(t.clock.now().getTime());

    t.clock.advance(SESSION_IDLE_DAYS * DAY + 60_000);
    const idle = await current();
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe(AUTH_MESSAGES.sessionExpired);
  });
});

describe('idle timeout through the cookie and GraphQL', () => {
  it('ends an idle cookie session for /api and /graphql alike', async () => {
    const { token } = await signedIn(t, acme);
    // A cookie's writes come from the app's own pages (plugins/access.ts): same origin.
    const headers = { host: acme.host, origin: `http://${acme.host}`, cookie: `huddle_session=${token}` };
    const rest = () => t.app.inject({ method: 'GET', url: '/api/users/current', headers });
    const graphql = () =>
      t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: '{ __typename }' } });
    expect((await rest()).statusCode).toBe(200);
    expect((await graphql()).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_DAYS * DAY + 60_000);
    expect((await graphql()).statusCode).toBe(401);
    expect((await rest()).statusCode).toBe(401);
  });
});

describe('session cookie', () => {
  const signIn = async (app: TestApp, org: TestOrganization) => {
    const user = await createUser(app.db, org);
    return app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: org.host },
      remoteAddress: freshIp(),
      payload: { user: { email: user.email, organization_id: org.id, password: PASSWORD } },
    });
  };

  it('is __Host- prefixed and Secure when served over HTTPS', async () => {
    const r = await signIn(secure, secureOrg);
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-huddle_session=[^;]+;/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = r.json().token as string;
    const current = (cookie: string) =>
      secure.app.inject({ method: 'GET', url: '/api/users/current', headers: { host: secureOrg.host, cookie } });
    expect((await current(`__Host-huddle_session=${token}`)).statusCode).toBe(200);
    expect((await current(`huddle_session=${token}`)).statusCode).toBe(401);
  });

  it('is cleared under its __Host- name at logout, and the session ends', async () => {
    const token = (await signIn(secure, secureOrg)).json().token as string;
    const cookie = `__Host-huddle_session=${token}`;
    const headers = { host: secureOrg.host, origin: `https://${secureOrg.host}`, cookie };
    const out = await secure.app.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/^__Host-huddle_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; Path=\//i);
    expect((await secure.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(401);
  });

  it('keeps the plain name without Secure otherwise', async () => {
    const cookie = String((await signIn(t, acme)).headers['set-cookie']);
    expect(cookie).toMatch(/^huddle_session=/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
