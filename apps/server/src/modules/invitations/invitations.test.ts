import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationMappings } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, freshIp, linkFrom, type TestOrganization } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let acme: TestOrganization;
let admin: Session;
let organizer: Session;
let globexAdmin: Session;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ smtpUrl: smtp.url, workers: true });
  ({ acme, admin, organizer, globexAdmin } = await twoTenants(t, {
    acme: { displayName: 'Acme Inc.' },
    admin: { firstName: 'Ada', lastName: 'Admin' },
  }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (email: string, name: string, role = 'user', headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitation_mappings',
    headers,
    payload: { invitation_mapping: { invited_user_email: email, invited_user_name: name, role_proposed: role } },
  });

const signUp = (email: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: acme.host },
    remoteAddress: freshIp(),
    payload: {
      first_name: 'Olivia',
      last_name: 'Outsider',
      email,
      organization_id: acme.id,
      password: 'Password1!',
      password_confirmation: 'Password1!',
      ...(token && { invitation_token: token }),
    },
  });

const sentTo = (address: string) => (m: { to?: unknown }) => JSON.stringify(m.to ?? '').includes(address);
const signUpLink = /(http:\/\/acme\.huddle\.test\/sign-up\?[^\s"<]+)/;

describe('inviting users', () => {
  it('mails a sign-up link that creates a verified account with the proposed role', async () => {
    // An address outside the organization's email domains: the invitation is what lets them in.
    const r = await invite('Olivia@Partner.test', 'Olivia Outsider', 'organizer');
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('Olivia Outsider invited via email!');
    expect(r.json().invitation_mapping).toMatchObject({
      invited_user_email: 'olivia@partner.test',
      invited_user_name: 'Olivia Outsider',
      role_proposed: 'organizer',
      organization_id: acme.id,
    });

    const mail = await smtp.waitFor(sentTo('olivia@partner.test'));
    expect(mail.subject).toBe('Ada Admin invited you to Acme Inc. on Huddle');
    const url = new URL(linkFrom(mail.text ?? '', signUpLink).replace(/&amp;/g, '&'));
    expect(url.searchParams.get('email')).toBe('olivia@partner.test');
    expect(url.searchParams.get('name')).toBe('Olivia Outsider');
    const token = url.searchParams.get('invitation')!;

    const pending = await t.app.inject({ method: 'GET', url: '/api/invitation_mappings', headers: admin.headers });
    expect(pending.json().data.map((i: { invited_user_email: string }) => i.invited_user_email)).toContain(
      'olivia@partner.test',
    );

    expect((await signUp('someone.else@partner.test', token)).json().errors.invitation_token).toEqual([
      'This invitation link is invalid or has expired.',
    ]);
    const signed = await signUp('olivia@partner.test', token);
    expect(signed.statusCode).toBe(201);
    expect(signed.json().user).toMatchObject({ email: 'olivia@partner.test', permission_level: 'organizer' });
    expect(signed.headers['set-cookie']).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: { host: acme.host, authorization: `Bearer ${signed.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    // Accepted invitations leave the Invited grid, and the link cannot be used twice.
    const after = await t.app.inject({ method: 'GET', url: '/api/invitation_mappings', headers: admin.headers });
    expect(after.json().data.map((i: { invited_user_email: string }) => i.invited_user_email)).not.toContain(
      'olivia@partner.test',
    );
    expect((await signUp('olivia@partner.test', token)).statusCode).toBe(409);
  });

  it('answers 400 with the spec’s message for someone who already has an account', async () => {
    const existing = await createUser(t.db, acme, { email: 'grace@acme.test' });
    const r = await invite(existing.email, 'Grace');
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('Your organization already has a user with grace@acme.test as their email address');
  });

  it('validates name, email and role', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/invitation_mappings',
      headers: admin.headers,
      payload: { invitation_mapping: { invited_user_email: 'nope', invited_user_name: ' ', role_proposed: 'boss' } },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({
      invited_user_email: ['You must enter a valid email address'],
      invited_user_name: ['Name is required'],
      role_proposed: ['Role is required'],
    });
  });

  it('resends with a new link (the old one stops working) and can revoke', async () => {
    const created = (await invite('sam@acme.test', 'Sam Resend')).json().invitation_mapping;
    const first = await smtp.waitFor(sentTo('sam@acme.test'));
    const oldToken = new URL(linkFrom(first.text ?? '', signUpLink)).searchParams.get('invitation')!;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/invitation_mappings/${created.id}/resend`,
      headers: admin.headers,
    });
    expect(r.json().message).toBe('Another invite has been emailed to Sam Resend!');
    await expect.poll(() => smtp.messages.filter(sentTo('sam@acme.test')).length, { timeout: 15_000 }).toBe(2);
    expect((await signUp('sam@acme.test', oldToken)).json().errors.invitation_token).toBeDefined();

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/invitation_mappings/${created.id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(204);
    // Answered once committed (issue 13 fuzzing): the invitation is gone when the 204 arrives.
    expect(await t.db.select().from(invitationMappings).where(eq(invitationMappings.id, created.id))).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/invitation_mappings/${created.id}/resend`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('expires links after 14 days', async () => {
    const created = (await invite('late@acme.test', 'Late Comer')).json().invitation_mapping;
    const mail = await smtp.waitFor(sentTo('late@acme.test'));
    const token = new URL(linkFrom(mail.text ?? '', signUpLink)).searchParams.get('invitation')!;
    t.clock.advance(15 * 24 * 3600 * 1000);
    const r = await signUp('late@acme.test', token);
    // Back to now: the admin's session would otherwise have idled out (SESSION_IDLE_DAYS) for the next tests.
    t.clock.advance(-15 * 24 * 3600 * 1000);
    expect(r.statusCode).toBe(422);
    expect(created.id).toBeGreaterThan(0);
  });

  it('is for admins of the organization only', async () => {
    expect((await invite('x@acme.test', 'X', 'user', organizer.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invitation_mappings', headers: organizer.headers })).statusCode,
    ).toBe(403);
    const foreign = (await invite('y@acme.test', 'Y')).json().invitation_mapping;
    for (const [method, url] of [
      ['POST', `/api/invitation_mappings/${foreign.id}/resend`],
      ['DELETE', `/api/invitation_mappings/${foreign.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: globexAdmin.headers })).statusCode).toBe(404);
    }
  });
});

describe('claiming an invited address', () => {
  it('a sign-up without the link neither accepts the invitation nor blocks the real invitee', async () => {
    await invite('target@acme.test', 'Tara Target', 'admin');
    const mail = await smtp.waitFor(sentTo('target@acme.test'));
    const token = new URL(linkFrom(mail.text ?? '', signUpLink)).searchParams.get('invitation')!;

    // Someone else signs up first with that address (no token): unverified, the invitation stays pending.
    expect((await signUp('target@acme.test')).statusCode).toBe(201);
    const pending = await t.app.inject({ method: 'GET', url: '/api/invitation_mappings', headers: admin.headers });
    expect(pending.json().data.map((i: { invited_user_email: string }) => i.invited_user_email)).toContain(
      'target@acme.test',
    );
    // The real invitee's link still works and takes over the unconfirmed account.
    const real = await signUp('target@acme.test', token);
    expect(real.statusCode).toBe(201);
    expect(real.json().user).toMatchObject({ email: 'target@acme.test', permission_level: 'admin' });
    // Once confirmed, the address is taken.
    expect((await signUp('target@acme.test')).statusCode).toBe(409);
  });
});
