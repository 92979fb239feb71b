import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { invitees, rsvpSubmissions } from '../../db/schema/guests.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser, signedIn } from '../../../test/factories.ts';

import { NEEDS_PROOF } from '../../../test/public-rsvp.ts';
import { addGuests } from '../../../test/guests.ts';
import { sendFormAs } from '../../../test/call.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, {
    otherOrganizer: true,
    user: { firstName: 'Uma', lastName: 'User' },
  }));
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const rsvp = (s: Session, eventId: number, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/rsvp`, headers: s.headers, payload: { status } });
const publicRsvp = (payload: Record<string, unknown>, host = acme.host) =>
  t.app.inject({ method: 'POST', url: '/api/invitees/public_rsvp', headers: { host }, payload });
const pause = (s: Session, eventId: number, active: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp_pause`,
    headers: s.headers,
    payload: { rsvp_pause_active: active },
  });
const visitor = (eventId: number, email: string, status = 'rsvp') => ({
  event_id: eventId,
  first_name: 'Vera',
  last_name: 'Visitor',
  email,
  status,
});

describe('signed-in RSVP', () => {
  it('records an answer with its source, shows it on the event and keeps every submission', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const yes = await rsvp(user, event.id, 'rsvp');
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({
      message: RSVP_MESSAGES.submitted,
      invitee: { status: 'rsvp', rsvp_source: 'event_page', email: user.user.email, full_name: 'Uma User' },
      event: { id: event.id, is_invitee: true, invitees_count: 1, my_invitee: { status: 'rsvp' } },
    });
    expect((await rsvp(user, event.id, 'not_attending')).json().invitee.status).toBe('not_attending');

    const seen = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: user.headers });
    expect(seen.json().event.my_invitee).toMatchObject({ status: 'not_attending', attended: 'not_recorded' });
    const submissions = await t.db.select().from(rsvpSubmissions).where(eq(rsvpSubmissions.eventId, event.id));
    expect(submissions.map((s) => [s.status, s.source])).toEqual([
      ['rsvp', 'event_page'],
      ['not_attending', 'event_page'],
    ]);
    const rows = await t.db.select().from(invitees).where(eq(invitees.eventId, event.id));
    expect(rows).toHaveLength(1);
  });

  it('accepts the multipart form and refuses an unknown answer with the spec message', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const r = await sendFormAs(t, user, 'POST', `/api/events/${event.id}/rsvp`, { status: 'maybe_attending' });
    expect(r.statusCode).toBe(200);
    expect(r.json().invitee.status).toBe('maybe_attending');
    const bad = await rsvp(user, event.id, 'perhaps');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([RSVP_MESSAGES.answerRequired]);
  });

  it('lets only invitees (and hosts) answer a private event; invitees may then see it', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'invite_only' });
    const refused = await rsvp(user, event.id, 'rsvp');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(RSVP_MESSAGES.notAllowed);
    expect((await rsvp(organizer, event.id, 'rsvp')).statusCode).toBe(200);

    await addGuests(t, acme, event.id, { userId: user.user.id, email: user.user.email, status: 'invited' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: user.headers })).statusCode,
    ).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/events/upcoming?per_page=100', headers: user.headers });
    expect(mine.json().data.map((e: { id: number }) => e.id)).toContain(event.id);
    expect((await rsvp(user, event.id, 'rsvp')).json().invitee.status).toBe('rsvp');
  });

  it('recognises a guest by email when the row has no link, and not while their invitation is scheduled', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'invite_only' });
    const later = await signedIn(t, acme);
    await addGuests(
      t,
      acme,
      event.id,
      { email: user.user.email.toUpperCase(), status: 'invited' },
      { email: later.user.email, status: 'guest_list' },
    );
    const seen = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: user.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().event).toMatchObject({ is_invitee: true, my_invitee: { status: 'invited' } });
    expect((await rsvp(user, event.id, 'rsvp')).json().invitee).toMatchObject({
      status: 'rsvp',
      employee_id: user.user.id,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: later.headers })).statusCode,
    ).toBe(403);
    expect((await rsvp(later, event.id, 'rsvp')).statusCode).toBe(403);
  });

  it('refuses drafts, ended events and another organization', async () => {
    const draft = await createEvent(t, acme, organizer.headers, [organizer.user.id], { publish: false });
    expect((await rsvp(user, draft.id, 'rsvp')).statusCode).toBe(404);
    const hostDraft = await rsvp(organizer, draft.id, 'rsvp');
    expect(hostDraft.statusCode).toBe(422);
    expect(hostDraft.json().error).toBe(RSVP_MESSAGES.notPublished);

    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
    t.clock.advance(4 * HOUR);
    const ended = await rsvp(user, event.id, 'rsvp');
    expect(ended.statusCode).toBe(422);
    expect(ended.json().error).toBe(RSVP_MESSAGES.ended);
    t.clock.set(NOW);
    expect((await rsvp(globexAdmin, event.id, 'rsvp')).statusCode).toBe(404);
  });
});

describe('public RSVP', () => {
  it('lets anyone answer an open event with name and email, linking known employees', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const r = await publicRsvp(visitor(event.id, 'Vera@Example.com'));
    expect(r.statusCode).toBe(200);
    // A visitor hears their own answer and nothing about the guest row behind it.
    expect(r.json()).toEqual({ message: RSVP_MESSAGES.submitted, invitee: { status: 'rsvp' } });
    const [vera] = await t.db.select().from(invitees).where(eq(invitees.email, 'vera@example.com'));
    expect(vera).toMatchObject({ firstName: 'Vera', lastName: 'Visitor', userId: null, rsvpSource: 'public' });

    // An employee who has not signed up is linked by email; one with an account needs proof (ADR 10).
    const imported = await createUser(t.db, acme, { passwordHash: null, confirmedAt: null });
    expect((await publicRsvp(visitor(event.id, imported.email, 'maybe_attending'))).statusCode).toBe(200);
    const [linked] = await t.db.select().from(invitees).where(eq(invitees.email, imported.email));
    expect(linked!.userId).toBe(imported.id);
    const account = await publicRsvp(visitor(event.id, user.user.email, 'not_attending'));
    expect(account.statusCode).toBe(202);
    expect(account.json()).toEqual({ invitee: null, proof_required: true, message: RSVP_MESSAGES.proofRequired });

    // The look-up tells an answer only to the browser that gave it (public-rsvp.test.ts has the rest).
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/public_lookup?event_id=${event.id}&email=vera%40example.com`,
      headers: { host: acme.host },
      cookies: Object.fromEntries(r.cookies.map((c) => [c.name, c.value])),
    });
    expect(lookup.json()).toEqual({ invitee: { status: 'rsvp' } });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/public_lookup?event_id=${event.id}&email=nobody%40example.com`,
      headers: { host: acme.host },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(RSVP_MESSAGES.noRsvpForEmail);
  });

  it('checks the name and email with the spec messages and changes nothing', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const r = await publicRsvp({
      event_id: event.id,
      first_name: ' ',
      last_name: '',
      email: 'not-an-email',
      status: 'rsvp',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      first_name: [RSVP_MESSAGES.firstNameRequired],
      last_name: [RSVP_MESSAGES.lastNameRequired],
      email: [RSVP_MESSAGES.emailInvalid],
    });
    expect(await t.db.select().from(invitees).where(eq(invitees.eventId, event.id))).toHaveLength(0);
  });

  it('refuses an email that may not RSVP to an organization or private event with 401 (spec §8)', async () => {
    const orgEvent = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'organization' });
    const privateEvent = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'invite_only' });
    await addGuests(t, acme, privateEvent.id, { email: 'guest@partner.com', status: 'invited' });
    // Not invited, and (for an organization event) not of the organization's domains: the spec's 401.
    for (const r of [
      await publicRsvp(visitor(orgEvent.id, 'someone@gmail.com')),
      await publicRsvp(visitor(privateEvent.id, 'colleague@acme.test')),
    ]) {
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toBe(RSVP_MESSAGES.notAllowed);
    }
    // Someone who may RSVP proves the address first (ADR 10): the neutral answer, and a mail to the address.
    for (const r of [
      await publicRsvp(visitor(orgEvent.id, 'new.hire@acme.test')),
      await publicRsvp(visitor(privateEvent.id, 'guest@partner.com')),
    ]) {
      expect(r.statusCode).toBe(202);
      expect(r.json()).toEqual(NEEDS_PROOF);
    }
    expect(await t.db.select().from(invitees).where(eq(invitees.eventId, orgEvent.id))).toHaveLength(0);
    const [guest] = await t.db.select().from(invitees).where(eq(invitees.eventId, privateEvent.id));
    expect(guest!.status).toBe('invited');
  });

  it("answers 404 for another organization's event, a draft or a host without an organization", async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await publicRsvp(visitor(event.id, 'a@example.com'), globex.host)).statusCode).toBe(404);
    const draft = await createEvent(t, acme, organizer.headers, [organizer.user.id], { publish: false });
    expect((await publicRsvp(visitor(draft.id, 'a@example.com'))).statusCode).toBe(404);
    expect((await publicRsvp(visitor(event.id, 'a@example.com'), 'huddle.test')).statusCode).toBe(403);
  });
});

describe('RSVP pause', () => {
  it('closes and reopens RSVPs; while paused only a Yes guest may leave, for good', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    const early = await createUser(t.db, acme);
    await addGuests(
      t,
      acme,
      event.id,
      { userId: user.user.id, email: user.user.email, status: 'rsvp' },
      { userId: early.id, email: early.email, status: 'not_attending' },
    );
    const closed = await pause(organizer, event.id, true);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: RSVP_MESSAGES.pauseClosed, event: { rsvp_pause_active: true } });

    const newcomer = await rsvp(admin, event.id, 'rsvp');
    expect(newcomer.statusCode).toBe(422);
    expect(newcomer.json().error).toBe(RSVP_MESSAGES.paused);
    expect((await publicRsvp(visitor(event.id, 'late@example.com'))).json().error).toBe(RSVP_MESSAGES.paused);

    expect((await rsvp(user, event.id, 'not_attending')).statusCode).toBe(200);
    const back = await rsvp(user, event.id, 'rsvp');
    expect(back.statusCode).toBe(422);
    expect(back.json().error).toBe(RSVP_MESSAGES.locked);

    const reopened = await pause(admin, event.id, false);
    expect(reopened.json().message).toBe(RSVP_MESSAGES.pauseOpened);
    expect((await rsvp(user, event.id, 'rsvp')).statusCode).toBe(200);
  });

  it('keeps "for good" when answers race while paused', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    const racer = await signedIn(t, acme);
    await addGuests(t, acme, event.id, { userId: racer.user.id, email: racer.user.email, status: 'rsvp' });
    await pause(organizer, event.id, true);
    const answers = ['not_attending', 'rsvp', 'maybe_attending', 'rsvp', 'not_attending', 'rsvp'];
    await Promise.all(answers.map((status) => rsvp(racer, event.id, status)));
    const history = await t.db
      .select()
      .from(rsvpSubmissions)
      .where(eq(rsvpSubmissions.eventId, event.id))
      .orderBy(rsvpSubmissions.id);
    // Once the guest has left Yes, no later answer may bring them back.
    const left = history.findIndex((h) => h.status !== 'rsvp');
    expect(left).toBeGreaterThanOrEqual(0);
    expect(history.slice(left).some((h) => h.status === 'rsvp')).toBe(false);
  });

  it('is only for admins and hosts, only where pausing was chosen before publishing', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    expect((await pause(user, event.id, true)).statusCode).toBe(403);
    expect((await pause(otherOrganizer, event.id, true)).statusCode).toBe(403);
    expect((await pause(globexAdmin, event.id, true)).statusCode).toBe(404);
    const plain = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const refused = await pause(organizer, plain.id, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(RSVP_MESSAGES.pauseNotAllowed);
  });
});
