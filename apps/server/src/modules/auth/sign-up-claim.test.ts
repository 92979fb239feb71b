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
    expect((await post('/api/users/verified', { confirmation_token: ownerLink })).statusCode).toBe(200);
    expect((await post('/api/users/verified', { confirmation_token: attackerLink })).statusCode).toBe(422);

    expect(await loginStatus(imported.email, 'Attack3r!pass')).toBe(401);
    expect(await loginStatus(imported.email, 'Own3r!secret')).toBe(200);
    expect(await rowOf(imported.id)).toMatchObject({ lastName: 'Owner', role: 'organizer', status: 'active' });
  });

  it('keeps the first sign-up of a new address when a second one comes before verification', async () => {
    const email = 'fresh@claim.test';
    expect((await signUp(email, 'Own3r!secret', 'Fay', 'First')).statusCode).toBe(201);
    const ownerLink = await verificationToken(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await signUp(email, 'Attack3r!pass')).statusCode).toBe(201);
    expect(await rowOf(row!.id)).toMatchObject({ firstName: 'Fay', passwordHash: row!.passwordHash });

    expect((await post('/api/users/verified', { confirmation_token: ownerLink })).statusCode).toBe(200);
    expect(await loginStatus(email, 'Attack3r!pass')).toBe(401);
    expect(await loginStatus(email, 'Own3r!secret')).toBe(200);
  });
});
