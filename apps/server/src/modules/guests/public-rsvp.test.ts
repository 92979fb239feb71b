import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { invitees } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, organizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, organizer, user } = await twoTenants(t));
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

type Cookies = Record<string, string>;
const cookiesOf = (r: LightMyRequestResponse): Cookies => Object.fromEntries(r.cookies.map((c) => [c.name, c.value]));
const publicRsvp = (payload: Record<string, unknown>, cookies: Cookies = {}, host = acme.host) =>
  t.app.inject({ method: 'POST', url: '/api/invitees/public_rsvp', headers: { host }, payload, cookies });
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

    // Another browser (no cookie, or a forged one) changes nothing and hears the neutral refusal.
    const other = await publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ error: RSVP_MESSAGES.proofRequired, code: 'not_allowed' });
    const forged = await publicRsvp(visitor(e.id, 'vera@example.com', 'not_attending'), {
      [cookie.name]: cookie.value.replace(/^\d+/, (id) => String(Number(id) + 1)),
    });
    expect(forged.statusCode).toBe(401);
    expect((await guestOf(e.id, 'vera@example.com'))!.status).toBe('maybe_attending');

    // The address gets a link to the answer page; confirming there (a POST) records it and proves that browser.
    const [mail] = await mailsTo('vera@example.com');
    expect(mail).toMatchObject({ kind: 'rsvp_proof', subject: `Confirm your RSVP to ${e.name}` });
    const link = new URL(/https?:\/\/\S+\/rsvp\/answer\?\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('status')).toBe('not_attending');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/invitees/email_rsvp',
      headers: { host: acme.host },
      payload: { token: link.searchParams.get('token'), status: 'not_attending' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await guestOf(e.id, 'vera@example.com'))!.status).toBe('not_attending');
    expect((await lookup(e.id, 'vera@example.com', cookiesOf(confirmed))).json()).toEqual({
      invitee: { status: 'not_attending' },
    });
  });

  it('gives "not allowed" and "has an account" the same answer, and mails the account a way to sign in', async () => {
    const orgEvent = await event({ privacy: 'organization' });
    const outsider = await publicRsvp(visitor(orgEvent.id, 'someone@gmail.com'));
    const account = await publicRsvp(visitor(orgEvent.id, user.user.email));
    expect([account.statusCode, account.body]).toEqual([outsider.statusCode, outsider.body]);
    expect(await guestOf(orgEvent.id, user.user.email)).toBeUndefined();
    expect(await mailsTo('someone@gmail.com')).toHaveLength(0);
    const [mail] = await mailsTo(user.user.email);
    expect(mail!.text).toContain('sign in to RSVP');
    expect(mail!.text).toContain(`/event/${orgEvent.id}/view`);
    // A second try soon after mails nothing more.
    await publicRsvp(visitor(orgEvent.id, user.user.email));
    expect(await mailsTo(user.user.email)).toHaveLength(1);
  });

  it('does not take a cookie of another event or another guest as proof', async () => {
    const [a, b] = [await event(), await event()];
    const mine = await publicRsvp(visitor(a.id, 'mine@example.com'));
    await publicRsvp(visitor(a.id, 'theirs@example.com'));
    await publicRsvp(visitor(b.id, 'mine@example.com'));
    expect((await publicRsvp(visitor(a.id, 'theirs@example.com', 'not_attending'), cookiesOf(mine))).statusCode).toBe(
      401,
    );
    // The cookie of event a, under event b's name.
    const moved = { [`huddle_guest_${b.id}`]: Object.values(cookiesOf(mine))[0]! };
    expect((await publicRsvp(visitor(b.id, 'mine@example.com', 'not_attending'), moved)).statusCode).toBe(401);
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
    expect((await publicRsvp(visitor(e.id, 'eager@example.com'))).statusCode).toBe(401);
  });

  it('limits look-ups per event overall, whichever addresses are tried', async () => {
    const e = await event();
    // From ever new addresses, as someone trying emails would: the per-address limit alone would not stop them.
    for (let i = 0; i < 300; i++) {
      const from = `10.1.${Math.floor(i / 200)}.${i % 200}`;
      expect((await lookup(e.id, `try${i}@example.com`, {}, acme.host, from)).statusCode).toBe(404);
    }
    expect((await lookup(e.id, 'one-more@example.com')).statusCode).toBe(429);
    const other = await event();
    expect((await lookup(other.id, 'one-more@example.com')).statusCode).toBe(404);
  }, 60_000);
});

describe('inactive organizations', () => {
  it('serve no public event, RSVP, look-up or mail answer', async () => {
    const e = await event();
    const answered = await publicRsvp(visitor(e.id, 'late@example.com'));
    await t.db.update(organizations).set({ active: false }).where(eq(organizations.id, acme.id));
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/events/${e.id}/public`,
        headers: { host: acme.host },
      });
      expect(page.statusCode).toBe(404);
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
  expect((await publicRsvp(visitor(e.id, imported.email, 'not_attending'))).statusCode).toBe(401);
  const [mail] = await mailsTo(imported.email);
  expect(mail!.text).toContain('/rsvp/answer?token=');
});
