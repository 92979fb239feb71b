import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { PASSWORD_RULES_MESSAGE } from '@huddle/domain/password';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoOrganizations } from '../../../test/tenants.ts';
import {
  createOrganization,
  createUser,
  freshIp,
  lastMail,
  linkFrom,
  login,
  PASSWORD,
  signedIn,
  type TestOrganization,
} from '../../../test/factories.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex } = await twoOrganizations(t, { onboardCode: 'welcome-acme' }));
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = { host: acme.host }) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });

const signUpBody = (email: string, extra: object = {}) => ({
  first_name: 'Sam',
  last_name: 'Sign',
  email,
  organization_id: acme.id,
  password: 'Str0ng!pass',
  password_confirmation: 'Str0ng!pass',
  ...extra,
});

describe('login', () => {
  it('signs in with the right password and sets an httpOnly cookie', async () => {
    const user = await createUser(t.db, acme);
    const response = await post('/api/users/login', {
      user: { email: user.email.toUpperCase(), organization_id: acme.id, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ id: user.id, email: user.email, permission_level: 'user', state: 'activated' });
    expect(response.headers['set-cookie']).toMatch(/huddle_session=.*HttpOnly/i);
  });

  it('refuses a wrong password, an unknown email and missing fields', async () => {
    const user = await createUser(t.db, acme);
    const wrong = await post('/api/users/login', {
      user: { email: user.email, organization_id: acme.id, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: AUTH_MESSAGES.invalidCredentials, code: 'unauthorized' });
    const unknown = await post('/api/users/login', {
      user: { email: 'ghost@acme.test', organization_id: acme.id, password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await post('/api/users/login', { user: { organization_id: acme.id } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('email');
    expect(missing.json().errors).toHaveProperty('password');
  });

  it("refuses another organization's id on this host, and a deactivated or unverified user", async () => {
    const user = await createUser(t.db, acme);
    const wrongOrg = await post('/api/users/login', {
      user: { email: user.email, organization_id: globex.id, password: PASSWORD },
    });
    expect(wrongOrg.statusCode).toBe(401);
    expect(wrongOrg.json().error).toBe(AUTH_MESSAGES.unauthorizedAccess);

    const gone = await createUser(t.db, acme, { status: 'deactivated' });
    const deactivated = await post('/api/users/login', {
      user: { email: gone.email, organization_id: acme.id, password: PASSWORD },
    });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().error).toBe(AUTH_MESSAGES.unauthorizedAccess);

    const fresh = await createUser(t.db, acme, { confirmedAt: null });
    const unverified = await post('/api/users/login', {
      user: { email: fresh.email, organization_id: acme.id, password: PASSWORD },
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'unverified', error: AUTH_MESSAGES.verifyEmailFirst });
  });

  it('refuses password login in an inactive or force-Okta organization', async () => {
    const inactive = await createOrganization(t.db, { active: false });
    const a = await createUser(t.db, inactive);
    const r1 = await post(
      '/api/users/login',
      { user: { email: a.email, organization_id: inactive.id, password: PASSWORD } },
      { host: inactive.host },
    );
    expect(r1.statusCode).toBe(403);
    const okta = await createOrganization(t.db, { forceOktaSignIn: true, oktaEnabled: true });
    const b = await createUser(t.db, okta);
    const r2 = await post(
      '/api/users/login',
      { user: { email: b.email, organization_id: okta.id, password: PASSWORD } },
      { host: okta.host },
    );
    expect(r2.statusCode).toBe(403);
    expect(r2.json().error).toBe(AUTH_MESSAGES.forceOkta);
  });

  it('lets a whole office behind one address sign in: the per-address ceiling is generous', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: acme.host },
        remoteAddress: '192.0.2.77',
        payload: { user: { email: `x${i}@acme.test`, organization_id: acme.id, password: 'wrong' } },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe('sessions and tenancy', () => {
  it("refuses a globex token on acme's host with 401, and accepts it on its own", async () => {
    const { headers } = await signedIn(t, globex);
    const own = await t.app.inject({ method: 'GET', url: '/api/users/current', headers });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { ...headers, host: acme.host },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().error).toBe(AUTH_MESSAGES.unauthorizedAccess);
  });

  it('needs a session for the current user, and logout ends it on the server', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: { host: acme.host } })).statusCode,
    ).toBe(401);
    const { headers } = await signedIn(t, acme);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(401);
  });

  it('refuses every token on an unknown subdomain, and sessions of an organization made inactive', async () => {
    const { headers } = await signedIn(t, acme);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { ...headers, host: 'nope.huddle.test' },
    });
    expect(unknown.statusCode).toBe(401);
    const closing = await createOrganization(t.db);
    const member = await signedIn(t, closing);
    await t.db.update(organizations).set({ active: false }).where(eq(organizations.id, closing.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: member.headers })).statusCode).toBe(
      401,
    );
  });

  it('answers logout without a session with 401', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { host: acme.host } })).statusCode,
    ).toBe(401);
  });

  it('refuses a cookie-authenticated change from another origin', async () => {
    const user = await createUser(t.db, acme);
    const token = await login(t, acme, user.email);
    const cookie = `huddle_session=${token}`;
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { host: acme.host, cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { host: acme.host, cookie, origin: `http://${acme.host}` },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('sign-up and verification', () => {
  it('creates an unverified account, mails a link that verifies it once, then signs in', async () => {
    const email = 'new.person@acme.test';
    const response = await post('/api/users', signUpBody(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    const before = await post('/api/users/login', {
      user: { email, organization_id: acme.id, password: 'Str0ng!pass' },
    });
    expect(before.json().code).toBe('unverified');

    const mail = await lastMail(t.db, email);
    const token = linkFrom(mail!.text, /\/login\?confirmation_token=([\w-]+)/);
    expect(mail!.text).toContain(`http://${acme.host}/login?confirmation_token=`);
    const verified = await post('/api/users/verified', { confirmation_token: token, password: 'Str0ng!pass' });
    expect(verified.statusCode).toBe(200);
    const again = await post('/api/users/verified', { confirmation_token: token, password: 'Str0ng!pass' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(AUTH_MESSAGES.accountNotVerified);
    const after = await post('/api/users/login', {
      user: { email, organization_id: acme.id, password: 'Str0ng!pass' },
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers the spec messages for a taken email, a mismatch, a weak password, a bad email and a foreign domain', async () => {
    const existing = await createUser(t.db, acme);
    const taken = await post('/api/users', signUpBody(existing.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(AUTH_MESSAGES.emailInUse);

    const mismatch = await post('/api/users', signUpBody('m@acme.test', { password_confirmation: 'Other1!xx' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([AUTH_MESSAGES.passwordConfirmationMismatch]);

    const weak = await post(
      '/api/users',
      signUpBody('w@acme.test', { password: 'weakpass', password_confirmation: 'weakpass' }),
    );
    expect(weak.json().errors.password).toEqual([PASSWORD_RULES_MESSAGE]);

    const badEmail = await post('/api/users', signUpBody('not-an-email'));
    expect(badEmail.json().errors.email).toEqual(['You must enter a valid email address']);

    const foreign = await post('/api/users', signUpBody('someone@elsewhere.test'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.email).toEqual([AUTH_MESSAGES.emailDomainNotAllowed]);
  });

  it('refuses a sign-up with missing fields, or naming another organization on this host', async () => {
    const missing = await post('/api/users', { organization_id: acme.id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password']),
    );
    const foreign = await post('/api/users', signUpBody('x@acme.test', { organization_id: globex.id }));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().error).toBe(AUTH_MESSAGES.unauthorizedAccess);
  });

  it('checks the temporary onboarding credentials at /api/admins/login', async () => {
    const otherOrg = await post('/api/admins/login', {
      user: { organization_id: globex.id, username: 'acme', password: 'welcome-acme' },
    });
    expect(otherOrg.statusCode).toBe(401);
    const wrong = await post('/api/admins/login', {
      user: { organization_id: acme.id, username: 'acme', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await post('/api/admins/login', {
      user: { organization_id: acme.id, username: 'ACME', password: 'welcome-acme' },
    });
    expect(ok.json()).toEqual({ token: 'welcome-acme', organization_id: acme.id });
    expect(ok.headers['set-cookie']).toBeUndefined();
  });

  it('lets an admin sign up once with the onboarding code, signed in at once', async () => {
    const bad = await post('/api/admins', signUpBody('boss@acme.test', { onboard_code: 'nope' }));
    expect(bad.statusCode).toBe(422);
    const ok = await post('/api/admins', signUpBody('boss@acme.test', { onboard_code: 'welcome-acme' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user).toMatchObject({ is_admin: true, permission_level: 'admin' });
    expect(ok.json().token).toEqual(expect.any(String));
    const reuse = await post('/api/admins', signUpBody('boss2@acme.test', { onboard_code: 'welcome-acme' }));
    expect(reuse.statusCode).toBe(422);
  });

  it('resends verification with a neutral answer and a new link', async () => {
    const user = await createUser(t.db, acme, { confirmedAt: null });
    const r = await post('/api/users/resend_verification', { email: user.email });
    expect(r.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    expect((await lastMail(t.db, user.email))?.kind).toBe('verify_email');
    const unknown = await post('/api/users/resend_verification', { email: 'nobody@acme.test' });
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
  });
});

describe('password reset and change', () => {
  it('answers neutrally, mails a single-use link, and ends old sessions', async () => {
    const unknown = await post('/api/users/reset_password', { email: 'nobody@acme.test' });
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.resetNeutral });
    expect(await lastMail(t.db, 'nobody@acme.test')).toBeNull();

    const { user, headers } = await signedIn(t, acme);
    const known = await post('/api/users/reset_password', { email: user.email });
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetNeutral });
    const token = linkFrom((await lastMail(t.db, user.email))!.text, /\/change-password\?token=([\w-]+)/);

    const mismatch = await post('/api/users/change_password', {
      token,
      password: 'N3w!passw',
      password_confirmation: 'x',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([AUTH_MESSAGES.passwordConfirmationMismatch]);
    const changed = await post('/api/users/change_password', {
      token,
      password: 'N3w!passw',
      password_confirmation: 'N3w!passw',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(401);
    await expect(login(t, acme, user.email, 'N3w!passw')).resolves.toEqual(expect.any(String));
    const reused = await post('/api/users/change_password', {
      token,
      password: 'N3w!passw2',
      password_confirmation: 'N3w!passw2',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(t.db, acme);
    await post('/api/users/reset_password', { email: user.email });
    const token = linkFrom((await lastMail(t.db, user.email))!.text, /token=([\w-]+)/);
    t.clock.advance(3 * 3600_000);
    const late = await post('/api/users/change_password', {
      token,
      password: 'N3w!passw',
      password_confirmation: 'N3w!passw',
    });
    t.clock.advance(-3 * 3600_000);
    expect(late.statusCode).toBe(422);
  });

  it('updates the password with the current one and keeps only this session', async () => {
    const { user, headers } = await signedIn(t, acme);
    const other = await login(t, acme, user.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_pass',
      headers,
      payload: { current_password: 'bad', password: 'N3w!passw', password_confirmation: 'N3w!passw' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([AUTH_MESSAGES.currentPasswordIncorrect]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_pass',
      headers,
      payload: { current_password: PASSWORD, password: 'N3w!passw', password_confirmation: 'N3w!passw' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(200);
    const otherHeaders = { host: acme.host, authorization: `Bearer ${other}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: otherHeaders })).statusCode).toBe(
      401,
    );
  });
});

describe('one-time-password second factor', () => {
  async function mfaUser() {
    const { user, headers } = await signedIn(t, acme);
    const on = await t.app.inject({ method: 'POST', url: '/api/users/update_2fa', headers, payload: { enable: true } });
    expect(on.json().user.mfa_required).toBe(true);
    const first = await post('/api/users/login', {
      user: { email: user.email, organization_id: acme.id, password: PASSWORD },
    });
    expect(first.json()).toEqual({ mfa_required: true, user_id: user.id });
    const code = linkFrom((await lastMail(t.db, user.email))!.text, /: (\d{6})/);
    return { user, code };
  }

  it('signs in with the mailed code once; a wrong or reused code is refused', async () => {
    const { user, code } = await mfaUser();
    const wrong = await post('/api/users/mfa_login', {
      user_id: user.id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidOtp);
    const ok = await post('/api/users/mfa_login', { user_id: user.id, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const reused = await post('/api/users/mfa_login', { user_id: user.id, code });
    expect(reused.statusCode).toBe(401);
  });

  it('gives up on a code after five wrong tries, even when the right one follows', async () => {
    const { user, code } = await mfaUser();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/users/mfa_login', { user_id: user.id, code: wrong })).statusCode).toBe(401);
    }
    // The account is now locked for a minute (throttle.ts); afterwards the code itself stays spent.
    expect((await post('/api/users/mfa_login', { user_id: user.id, code })).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await post('/api/users/mfa_login', { user_id: user.id, code })).statusCode).toBe(401);
    t.clock.advance(-61_000);
  });

  it('refuses the code of a user deactivated after the password step', async () => {
    const { user, code } = await mfaUser();
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await post('/api/users/mfa_login', { user_id: user.id, code })).statusCode).toBe(401);
  });

  it('refuses an expired code and a code for another organization host', async () => {
    const { user, code } = await mfaUser();
    const foreign = await post('/api/users/mfa_login', { user_id: user.id, code }, { host: globex.host });
    expect(foreign.statusCode).toBe(401);
    t.clock.advance(11 * 60_000);
    const late = await post('/api/users/mfa_login', { user_id: user.id, code });
    t.clock.advance(-11 * 60_000);
    expect(late.statusCode).toBe(401);
  });
});
