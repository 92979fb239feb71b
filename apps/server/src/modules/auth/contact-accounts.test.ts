import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { freshIp, lastMail, linkFrom, signedIn, type TestOrganization } from '../../../test/factories.ts';

import { twoTenants, type Session } from '../../../test/tenants.ts';
import { sendFormAs } from '../../../test/call.ts';

/**
 * Issue 31, ADR 7: a contact row is not an account. Only sign-up with one of the organization's email domains, an
 * admin's invitation or an admin's employee upload leads to one; an organizer's contact with any address does not.
 */
let t: TestApp;
let acme: TestOrganization;
let admin: Session;
let organizer: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: acme.host }, remoteAddress: freshIp() });
const contact = (s: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: s.headers, payload });
const resetFor = (email: string) => post('/api/users/reset_password', { email });
const signUp = (email: string) =>
  post('/api/users', {
    first_name: 'Eve',
    last_name: 'Outside',
    email,
    organization_id: acme.id,
    password: 'Str0ng!pass',
    password_confirmation: 'Str0ng!pass',
  });

describe('a contact of an outside address', () => {
  it('gets no reset link, so it never signs in', async () => {
    const email = 'eve@outside.example';
    expect((await contact(organizer, '/api/employees', { email, first_name: 'Eve', last_name: 'O' })).statusCode).toBe(
      201,
    );
    const reset = await resetFor(email);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AUTH_MESSAGES.resetNeutral);
    expect(await lastMail(t.db, email)).toBeNull();
  });

  it('cannot sign up either: the domain rule holds as for an unknown address', async () => {
    const email = 'mal@outside.example';
    const uploaded = await contact(organizer, '/api/employees/upload', {
      employees: [{ email, first_name: 'Mal', last_name: 'O' }],
    });
    expect(uploaded.statusCode).toBeLessThan(300);
    const r = await signUp(email);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.email).toEqual([AUTH_MESSAGES.emailDomainNotAllowed]);
    expect(await lastMail(t.db, email)).toBeNull();
    expect((await resetFor(email)).statusCode).toBe(200);
    expect(await lastMail(t.db, email)).toBeNull();
  });
});

describe('what still makes an account', () => {
  it("a contact in the organization's domain signs up", async () => {
    const email = 'colleague@acme.test';
    await contact(organizer, '/api/employees', { email, first_name: 'Col', last_name: 'League' });
    const r = await signUp(email);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
  });

  it("an admin's employee upload: the person resets a password and signs in", async () => {
    const email = 'partner@outside.example';
    await contact(organizer, '/api/employees', { email, first_name: 'Par', last_name: 'Tner' });
    const upload = await sendFormAs(
      t,
      admin,
      'POST',
      '/api/organizations/upload_employees',
      { dry_run: 'false' },
      {
        field: 'file',
        name: 'e.csv',
        data: Buffer.from(`First Name,Last Name,Email\nPar,Tner,${email}\n`),
        type: 'text/csv',
      },
    );
    expect(upload.statusCode).toBe(200);
    await resetFor(email);
    const token = linkFrom((await lastMail(t.db, email))!.text, /\/change-password\?token=([\w-]+)/);
    const changed = await post('/api/users/change_password', {
      token,
      password: 'N3w!password',
      password_confirmation: 'N3w!password',
    });
    expect(changed.statusCode).toBe(200);
    const login = await post('/api/users/login', {
      user: { email, organization_id: acme.id, password: 'N3w!password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a real account keeps the 409 on sign-up', async () => {
    const taken = await signedIn(t, acme, { email: 'taken@acme.test' });
    const r = await signUp(taken.user.email);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(AUTH_MESSAGES.emailInUse);
  });
});
