import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { invitees } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser, login } from '../../../test/factories.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, user } = await twoTenants(t));
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

type Cookies = Record<string, string>;
const cookiesOf = (r: LightMyRequestResponse): Cookies => Object.fromEntries(r.cookies.map((c) => [c.name, c.value]));
const publicRsvp = (payload: unknown, cookies: Cookies = {}, host = acme.host, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitees/public_rsvp',
    headers: { host },
    payload: payload as object,
    cookies,
    remoteAddress,
  });
const lookup = (eventId: number, email: string, cookies: Cookies = {}, host = acme.host, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/invitees/public_lookup?event_id=${eventId}&email=${encodeURIComponent(email)}`,
    headers: { host },
    cookies,
    remoteAddress,
  });
const visitor = (eventId: number, email: string, status = 'rsvp') => ({
  event_id: eventId,
  first_name: 'Vera',
  last_name: 'Visitor',
  email,
  status,
});
const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(t, acme, organizer.headers, [organizer.user.id], overrides);
const guestOf = async (eventId: number, email: string) =>
  (
    await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, eventId), eq(invitees.email, email)))
  )[0];
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
/** The one neutral "needs proof" answer (ADR 10). */
const NEEDS_PROOF = { invitee: null, proof_required: true, message: RSVP_MESSAGES.proofRequired };
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/rsvp\/answer\?\S+/.exec(text)![0]);
const confirmLink = (link: URL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitees/email_rsvp',
    headers: { host: acme.host },
    payload: { token: link.searchParams.get('token'), status: link.searchParams.get('status') },
  });

describe('public RSVP proof (ADR 10)', () => {
  it('lets the browser that answered change the answer; another browser gets a confirmation link', async () => {
    const e = await event();
    const first = await publicRsvp(visitor(e.id, 'vera@example.com'));
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === `huddle_guest_${e.id}`)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The same browser: "Change my answer" works.
    const change = await publicRsvp(visitor(e.id, 'vera@example.com', 'maybe_attending'), cookiesOf(first));
    expect(change.json().invitee.status).toBe('maybe_attending');

    // Another browser (no cookie, or a forged one) changes nothing and hears the neutral "needs proof".
    const other = await publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'));
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual(NEEDS_PROOF);
    expect(other.cookies).toHaveLength(0);
    const forged = await publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'), {
      [cookie.name]: cookie.value.replace(/^\d+/, (id) => String(Number(id) + 1)),
    });
    expect(forged.statusCode).toBe(202);
    expect((await guestOf(e.id, 'vera@example.com'))!.status).toBe('maybe_attending');

    // The address gets a link to the answer page; confirming there (a POST) records it and proves that browser.
    const [mail] = await mailsTo('vera@example.com');
    expect(mail).toMatchObject({ kind: 'rsvp_proof', subject: `Confirm your RSVP to ${e.name}` });
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('status')).toBe('not_attending');
    const confirmed = await confirmLink(link);
    expect(confirmed.statusCode).toBe(200);
    expect((await guestOf(e.id, 'vera@example.com'))!.status).toBe('not_attending');
    expect((await lookup(e.id, 'vera@example.com', cookiesOf(confirmed))).json()).toEqual({
      invitee: { status: 'not_attending' },
    });
  });

  it("ends an earlier browser's cookie once the address is proven by the mail link", async () => {
    const e = await event({ rsvp_pause_allowed: true });
    // Someone gives the first answer for an address that is not theirs and keeps the cookie.
    const attacker = await publicRsvp(visitor(e.id, 'victim@example.com', 'not_attending'));
    expect(attacker.statusCode).toBe(200);
    // The owner of the address asks, and confirms Yes through the mailed link.
    expect((await publicRsvp(visitor(e.id, 'victim@example.com', 'rsvp'))).statusCode).toBe(202);
    const [mail] = await mailsTo('victim@example.com');
    const owner = await confirmLink(linkIn(mail!.text));
    expect(owner.statusCode).toBe(200);
    // The old cookie no longer proves anything: no change, no look-up.
    const back = await publicRsvp(visitor(e.id, 'victim@example.com', 'not_attending'), cookiesOf(attacker));
    expect(back.statusCode).toBe(202);
    expect(back.json()).toEqual(NEEDS_PROOF);
    expect((await lookup(e.id, 'victim@example.com', cookiesOf(attacker))).statusCode).toBe(404);
    expect((await guestOf(e.id, 'victim@example.com'))!.status).toBe('rsvp');
    // The owner's browser (the cookie the confirmation gave) still may.
    const mine = await publicRsvp(visitor(e.id, 'victim@example.com', 'maybe_attending'), cookiesOf(owner));
    expect(mine.json().invitee.status).toBe('maybe_attending');
  });

  it("ends an earlier browser's cookie when the guest answers signed in", async () => {
    const e = await event();
    // An employee imported without an account answers by email alone, then signs up and answers in the app.
    const employee = await createUser(t.db, acme);
    const account = { passwordHash: employee.passwordHash, confirmedAt: employee.confirmedAt };
    await t.db.update(users).set({ passwordHash: null, confirmedAt: null }).where(eq(users.id, employee.id));
    const imported = employee;
    const earlier = await publicRsvp(visitor(e.id, imported.email, 'not_attending'));
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
    expect((await publicRsvp(visitor(e.id, imported.email, 'not_attending'), cookiesOf(earlier))).statusCode).toBe(202);
    expect((await guestOf(e.id, imported.email))!.status).toBe('rsvp');
  });

  it('gives no cookie for a first answer to a guest already on the list: the mail confirms it', async () => {
    const e = await event();
    await t.db.insert(invitees).values({
      organizationId: acme.id,
      eventId: e.id,
      email: 'listed@example.com',
      firstName: 'Lis',
      status: 'invited',
    });
    const r = await publicRsvp(visitor(e.id, 'listed@example.com', 'not_attending'));
    expect([r.statusCode, r.json(), r.cookies]).toEqual([202, NEEDS_PROOF, []]);
    expect((await guestOf(e.id, 'listed@example.com'))!.status).toBe('invited');
    const [mail] = await mailsTo('listed@example.com');
    expect(mail!.text).toContain('Hi Lis,');
    expect((await confirmLink(linkIn(mail!.text))).statusCode).toBe(200);
    expect((await guestOf(e.id, 'listed@example.com'))!.status).toBe('not_attending');
  });

  it('gives the cookie of a new address to one browser only, when two answer at once', async () => {
    const e = await event();
    const answers = await Promise.all(
      ['rsvp', 'not_attending', 'maybe_attending'].map((status, i) =>
        publicRsvp(visitor(e.id, 'race@example.com', status), {}, acme.host, `10.9.0.${i + 1}`),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 202, 202]);
    expect(answers.filter((r) => r.cookies.length > 0)).toHaveLength(1);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect((await guestOf(e.id, 'race@example.com'))!.status).toBe(winner.json().invitee.status);
  });

  it('answers an account and a guest on the list of an open event alike, and mails each its way', async () => {
    const e = await event();
    await publicRsvp(visitor(e.id, 'answered@example.com'));
    const account = await publicRsvp(visitor(e.id, user.user.email));
    const guest = await publicRsvp(visitor(e.id, 'answered@example.com', 'not_attending'));
    expect([account.statusCode, account.body, account.cookies]).toEqual([guest.statusCode, guest.body, guest.cookies]);
    expect(account.json()).toEqual(NEEDS_PROOF);
    expect(await guestOf(e.id, user.user.email)).toBeUndefined();
    const [signIn] = await mailsTo(user.user.email);
    expect(signIn!.text).toContain('sign in to RSVP');
    expect(signIn!.text).toContain(`/event/${e.id}/view`);
    const [confirm] = await mailsTo('answered@example.com');
    expect(confirm!.text).toContain('/rsvp/answer?token=');
  });

  it('does not take a cookie of another event or another guest as proof', async () => {
    const [a, b] = [await event(), await event()];
    const mine = await publicRsvp(visitor(a.id, 'mine@example.com'));
    await publicRsvp(visitor(a.id, 'theirs@example.com'));
    await publicRsvp(visitor(b.id, 'mine@example.com'));
    expect((await publicRsvp(visitor(a.id, 'theirs@example.com', 'not_attending'), cookiesOf(mine))).statusCode).toBe(
      202,
    );
    // The cookie of event a, under event b's name.
    const moved = { [`huddle_guest_${b.id}`]: Object.values(cookiesOf(mine))[0]! };
    expect((await publicRsvp(visitor(b.id, 'mine@example.com', 'not_attending'), moved)).statusCode).toBe(202);
    expect((await guestOf(b.id, 'mine@example.com'))!.status).toBe('rsvp');
  });

  it('ends guest cookies when an admin rotates the link secret', async () => {
    const e = await event();
    const first = await publicRsvp(visitor(e.id, 'rotated@example.com'));
    expect((await lookup(e.id, 'rotated@example.com', cookiesOf(first))).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/organizations/rotate_link_secret',
      headers: admin.headers,
    });
    expect(rotated.statusCode).toBe(200);
    expect((await lookup(e.id, 'rotated@example.com', cookiesOf(first))).statusCode).toBe(404);
    const change = await publicRsvp(visitor(e.id, 'rotated@example.com', 'not_attending'), cookiesOf(first));
    expect(change.statusCode).toBe(202);
    expect((await guestOf(e.id, 'rotated@example.com'))!.status).toBe('rsvp');
  });

  it('tells an answer only with proof of the address', async () => {
    const e = await event();
    const answered = await publicRsvp(visitor(e.id, 'known@example.com'));
    const elsewhere = await lookup(e.id, 'known@example.com');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe(RSVP_MESSAGES.noRsvpForEmail);
    expect((await lookup(e.id, 'known@example.com', cookiesOf(answered))).json()).toEqual({
      invitee: { status: 'rsvp' },
    });
    // The proof of one address tells nothing about another.
    await publicRsvp(visitor(e.id, 'other@example.com'));
    expect((await lookup(e.id, 'other@example.com', cookiesOf(answered))).statusCode).toBe(404);
  });

  it('answers a body that is not a form with the field messages', async () => {
    const r = await publicRsvp([{ email: 'x@example.com' }]);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({
      event_id: [RSVP_MESSAGES.eventMissing],
      email: [RSVP_MESSAGES.emailRequired],
    });
    expect(r.body).not.toContain('Invalid input');
  });
});

describe('proof mails', () => {
  it('sends one mail per event and address in a window, whatever the answers tried', async () => {
    const e = await event();
    await publicRsvp(visitor(e.id, 'once@example.com'));
    for (const status of ['not_attending', 'maybe_attending', 'rsvp']) {
      expect((await publicRsvp(visitor(e.id, 'once@example.com', status))).statusCode).toBe(202);
    }
    expect(await mailsTo('once@example.com')).toHaveLength(1);
  });

  it('sends an address at most 3 proof mails an hour across events', async () => {
    const events = [await event(), await event(), await event(), await event()];
    for (const e of events) {
      const r = await publicRsvp(visitor(e.id, user.user.email));
      expect(r.json()).toEqual(NEEDS_PROOF);
    }
    expect(await mailsTo(user.user.email)).toHaveLength(3);
    t.clock.set(new Date(NOW.getTime() + 61 * 60 * 1000));
    await publicRsvp(visitor(events[3]!.id, user.user.email));
    expect(await mailsTo(user.user.email)).toHaveLength(4);
  });
});

describe('public RSVP throttles', () => {
  it('limits tries per event and address with the spec text, other addresses unaffected', async () => {
    const e = await event();
    for (let i = 0; i < 5; i++) await publicRsvp(visitor(e.id, 'eager@example.com'));
    const limited = await publicRsvp(visitor(e.id, 'eager@example.com'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests });
    expect((await publicRsvp(visitor(e.id, 'calm@example.com'))).statusCode).toBe(200);
    // The window passes.
    t.clock.set(new Date(NOW.getTime() + 11 * 60 * 1000));
    expect((await publicRsvp(visitor(e.id, 'eager@example.com'))).statusCode).toBe(202);
  });

  it("never counts the guest's own browser, however many tries others made", async () => {
    const e = await event();
    const mine = await publicRsvp(visitor(e.id, 'owner@example.com'));
    for (let i = 0; i < 6; i++) await publicRsvp(visitor(e.id, 'owner@example.com', 'not_attending'));
    expect((await publicRsvp(visitor(e.id, 'owner@example.com', 'not_attending'))).statusCode).toBe(429);
    const change = await publicRsvp(visitor(e.id, 'owner@example.com', 'maybe_attending'), cookiesOf(mine));
    expect(change.statusCode).toBe(200);
    expect((await lookup(e.id, 'owner@example.com', cookiesOf(mine))).statusCode).toBe(200);
  });

  it('limits answers that need proof per event; answers given do not count', async () => {
    const e = await event();
    const from = (i: number) => `10.2.${Math.floor(i / 100)}.${i % 100}`;
    // 300 guests answer (more than the event's limit): nobody is slowed.
    const cookies: Cookies[] = [];
    for (let i = 0; i < 300; i++) {
      const r = await publicRsvp(visitor(e.id, `g${i}@example.com`), {}, acme.host, from(i));
      expect(r.statusCode).toBe(200);
      cookies.push(cookiesOf(r));
    }
    // Someone trying those addresses from ever new addresses is stopped after the event's 300.
    for (let i = 0; i < 300; i++) {
      const r = await publicRsvp(visitor(e.id, `g${i}@example.com`, 'not_attending'), {}, acme.host, from(i + 300));
      expect(r.statusCode).toBe(202);
    }
    const limited = await publicRsvp(visitor(e.id, 'g0@example.com', 'not_attending'), {}, acme.host, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect((await guestOf(e.id, 'g0@example.com'))!.status).toBe('rsvp');
    // The guests' own browsers still change their answers.
    const change = await publicRsvp(
      visitor(e.id, 'g1@example.com', 'maybe_attending'),
      cookies[1],
      acme.host,
      '10.3.0.2',
    );
    expect(change.statusCode).toBe(200);
    // Another event is not affected.
    expect(
      (await publicRsvp(visitor((await event()).id, 'g0@example.com'), {}, acme.host, '10.3.0.3')).statusCode,
    ).toBe(200);
  }, 120_000);

  it('limits look-up misses per event overall, whichever addresses are tried', async () => {
    const e = await event();
    const answered = await publicRsvp(visitor(e.id, 'found@example.com'));
    // From ever new addresses, as someone trying emails would: the per-address limit alone would not stop them.
    for (let i = 0; i < 300; i++) {
      const from = `10.1.${Math.floor(i / 200)}.${i % 200}`;
      expect((await lookup(e.id, `try${i}@example.com`, {}, acme.host, from)).statusCode).toBe(404);
    }
    expect((await lookup(e.id, 'one-more@example.com')).statusCode).toBe(429);
    // The guest's own browser still finds its answer.
    expect((await lookup(e.id, 'found@example.com', cookiesOf(answered))).statusCode).toBe(200);
    const other = await event();
    expect((await lookup(other.id, 'one-more@example.com')).statusCode).toBe(404);
  }, 60_000);
});

describe('inactive organizations', () => {
  it('serve no public event, calendar file, RSVP, look-up or mail answer', async () => {
    const e = await event();
    const answered = await publicRsvp(visitor(e.id, 'late@example.com'));
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
      expect((await publicRsvp(visitor(e.id, 'new@example.com'))).statusCode).toBe(404);
      expect((await lookup(e.id, 'late@example.com', cookiesOf(answered))).statusCode).toBe(404);
      const mailAnswer = await t.app.inject({
        method: 'POST',
        url: '/api/invitees/email_rsvp',
        headers: { host: acme.host },
        payload: { token: '1.1.x', status: 'rsvp' },
      });
      expect(mailAnswer.statusCode).toBe(404);
      expect(mailAnswer.json().code).toBe('inactive_organization');
      expect(await guestOf(e.id, 'new@example.com')).toBeUndefined();
    } finally {
      await t.db.update(organizations).set({ active: true }).where(eq(organizations.id, acme.id));
    }
  });
});

it('imported employees without an account answer once by email, then need proof like anyone', async () => {
  const e = await event();
  const imported = await createUser(t.db, acme, { passwordHash: null, confirmedAt: null });
  expect((await publicRsvp(visitor(e.id, imported.email))).statusCode).toBe(200);
  expect((await publicRsvp(visitor(e.id, imported.email, 'not_attending'))).statusCode).toBe(202);
  const [mail] = await mailsTo(imported.email);
  expect(mail!.text).toContain('/rsvp/answer?token=');
});
