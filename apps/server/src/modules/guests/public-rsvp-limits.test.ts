import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { cookiesOf, NEEDS_PROOF, publicRsvpClient, visitor, type Cookies } from '../../../test/public-rsvp.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, organizer, user } = {} as Tenants;
let c: ReturnType<typeof publicRsvpClient>;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, organizer, user } = await twoTenants(t));
  c = publicRsvpClient(t, acme, organizer);
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

describe('proof mails', () => {
  it('sends one mail per event and address in a window, whatever the answers tried', async () => {
    const e = await c.event();
    await c.publicRsvp(visitor(e.id, 'once@example.com'));
    for (const status of ['not_attending', 'maybe_attending', 'rsvp']) {
      expect((await c.publicRsvp(visitor(e.id, 'once@example.com', status))).statusCode).toBe(202);
    }
    expect(await c.mailsTo('once@example.com')).toHaveLength(1);
  });

  it('sends an address at most 3 proof mails an hour across events', async () => {
    const events = [await c.event(), await c.event(), await c.event(), await c.event()];
    for (const e of events) {
      const r = await c.publicRsvp(visitor(e.id, user.user.email));
      expect(r.json()).toEqual(NEEDS_PROOF);
    }
    expect(await c.mailsTo(user.user.email)).toHaveLength(3);
    t.clock.set(new Date(NOW.getTime() + 61 * 60 * 1000));
    await c.publicRsvp(visitor(events[3]!.id, user.user.email));
    expect(await c.mailsTo(user.user.email)).toHaveLength(4);
  });
});

describe('public RSVP throttles', () => {
  it('limits tries per event and address with the spec text, other addresses unaffected', async () => {
    const e = await c.event();
    for (let i = 0; i < 5; i++) await c.publicRsvp(visitor(e.id, 'eager@example.com'));
    const limited = await c.publicRsvp(visitor(e.id, 'eager@example.com'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: AUTH_MESSAGES.tooManyRequests, code: 'rate_limited' });
    expect((await c.publicRsvp(visitor(e.id, 'calm@example.com'))).statusCode).toBe(200);
    // The window passes.
    t.clock.set(new Date(NOW.getTime() + 11 * 60 * 1000));
    expect((await c.publicRsvp(visitor(e.id, 'eager@example.com'))).statusCode).toBe(202);
  });

  it("never counts the guest's own browser, however many tries others made", async () => {
    const e = await c.event();
    const mine = await c.publicRsvp(visitor(e.id, 'owner@example.com'));
    for (let i = 0; i < 6; i++) await c.publicRsvp(visitor(e.id, 'owner@example.com', 'not_attending'));
    expect((await c.publicRsvp(visitor(e.id, 'owner@example.com', 'not_attending'))).statusCode).toBe(429);
    const change = await c.publicRsvp(visitor(e.id, 'owner@example.com', 'maybe_attending'), cookiesOf(mine));
    expect(change.statusCode).toBe(200);
    expect((await c.lookup(e.id, 'owner@example.com', cookiesOf(mine))).statusCode).toBe(200);
  });

  it('limits answers that need proof per event; answers given do not count', async () => {
    const e = await c.event();
    const from = (i: number) => `10.2.${Math.floor(i / 100)}.${i % 100}`;
    // 300 guests answer (more than the event's limit): nobody is slowed.
    const cookies: Cookies[] = [];
    for (let i = 0; i < 300; i++) {
      const r = await c.publicRsvp(visitor(e.id, `g${i}@example.com`), {}, acme.host, from(i));
      expect(r.statusCode).toBe(200);
      cookies.push(cookiesOf(r));
    }
    // Someone trying those addresses from ever new addresses is stopped after the event's 300.
    for (let i = 0; i < 300; i++) {
      const r = await c.publicRsvp(visitor(e.id, `g${i}@example.com`, 'not_attending'), {}, acme.host, from(i + 300));
      expect(r.statusCode).toBe(202);
    }
    const limited = await c.publicRsvp(visitor(e.id, 'g0@example.com', 'not_attending'), {}, acme.host, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect((await c.guestOf(e.id, 'g0@example.com'))!.status).toBe('rsvp');
    // The guests' own browsers still change their answers.
    const change = await c.publicRsvp(
      visitor(e.id, 'g1@example.com', 'maybe_attending'),
      cookies[1],
      acme.host,
      '10.3.0.2',
    );
    expect(change.statusCode).toBe(200);
    // Another event is not affected.
    expect(
      (await c.publicRsvp(visitor((await c.event()).id, 'g0@example.com'), {}, acme.host, '10.3.0.3')).statusCode,
    ).toBe(200);
  }, 120_000);

  it('limits look-up misses per event overall, whichever addresses are tried', async () => {
    const e = await c.event();
    const answered = await c.publicRsvp(visitor(e.id, 'found@example.com'));
    // From ever new addresses, as someone trying emails would: the per-address limit alone would not stop them.
    for (let i = 0; i < 300; i++) {
      const from = `10.1.${Math.floor(i / 200)}.${i % 200}`;
      expect((await c.lookup(e.id, `try${i}@example.com`, {}, acme.host, from)).statusCode).toBe(404);
    }
    expect((await c.lookup(e.id, 'one-more@example.com')).statusCode).toBe(429);
    // The guest's own browser still finds its answer.
    expect((await c.lookup(e.id, 'found@example.com', cookiesOf(answered))).statusCode).toBe(200);
    const other = await c.event();
    expect((await c.lookup(other.id, 'one-more@example.com')).statusCode).toBe(404);
  }, 60_000);
});
