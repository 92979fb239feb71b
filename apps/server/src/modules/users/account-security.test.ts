import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { invitees } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import {
  createOrganization,
  freshIp,
  lastMail,
  linkFrom,
  login,
  PASSWORD,
  signedIn,
  type TestOrganization,
} from '../../../test/factories.ts';
import { addGuests } from '../../../test/guests.ts';

let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  acme = await createOrganization(t.db, { subdomain: 'secure' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });
const current = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/users/current', headers });
const bearer = (token: string) => ({ host: acme.host, authorization: `Bearer ${token}` });
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

/** Signed in twice: the second session is the "other" one a sensitive change ends. */
async function twoSessions() {
  const me = await signedIn(t, acme);
  const other = bearer(await login(t, acme, me.user.email));
  return { ...me, other };
}

describe('changing the email', () => {
  it('needs the current password, and changes nothing without it', async () => {
    const { user, headers } = await twoSessions();
    for (const current_password of [undefined, 'Wrong1!pass']) {
      const r = await post('/api/users/update_profile', headers, {
        email: 'new.address@secure.test',
        first_name: 'Changed',
        ...(current_password && { current_password }),
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.current_password).toEqual([
        current_password ? AUTH_MESSAGES.currentPasswordIncorrect : AUTH_MESSAGES.currentPasswordRequired,
      ]);
    }
    expect((await current(headers)).json().user).toMatchObject({ email: user.email, first_name: user.firstName });
    expect(await mailsTo('new.address@secure.test')).toEqual([]);
  });

  it('stays pending until the link mailed to the new address is confirmed by a POST', async () => {
    const { user, headers, other } = await twoSessions();
    const newEmail = `moved.${user.id}@secure.test`;
    const r = await post('/api/users/update_profile', headers, { email: newEmail, current_password: PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(AUTH_MESSAGES.emailChangePending(newEmail));
    expect(r.json().user).toMatchObject({ email: user.email, pending_email: newEmail });

    const notice = await lastMail(t.db, user.email);
    expect(notice).toMatchObject({ kind: 'security_notice' });
    expect(notice!.text).toContain(newEmail);
    expect((await current(other)).statusCode).toBe(401);
    expect((await current(headers)).statusCode).toBe(200);
    // The old address still signs in; the new one does not yet.
    expect(
      (
        await post(
          '/api/users/login',
          { host: acme.host },
          { user: { email: newEmail, organization_id: acme.id, password: PASSWORD } },
        )
      ).statusCode,
    ).toBe(401);

    const confirmation = await lastMail(t.db, newEmail);
    expect(confirmation!.text).toContain(`http://${acme.host}/confirm-email?token=`);
    const token = linkFrom(confirmation!.text, /confirm-email\?token=([\w-]+)/);
    const confirmed = await post('/api/users/confirm_email', { host: acme.host }, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: AUTH_MESSAGES.emailChanged });
    expect((await current(headers)).json().user).toMatchObject({ email: newEmail, pending_email: null });
    expect(await login(t, acme, newEmail)).toEqual(expect.any(String));

    const again = await post('/api/users/confirm_email', { host: acme.host }, { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(AUTH_MESSAGES.emailChangeLinkInvalid);
  });

  it("moves the user's own guest rows to the new address and never takes over someone else's", async () => {
    const { user, headers } = await signedIn(t, acme, { role: 'admin' });
    const newEmail = `guest.${user.id}@secure.test`;
    const [mine, shared, theirs] = await Promise.all([0, 1, 2].map(() => createEvent(t, acme, headers, [user.id])));
    const guest = (eventId: number, email: string, userId: number | null) => ({
      organizationId: acme.id,
      eventId,
      email,
      userId,
      status: 'rsvp' as const,
    });
    await t.db
      .insert(invitees)
      .values([
        guest(mine!.id, user.email, user.id),
        guest(shared!.id, user.email, user.id),
        guest(shared!.id, newEmail, null),
        guest(theirs!.id, newEmail, null),
      ]);
    await post('/api/users/update_profile', headers, { email: newEmail, current_password: PASSWORD });
    const token = linkFrom((await lastMail(t.db, newEmail))!.text, /confirm-email\?token=([\w-]+)/);
    expect((await post('/api/users/confirm_email', { host: acme.host }, { token })).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.organizationId, acme.id)));
    const of = (eventId: number) => rows.filter((r) => r.eventId === eventId).map((r) => [r.email, r.userId]);
    expect(of(mine!.id)).toEqual([[newEmail, user.id]]);
    expect(of(shared!.id)).toEqual(
      expect.arrayContaining([
        [user.email, user.id],
        [newEmail, null],
      ]),
    );
    expect(of(theirs!.id)).toEqual([[newEmail, null]]);
  });
});

describe("someone else's guest row under my address", () => {
  it('does not show me their invite-only event', async () => {
    const { user: host, headers: hostHeaders } = await signedIn(t, acme, { role: 'organizer' });
    const { user: me, headers } = await signedIn(t, acme);
    const { user: them } = await signedIn(t, acme);
    const event = await createEvent(t, acme, hostHeaders, [host.id], { privacy: 'invite_only' });
    // Their row kept an address that is mine now (e.g. an old email of theirs): it is linked to them, not to me.
    await addGuests(t, acme, event!.id, { email: me.email, userId: them.id, status: 'rsvp' });
    const r = await t.app.inject({ method: 'GET', url: `/api/events/${event!.id}`, headers });
    expect(r.statusCode).toBeGreaterThanOrEqual(403);
    expect(r.statusCode).toBeLessThan(405);
  });
});

describe('a pending email change and the password', () => {
  const startChange = async (headers: Headers, newEmail: string) => {
    await post('/api/users/update_profile', headers, { email: newEmail, current_password: PASSWORD });
    return linkFrom((await lastMail(t.db, newEmail))!.text, /confirm-email\?token=([\w-]+)/);
  };
  const confirm = (token: string) => post('/api/users/confirm_email', { host: acme.host }, { token });

  it('ends when the owner resets the password from the notice', async () => {
    const { user, headers } = await signedIn(t, acme);
    const token = await startChange(headers, `evil.${user.id}@secure.test`);
    await post('/api/users/reset_password', { host: acme.host }, { email: user.email });
    const reset = linkFrom((await lastMail(t.db, user.email))!.text, /change-password\?token=([\w-]+)/);
    const body = { token: reset, password: 'Own3r!secret', password_confirmation: 'Own3r!secret' };
    expect((await post('/api/users/change_password', { host: acme.host }, body)).statusCode).toBe(200);

    const late = await confirm(token);
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe(AUTH_MESSAGES.emailChangeLinkInvalid);
    expect(await login(t, acme, user.email, 'Own3r!secret')).toEqual(expect.any(String));
  });

  it('ends when the password is changed in the profile', async () => {
    const { user, headers } = await signedIn(t, acme);
    const token = await startChange(headers, `evil2.${user.id}@secure.test`);
    const body = { current_password: PASSWORD, password: 'N3w!secret', password_confirmation: 'N3w!secret' };
    expect((await post('/api/users/update_pass', headers, body)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await current(headers)).json().user).toMatchObject({ email: user.email, pending_email: null });
  });

  it('can be cancelled from the profile: the link stops working and the email stays', async () => {
    const { user, headers } = await signedIn(t, acme);
    const token = await startChange(headers, `cancel.${user.id}@secure.test`);
    const cancelled = await post('/api/users/cancel_email_change', headers);
    expect(cancelled.json()).toEqual({ message: AUTH_MESSAGES.emailChangeCancelled });
    expect((await current(headers)).json().user).toMatchObject({ email: user.email, pending_email: null });
    expect((await confirm(token)).statusCode).toBe(422);
  });

  it('notices the old address when the change is confirmed', async () => {
    const { user, headers } = await signedIn(t, acme);
    const newEmail = `done.${user.id}@secure.test`;
    const token = await startChange(headers, newEmail);
    expect((await confirm(token)).statusCode).toBe(200);
    const notice = await lastMail(t.db, user.email);
    expect(notice).toMatchObject({ kind: 'security_notice' });
    expect(notice!.text).toContain(`changed to ${newEmail}`);
  });
});

describe('two-factor, password and sessions', () => {
  it('turns two-factor off only with the current password, with a notice, ending other sessions', async () => {
    const { user, headers, other } = await twoSessions();
    expect((await post('/api/users/update_2fa', headers, { enable: true })).json().user.mfa_required).toBe(true);
    const missing = await post('/api/users/update_2fa', headers, { enable: false });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([AUTH_MESSAGES.currentPasswordRequired]);
    const wrong = await post('/api/users/update_2fa', headers, { enable: false, current_password: 'Wrong1!pass' });
    expect(wrong.json().errors.current_password).toEqual([AUTH_MESSAGES.currentPasswordIncorrect]);
    expect((await current(headers)).json().user.mfa_required).toBe(true);
    expect((await current(other)).statusCode).toBe(200);

    const off = await post('/api/users/update_2fa', headers, { enable: false, current_password: PASSWORD });
    expect(off.json().user.mfa_required).toBe(false);
    expect((await lastMail(t.db, user.email))?.kind).toBe('security_notice');
    expect((await current(other)).statusCode).toBe(401);
  });

  it('changing the password sends a notice and ends reset links and other sessions', async () => {
    const { user, headers, other } = await twoSessions();
    await post('/api/users/reset_password', { host: acme.host }, { email: user.email });
    const reset = linkFrom((await lastMail(t.db, user.email))!.text, /change-password\?token=([\w-]+)/);
    const body = { current_password: PASSWORD, password: 'N3w!secret', password_confirmation: 'N3w!secret' };
    expect((await post('/api/users/update_pass', headers, body)).statusCode).toBe(200);
    expect((await lastMail(t.db, user.email))?.kind).toBe('security_notice');
    expect((await current(other)).statusCode).toBe(401);
    const late = await post(
      '/api/users/change_password',
      { host: acme.host },
      { token: reset, password: 'Att4ck!pass', password_confirmation: 'Att4ck!pass' },
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('locks the current-password check after five wrong guesses', async () => {
    const { headers } = await signedIn(t, acme);
    const body = (current_password: string) => ({ enable: false, current_password });
    for (let i = 0; i < 5; i++)
      expect((await post('/api/users/update_2fa', headers, body('Wrong1!pass'))).statusCode).toBe(422);
    const locked = await post('/api/users/update_2fa', headers, body(PASSWORD));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests, code: 'rate_limited' });
  });

  it('shares one failure budget with sign-in for the same password', async () => {
    const { user, headers } = await signedIn(t, acme);
    const signIn = (password: string) =>
      post(
        '/api/users/login',
        { host: acme.host },
        { user: { email: user.email, organization_id: acme.id, password } },
      );
    for (let i = 0; i < 3; i++) expect((await signIn('Wrong1!pass')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const r = await post('/api/users/update_2fa', headers, { enable: false, current_password: 'Wrong1!pass' });
      expect(r.statusCode).toBe(422);
    }
    expect((await signIn(PASSWORD)).statusCode).toBe(429);
  });

  it('signs out of all other sessions and keeps this one', async () => {
    const { headers, other } = await twoSessions();
    const r = await post('/api/users/logout_others', headers);
    expect(r.json()).toEqual({ message: AUTH_MESSAGES.otherSessionsEnded });
    expect((await current(other)).statusCode).toBe(401);
    expect((await current(headers)).statusCode).toBe(200);
  });
});
