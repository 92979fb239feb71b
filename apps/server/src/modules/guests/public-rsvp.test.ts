import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';

import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createUser, login } from '../../../test/factories.ts';
import { cookiesOf, linkIn, NEEDS_PROOF, publicRsvpClient, visitor } from '../../../test/public-rsvp.ts';
import { addGuests } from '../../../test/guests.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;
let c: ReturnType<typeof publicRsvpClient>;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, user } = await twoTenants(t));
  c = publicRsvpClient(t, acme, organizer);
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

describe('public RSVP proof (ADR 10)', () => {
  it('lets the browser that answered change the answer; another browser gets a confirmation link', async () => {
    const e = await c.event();
    const first = await c.publicRsvp(visitor(e.id, 'vera@example.com'));
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === `huddle_guest_${e.id}`)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The same browser: "Change my answer" works.
    const change = await c.publicRsvp(visitor(e.id, 'vera@example.com', 'maybe_attending'), cookiesOf(first));
    expect(change.json().invitee.status).toBe('maybe_attending');

    // Another browser (no cookie, or a forged one) changes nothing and hears the neutral "needs proof".
    const other = await c.publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'));
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual(NEEDS_PROOF);
    expect(other.cookies).toHaveLength(0);
    const forged = await c.publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'), {
      [cookie.name]: cookie.value.replace(/^\d+/, (id) => String(Number(id) + 1)),
    });
    expect(forged.statusCode).toBe(202);
    expect((await c.guestOf(e.id, 'vera@example.com'))!.status).toBe('maybe_attending');

    // The address gets a link to the answer page; confirming there (a POST) records it and proves that browser.
    const [mail] = await c.mailsTo('vera@example.com');
    expect(mail).toMatchObject({ kind: 'rsvp_proof', subject: `Confirm your RSVP to ${e.name}` });
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('status')).toBe('not_attending');
    const confirmed = await c.confirmLink(link);
    expect(confirmed.statusCode).toBe(200);
    expect((await c.guestOf(e.id, 'vera@example.com'))!.status).toBe('not_attending');
    expect((await c.lookup(e.id, 'vera@example.com', cookiesOf(confirmed))).json()).toEqual({
      invitee: { status: 'not_attending' },
    });
  });

  it("ends an earlier browser's cookie once the address is proven by the mail link", async () => {
    const e = await c.event({ rsvp_pause_allowed: true });
    // Someone gives the first answer for an address that is not theirs and keeps the cookie.
    const attacker = await c.publicRsvp(visitor(e.id, 'victim@example.com', 'not_attending'));
    expect(attacker.statusCode).toBe(200);
    // The owner of the address asks, and confirms Yes through the mailed link.
    expect((await c.publicRsvp(visitor(e.id, 'victim@example.com', 'rsvp'))).statusCode).toBe(202);
    const [mail] = await c.mailsTo('victim@example.com');
    const owner = await c.confirmLink(linkIn(mail!.text));
    expect(owner.statusCode).toBe(200);
    // The old cookie no longer proves anything: no change, no look-up.
    const back = await c.publicRsvp(visitor(e.id, 'victim@example.com', 'not_attending'), cookiesOf(attacker));
    expect(back.statusCode).toBe(202);
    expect(back.json()).toEqual(NEEDS_PROOF);
    expect((await c.lookup(e.id, 'victim@example.com', cookiesOf(attacker))).statusCode).toBe(404);
    expect((await c.guestOf(e.id, 'victim@example.com'))!.status).toBe('rsvp');
    // The owner's browser (the cookie the confirmation gave) still may.
    const mine = await c.publicRsvp(visitor(e.id, 'victim@example.com', 'maybe_attending'), cookiesOf(owner));
    expect(mine.json().invitee.status).toBe('maybe_attending');
  });

  it("ends an earlier browser's cookie when the guest answers signed in", async () => {
    const e = await c.event();
    // An employee imported without an account answers by email alone, then signs up and answers in the app.
    const employee = await createUser(t.db, acme);
    const account = { passwordHash: employee.passwordHash, confirmedAt: employee.confirmedAt };
    await t.db.update(users).set({ passwordHash: null, confirmedAt: null }).where(eq(users.id, employee.id));
    const imported = employee;
    const earlier = await c.publicRsvp(visitor(e.id, imported.email, 'not_attending'));
    expect(earlier.statusCode).toBe(200);
    await t.db.update(users).set(account).where(eq(users.id, employee.id));
    const token = await login(t, acme, employee.email);
    const inApp = await t.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/rsvp`,
      headers: { host: acme.host, authorization: `Bearer ${token}` },
      payload: { status: 'rsvp' },
    });
    expect(inApp.statusCode).toBe(200);
    expect((await c.publicRsvp(visitor(e.id, imported.email, 'not_attending'), cookiesOf(earlier))).statusCode).toBe(
      202,
    );
    expect((await c.guestOf(e.id, imported.email))!.status).toBe('rsvp');
  });

  it('gives no cookie for a first answer to a guest already on the list: the mail confirms it', async () => {
    const e = await c.event();
    await addGuests(t, acme, e.id, { email: 'listed@example.com', firstName: 'Lis', status: 'invited' });
    const r = await c.publicRsvp(visitor(e.id, 'listed@example.com', 'not_attending'));
    expect([r.statusCode, r.json(), r.cookies]).toEqual([202, NEEDS_PROOF, []]);
    expect((await c.guestOf(e.id, 'listed@example.com'))!.status).toBe('invited');
    const [mail] = await c.mailsTo('listed@example.com');
    expect(mail!.text).toContain('Hi Lis,');
    expect((await c.confirmLink(linkIn(mail!.text))).statusCode).toBe(200);
    expect((await c.guestOf(e.id, 'listed@example.com'))!.status).toBe('not_attending');
  });

  it('answers 202 only once the confirmation mail is committed (issue 13 fuzzing)', async () => {
    // PostgreSQL shows it: PGlite runs one statement at a time, so the mail is always there first.
    const e = await c.event();
    for (const email of ['late1@example.com', 'late2@example.com', 'late3@example.com']) {
      await addGuests(t, acme, e.id, { email, status: 'invited' });
      expect((await c.publicRsvp(visitor(e.id, email))).statusCode).toBe(202);
      expect(await c.mailsTo(email)).toHaveLength(1);
    }
  });

  it('gives the cookie of a new address to one browser only, when two answer at once', async () => {
    const e = await c.event();
    const answers = await Promise.all(
      ['rsvp', 'not_attending', 'maybe_attending'].map((status, i) =>
        c.publicRsvp(visitor(e.id, 'race@example.com', status), {}, acme.host, `10.9.0.${i + 1}`),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 202, 202]);
    expect(answers.filter((r) => r.cookies.length > 0)).toHaveLength(1);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect((await c.guestOf(e.id, 'race@example.com'))!.status).toBe(winner.json().invitee.status);
  });

  it('answers an account and a guest on the list of an open event alike, and mails each its way', async () => {
    const e = await c.event();
    await c.publicRsvp(visitor(e.id, 'answered@example.com'));
    const account = await c.publicRsvp(visitor(e.id, user.user.email));
    const guest = await c.publicRsvp(visitor(e.id, 'answered@example.com', 'not_attending'));
    expect([account.statusCode, account.body, account.cookies]).toEqual([guest.statusCode, guest.body, guest.cookies]);
    expect(account.json()).toEqual(NEEDS_PROOF);
    expect(await c.guestOf(e.id, user.user.email)).toBeUndefined();
    const [signIn] = await c.mailsTo(user.user.email);
    expect(signIn!.text).toContain('sign in to RSVP');
    expect(signIn!.text).toContain(`/event/${e.id}/view`);
    const [confirm] = await c.mailsTo('answered@example.com');
    expect(confirm!.text).toContain('/rsvp/answer?token=');
  });

  it('does not take a cookie of another event or another guest as proof', async () => {
    const [a, b] = [await c.event(), await c.event()];
    const mine = await c.publicRsvp(visitor(a.id, 'mine@example.com'));
    await c.publicRsvp(visitor(a.id, 'theirs@example.com'));
    await c.publicRsvp(visitor(b.id, 'mine@example.com'));
    expect((await c.publicRsvp(visitor(a.id, 'theirs@example.com', 'not_attending'), cookiesOf(mine))).statusCode).toBe(
      202,
    );
    // The cookie of event a, under event b's name.
    const moved = { [`huddle_guest_${b.id}`]: Object.values(cookiesOf(mine))[0]! };
    expect((await c.publicRsvp(visitor(b.id, 'mine@example.com', 'not_attending'), moved)).statusCode).toBe(202);
    expect((await c.guestOf(b.id, 'mine@example.com'))!.status).toBe('rsvp');
  });

  it('ends guest cookies when an admin rotates the link secret', async () => {
    const e = await c.event();
    const first = await c.publicRsvp(visitor(e.id, 'rotated@example.com'));
    expect((await c.lookup(e.id, 'rotated@example.com', cookiesOf(first))).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/organizations/rotate_link_secret',
      headers: admin.headers,
    });
    expect(rotated.statusCode).toBe(200);
    expect((await c.lookup(e.id, 'rotated@example.com', cookiesOf(first))).statusCode).toBe(404);
    const change = await c.publicRsvp(visitor(e.id, 'rotated@example.com', 'not_attending'), cookiesOf(first));
    expect(change.statusCode).toBe(202);
    expect((await c.guestOf(e.id, 'rotated@example.com'))!.status).toBe('rsvp');
  });

  it('tells an answer only with proof of the address', async () => {
    const e = await c.event();
    const answered = await c.publicRsvp(visitor(e.id, 'known@example.com'));
    const elsewhere = await c.lookup(e.id, 'known@example.com');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe(RSVP_MESSAGES.noRsvpForEmail);
    expect((await c.lookup(e.id, 'known@example.com', cookiesOf(answered))).json()).toEqual({
      invitee: { status: 'rsvp' },
    });
    // The proof of one address tells nothing about another.
    await c.publicRsvp(visitor(e.id, 'other@example.com'));
    expect((await c.lookup(e.id, 'other@example.com', cookiesOf(answered))).statusCode).toBe(404);
  });

  it('answers a body that is not a form with the field messages', async () => {
    const r = await c.publicRsvp([{ email: 'x@example.com' }]);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({
      event_id: [RSVP_MESSAGES.eventMissing],
      email: [RSVP_MESSAGES.emailRequired],
    });
    expect(r.body).not.toContain('Invalid input');
  });
});

describe('inactive organizations', () => {
  it('serve no public event, calendar file, RSVP, look-up or mail answer', async () => {
    const e = await c.event();
    const answered = await c.publicRsvp(visitor(e.id, 'late@example.com'));
    await t.db.update(organizations).set({ active: false }).where(eq(organizations.id, acme.id));
    try {
      for (const url of [
        `/api/events/${e.id}/public`,
        `/api/events/${e.id}/ical`,
        '/api/invitees/email_rsvp/event?token=1.1.x',
      ]) {
        const r = await t.app.inject({ method: 'GET', url, headers: { host: acme.host } });
        expect([url, r.statusCode]).toEqual([url, 404]);
        expect(r.json().code).toBe('inactive_organization');
      }
      expect((await c.publicRsvp(visitor(e.id, 'new@example.com'))).statusCode).toBe(404);
      expect((await c.lookup(e.id, 'late@example.com', cookiesOf(answered))).statusCode).toBe(404);
      const mailAnswer = await t.app.inject({
        method: 'POST',
        url: '/api/invitees/email_rsvp',
        headers: { host: acme.host },
        payload: { token: '1.1.x', status: 'rsvp' },
      });
      expect(mailAnswer.statusCode).toBe(404);
      expect(mailAnswer.json().code).toBe('inactive_organization');
      expect(await c.guestOf(e.id, 'new@example.com')).toBeUndefined();
    } finally {
      await t.db.update(organizations).set({ active: true }).where(eq(organizations.id, acme.id));
    }
  });
});

it('imported employees without an account answer once by email, then need proof like anyone', async () => {
  const e = await c.event();
  const imported = await createUser(t.db, acme, { passwordHash: null, confirmedAt: null });
  expect((await c.publicRsvp(visitor(e.id, imported.email))).statusCode).toBe(200);
  expect((await c.publicRsvp(visitor(e.id, imported.email, 'not_attending'))).statusCode).toBe(202);
  const [mail] = await c.mailsTo(imported.email);
  expect(mail!.text).toContain('/rsvp/answer?token=');
});
