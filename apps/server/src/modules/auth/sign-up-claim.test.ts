import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  createOrganization,
  createUser,
  freshIp,
  lastMail,
  linkFrom,
  type TestOrganization,
} from '../../../test/factories.ts';

let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  acme = await createOrganization(t.db, { subdomain: 'claim' });
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: acme.host }, remoteAddress: freshIp() });

const signUp = (email: string, password: string, first = 'Mallory', last = 'Evil') =>
  post('/api/users', {
    first_name: first,
    last_name: last,
    email,
    organization_id: acme.id,
    password,
    password_confirmation: password,
  });
const loginStatus = async (email: string, password: string) =>
  (await post('/api/users/login', { user: { email, organization_id: acme.id, password } })).statusCode;
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const verify = (confirmation_token: string, password: string) =>
  post('/api/users/verified', { confirmation_token, password });
const verificationToken = async (email: string) =>
  linkFrom((await lastMail(t.db, email))!.text, /confirmation_token=([\w-]+)/);

describe('sign-up over an existing unconfirmed row (no pre-hijacking)', () => {
  it("leaves an imported employee's password, name and role alone; only the link used applies credentials", async () => {
    const imported = await createUser(t.db, acme, {
      email: 'dana@claim.test',
      firstName: 'Dana',
      lastName: 'Real',
      role: 'organizer',
      passwordHash: null,
      confirmedAt: null,
    });
    const attack = await signUp(imported.email, 'Attack3r!pass');
    expect(attack.statusCode).toBe(201);
    expect(attack.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    const attackerLink = await verificationToken(imported.email);

    const after = await rowOf(imported.id);
    expect(after).toMatchObject({ firstName: 'Dana', lastName: 'Real', role: 'organizer', passwordHash: null });
    expect(after.confirmedAt).toBeNull();
    expect(await loginStatus(imported.email, 'Attack3r!pass')).toBe(401);

    // The owner signs up too: the first pending sign-up does not stop theirs, and theirs wins when its link is used.
    await signUp(imported.email, 'Own3r!secret', 'Dana', 'Owner');
    const ownerLink = await verificationToken(imported.email);
    expect(ownerLink).not.toBe(attackerLink);
    expect((await verify(ownerLink, 'Own3r!secret')).statusCode).toBe(200);
    expect((await verify(attackerLink, 'Attack3r!pass')).statusCode).toBe(422);

    expect(await loginStatus(imported.email, 'Attack3r!pass')).toBe(401);
    expect(await loginStatus(imported.email, 'Own3r!secret')).toBe(200);
    expect(await rowOf(imported.id)).toMatchObject({ lastName: 'Owner', role: 'organizer', status: 'active' });
  });

  it("does not apply a stranger's credentials when the owner (or a mail scanner) opens the stranger's link", async () => {
    const imported = await createUser(t.db, acme, {
      email: 'ceo@claim.test',
      role: 'admin',
      passwordHash: null,
      confirmedAt: null,
    });
    await signUp(imported.email, 'Attack3r!pass');
    const attackerLink = await verificationToken(imported.email);
    // The owner has the link but not the attacker's password: nothing changes, the spec's refusal answers.
    for (const password of ['', 'Own3r!secret']) {
      const r = await verify(attackerLink, password);
      expect(r.statusCode).toBe(422);
      if (password) {
        expect(r.json()).toMatchObject({
          error: AUTH_MESSAGES.accountNotVerified,
          errors: { password: [AUTH_MESSAGES.verifyPasswordIncorrect] },
        });
      }
    }
    const row = await rowOf(imported.id);
    expect(row).toMatchObject({ passwordHash: null, confirmedAt: null, role: 'admin' });
    expect(await loginStatus(imported.email, 'Attack3r!pass')).toBe(401);
  });

  it('ends a verification link after five wrong passwords', async () => {
    const email = 'guess@claim.test';
    await signUp(email, 'Own3r!secret');
    const link = await verificationToken(email);
    for (let i = 0; i < 5; i += 1) expect((await verify(link, `Wrong${i}!pass`)).statusCode).toBe(422);
    expect((await verify(link, 'Own3r!secret')).json().error).toBe(AUTH_MESSAGES.accountNotVerified);
    expect(await loginStatus(email, 'Own3r!secret')).toBe(403);
  });

  it('keeps the first sign-up of a new address when a second one comes before verification', async () => {
    const email = 'fresh@claim.test';
    expect((await signUp(email, 'Own3r!secret', 'Fay', 'First')).statusCode).toBe(201);
    const ownerLink = await verificationToken(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await signUp(email, 'Attack3r!pass')).statusCode).toBe(201);
    const attackerLink = await verificationToken(email);
    expect(await rowOf(row!.id)).toMatchObject({ firstName: 'Fay', passwordHash: row!.passwordHash });
    // The attacker's own link with the attacker's password does verify: but the link went to the owner's mailbox.
    expect((await verify(ownerLink, 'Attack3r!pass')).statusCode).toBe(422);
    expect((await verify(ownerLink, 'Own3r!secret')).statusCode).toBe(200);
    expect((await verify(attackerLink, 'Attack3r!pass')).statusCode).toBe(422);
    expect(await loginStatus(email, 'Attack3r!pass')).toBe(401);
    expect(await loginStatus(email, 'Own3r!secret')).toBe(200);
  });
});

describe('an old verification link after the account was proven another way', () => {
  it('changes nothing once the owner has reset the password', async () => {
    const imported = await createUser(t.db, acme, { email: 'reset@claim.test', passwordHash: null, confirmedAt: null });
    await signUp(imported.email, 'Attack3r!pass');
    const attackerLink = await verificationToken(imported.email);

    await post('/api/users/reset_password', { email: imported.email, organization_id: acme.id });
    const reset = linkFrom((await lastMail(t.db, imported.email))!.text, /token=([\w-]+)/);
    const changed = await post('/api/users/change_password', {
      token: reset,
      password: 'Own3r!secret',
      password_confirmation: 'Own3r!secret',
    });
    expect(changed.statusCode).toBe(200);

    expect((await verify(attackerLink, 'Attack3r!pass')).statusCode).toBe(422);
    expect(await loginStatus(imported.email, 'Attack3r!pass')).toBe(401);
    expect(await loginStatus(imported.email, 'Own3r!secret')).toBe(200);
  });

  it('changes nothing on a row confirmed since, even with a link that survived', async () => {
    const row = await createUser(t.db, acme, { email: 'late@claim.test', passwordHash: null, confirmedAt: null });
    await signUp(row.email, 'Attack3r!pass');
    const attackerLink = await verificationToken(row.email);
    // Confirmed by some other path that leaves the token behind (e.g. an admin fix in the database).
    await t.db.update(users).set({ confirmedAt: t.clock.now() }).where(eq(users.id, row.id));
    expect((await verify(attackerLink, 'Attack3r!pass')).statusCode).toBe(422);
    expect((await rowOf(row.id)).passwordHash).toBeNull();
  });

  it('never reactivates a deactivated user', async () => {
    const email = 'gone@claim.test';
    await signUp(email, 'Own3r!secret');
    const link = await verificationToken(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, row!.id));
    expect((await verify(link, 'Own3r!secret')).statusCode).toBe(422);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'deactivated', confirmedAt: null });
  });
});
