import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { authThrottles } from '../../db/schema/users.ts';
import { addMinutes } from '../../lib/clock.ts';
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

let t: TestApp;
let acme: TestOrganization;
let other: TestOrganization;
const OFFICE_CEILING = 20;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: String(OFFICE_CEILING) } });
  acme = await createOrganization(t.db, { subdomain: 'throttle', onboardCode: 'welcome-throttle' });
  other = await createOrganization(t.db, { subdomain: 'throttle-other' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: acme.host }, remoteAddress: ip });
const login = (email: string, password: string, ip?: string) =>
  post('/api/users/login', { user: { email, organization_id: acme.id, password } }, ip);
const minutes = (n: number) => t.clock.advance(n * 60_000 + 1000);

describe('per-account lock-out', () => {
  it('locks an account after five failures from any addresses, and a success clears the count', async () => {
    const user = await createUser(t.db, acme);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong1!pass')).statusCode).toBe(401);
    const locked = await login(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests, code: 'rate_limited' });

    minutes(1);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong1!pass')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts simultaneous wrong passwords before checking them, so a burst cannot pass the lock-out', async () => {
    const user = await createUser(t.db, acme);
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(user.email, 'Wrong1!pass')));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
    minutes(1);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the lock with each further failure', async () => {
    const user = await createUser(t.db, acme);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong1!pass');
    minutes(1);
    expect((await login(user.email, 'Wrong1!pass')).statusCode).toBe(401);
    minutes(1);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(429);
    minutes(1);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and other people keep signing in', async () => {
    const colleague = await createUser(t.db, acme);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login('nobody@throttle.test', 'Wrong1!pass'));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers[5]!.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests, code: 'rate_limited' });
    expect((await login(colleague.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks the onboarding code of an organization after five wrong codes, on both onboarding routes', async () => {
    const body = (password: string) => ({
      user: { organization_id: acme.id, username: 'throttle', password },
    });
    for (let i = 0; i < 5; i++) expect((await post('/api/admins/login', body('guess'))).statusCode).toBe(401);
    expect((await post('/api/admins/login', body('welcome-throttle'))).statusCode).toBe(429);
    const signUp = await post('/api/admins', {
      first_name: 'Bo',
      last_name: 'Ss',
      email: 'boss@throttle.test',
      organization_id: acme.id,
      onboard_code: 'welcome-throttle',
      password: 'Str0ng!pass',
      password_confirmation: 'Str0ng!pass',
    });
    expect(signUp.statusCode).toBe(429);
    minutes(1);
    expect((await post('/api/admins/login', body('welcome-throttle'))).statusCode).toBe(200);
  });

  it('limits reset requests per address asked about, known or not', async () => {
    const user = await createUser(t.db, acme);
    for (const email of [user.email, 'ghost@throttle.test']) {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await post('/api/users/reset_password', { email, organization_id: acme.id })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

describe('longer locks, resets and old keys', () => {
  it('says how long a longer lock lasts', async () => {
    const user = await createUser(t.db, acme);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong1!pass');
    expect((await login(user.email, PASSWORD)).json()).toEqual({
      error: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
    minutes(1);
    for (let i = 0; i < 3; i++) {
      await login(user.email, 'Wrong1!pass');
      minutes(2 ** (i + 1));
    }
    await login(user.email, 'Wrong1!pass');
    const locked = await login(user.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequestsFor(16), code: 'rate_limited' });
    expect(locked.json().error).toBe('Too many attempts. Please wait 16 minutes and try again.');
  });

  it('a completed reset clears the reset count and the sign-in lock, and sends a notice', async () => {
    const user = await createUser(t.db, acme);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong1!pass');
    for (let i = 0; i < 4; i++)
      await post('/api/users/reset_password', { email: user.email, organization_id: acme.id });
    const reset = linkFrom((await lastMail(t.db, user.email))!.text, /change-password\?token=([\w-]+)/);
    const body = { token: reset, password: 'N3w!secret', password_confirmation: 'N3w!secret' };
    expect((await post('/api/users/change_password', body)).statusCode).toBe(200);
    const notice = await lastMail(t.db, user.email);
    expect(notice).toMatchObject({ kind: 'security_notice' });
    expect(notice!.text).toContain('password of your account was reset');

    expect((await login(user.email, 'N3w!secret')).statusCode).toBe(200);
    const again = [];
    for (let i = 0; i < 5; i++) {
      again.push((await post('/api/users/reset_password', { email: user.email, organization_id: acme.id })).statusCode);
    }
    expect(again).toEqual([200, 200, 200, 200, 200]);
  });

  it('forgets keys quiet for a day once their lock is over', async () => {
    const user = await createUser(t.db, acme);
    const old = addMinutes(t.clock.now(), -25 * 60);
    await t.db.insert(authThrottles).values([
      { key: 'login:0:forgotten@throttle.test', failures: 3, updatedAt: old },
      {
        key: 'login:0:still-locked@throttle.test',
        failures: 9,
        updatedAt: old,
        lockedUntil: addMinutes(t.clock.now(), 5),
      },
    ]);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    const keys = (await t.db.select().from(authThrottles)).map((r) => r.key);
    expect(keys).not.toContain('login:0:forgotten@throttle.test');
    expect(keys).toContain('login:0:still-locked@throttle.test');
  });
});

describe('the second factor', () => {
  const mfaLogin = (userId: number, code: string, host = acme.host) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/mfa_login',
      payload: { user_id: userId, code },
      headers: { host },
      remoteAddress: freshIp(),
    });

  it("cannot be locked by id from another organization's host or while no code is outstanding", async () => {
    const victim = await createUser(t.db, acme, { mfaRequired: true });
    for (let i = 0; i < 6; i++) {
      const foreign = await mfaLogin(victim.id, '123456', other.host);
      expect(foreign.statusCode).toBe(401);
      expect(foreign.json()).toEqual({ error: AUTH_MESSAGES.invalidOtp, code: 'unauthorized' });
      expect((await mfaLogin(victim.id, '123456')).statusCode).toBe(401);
    }
    const step = await login(victim.email, PASSWORD);
    expect(step.json()).toMatchObject({ mfa_required: true });
    const mail = await lastMail(t.db, victim.email);
    const code = /: (\d{6})/.exec(mail!.text)![1]!;
    expect((await mfaLogin(victim.id, code)).statusCode).toBe(200);
  });
});

describe('verification mails', () => {
  it('are limited per address, across sign-ups and resends', async () => {
    const email = 'flood@throttle.test';
    const signUp = () =>
      post('/api/users', {
        first_name: 'Flo',
        last_name: 'Od',
        email,
        organization_id: acme.id,
        password: 'Str0ng!pass',
        password_confirmation: 'Str0ng!pass',
      });
    const resend = () => post('/api/users/resend_verification', { email, organization_id: acme.id });
    const statuses = [(await signUp()).statusCode, (await signUp()).statusCode];
    for (let i = 0; i < 3; i++) statuses.push((await resend()).statusCode);
    const refused = await resend();
    expect(statuses).toEqual([201, 201, 200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect((await signUp()).statusCode).toBe(429);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(5);
  });
});

describe('per-address ceiling', () => {
  it('lets a whole office sign in from one address up to the configured ceiling', async () => {
    const office = '198.51.100.7';
    const people = await Promise.all(Array.from({ length: OFFICE_CEILING }, () => createUser(t.db, acme)));
    for (const person of people) expect((await login(person.email, PASSWORD, office)).statusCode).toBe(200);
    const over = await login(people[0]!.email, PASSWORD, office);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests, code: 'rate_limited' });
  });
});
