import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { organizations } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  createOrganization,
  createUser,
  freshIp,
  lastMail,
  linkFrom,
  PASSWORD,
  type TestOrganization,
} from '../../../test/factories.ts';

/** Forced Okta (spec platform §2.4, §6) and the admins' break-glass path (docs/DEVELOPERS.md). */
let t: TestApp;
let okta: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  okta = await createOrganization(t.db, {
    oktaEnabled: true,
    oktaType: 'saml',
    oktaSamlUrl: 'https://idp.example.com/metadata',
    forceOktaSignIn: true,
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: okta.host }, remoteAddress: freshIp() });
const loginAs = (email: string, password = PASSWORD) =>
  post('/api/users/login', { user: { email, organization_id: okta.id, password } });

describe('forced Okta', () => {
  it('refuses password sign-in to users and organizers, without telling a wrong password from a right one', async () => {
    for (const role of ['user', 'organizer'] as const) {
      const person = await createUser(t.db, okta, { role });
      const right = await loginAs(person.email);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ error: AUTH_MESSAGES.forceOkta, code: 'sso_required' });
    }
    const admin = await createUser(t.db, okta, { role: 'admin' });
    const wrong = await loginAs(admin.email, 'Wrong-pass1!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('refuses sign-up', async () => {
    const r = await post('/api/users', {
      first_name: 'Sam',
      last_name: 'Sign',
      email: `sam@${okta.subdomain}.test`,
      organization_id: okta.id,
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(AUTH_MESSAGES.forceOkta);
  });

  it('refuses a password reset and mails no link to a user', async () => {
    const person = await createUser(t.db, okta);
    const r = await post('/api/users/reset_password', { email: person.email });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ error: AUTH_MESSAGES.forceOkta, code: 'sso_required' });
    expect(await lastMail(t.db, person.email)).toBeNull();
    const unknown = await post('/api/users/reset_password', { email: `nobody@${okta.subdomain}.test` });
    expect(unknown.json()).toEqual(r.json());
  });

  it('refuses a reset link mailed to a user before Okta was forced', async () => {
    const plain = await createOrganization(t.db);
    const person = await createUser(t.db, plain);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      payload: { email: person.email },
      headers: { host: plain.host },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const token = linkFrom((await lastMail(t.db, person.email))!.text, /token=([\w-]+)/);
    await t.db
      .update(organizations)
      .set({ oktaEnabled: true, oktaType: 'saml', oktaSamlUrl: 'https://idp.example.com/m', forceOktaSignIn: true })
      .where(eq(organizations.id, plain.id));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/change_password',
      payload: { token, password: 'N3w!passw', password_confirmation: 'N3w!passw' },
      headers: { host: plain.host },
      remoteAddress: freshIp(),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(AUTH_MESSAGES.forceOkta);
  });

  it('break-glass: an admin signs in with the password and always the mailed one-time password', async () => {
    const admin = await createUser(t.db, okta, { role: 'admin', mfaRequired: false });
    const first = await loginAs(admin.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, user_id: admin.id });
    const code = linkFrom((await lastMail(t.db, admin.email))!.text, /: (\d{6})/);
    const second = await post('/api/users/mfa_login', { user_id: admin.id, code });
    expect(second.statusCode).toBe(200);
    const headers = { host: okta.host, authorization: `Bearer ${second.json().token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/users/current', headers });
    expect(me.json().user).toMatchObject({ id: admin.id, is_admin: true });
  });

  it('break-glass: an admin still gets a reset link, though the answer is the same refusal', async () => {
    const admin = await createUser(t.db, okta, { role: 'admin' });
    const r = await post('/api/users/reset_password', { email: admin.email });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe(AUTH_MESSAGES.forceOkta);
    const token = linkFrom((await lastMail(t.db, admin.email))!.text, /token=([\w-]+)/);
    const changed = await post('/api/users/change_password', {
      token,
      password: 'N3w!passw',
      password_confirmation: 'N3w!passw',
    });
    expect(changed.statusCode).toBe(200);
    expect((await loginAs(admin.email, 'N3w!passw')).json()).toEqual({ mfa_required: true, user_id: admin.id });
  });
});
