import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { events } from '../../db/schema/events.ts';
import { invitees, rsvpSubmissions } from '../../db/schema/guests.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { graphqlAs } from '../../../test/call.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import type { SlackRsvpPress } from '../integrations/integrations.port.ts';
import { createSlackRsvp } from './slack-rsvp.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, globex, organizer, user } = {} as Tenants;
let press: (organizationId: number, p: Partial<SlackRsvpPress> & { eventId: number }) => Promise<{ text: string }>;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, globex, organizer, user } = await twoTenants(t, { user: { firstName: 'Uma', lastName: 'User' } }));
  // The handler as the interactivity job calls it: in the organization's scope (ADR 33).
  const handler = createSlackRsvp({
    bind: t.tenancy.bind,
    currentOrganization: t.tenancy.currentOrganization,
    events: t.services.events,
    rsvp: t.services.rsvp,
  });
  press = (organizationId, p) =>
    t.tenancy.inOrganization(organizationId, () =>
      handler({ answer: 'yes', email: user.user.email, slackUserId: 'U0UMA', ...p }),
    );
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Winter party', ...overrides });
const guestOf = async (eventId: number, email: string) =>
  (
    await t.db
      .select()
      .from(invitees)
      .where(and(eq(invitees.eventId, eventId), eq(invitees.email, email)))
  )[0];
const submissionsOf = (eventId: number) =>
  t.db.select().from(rsvpSubmissions).where(eq(rsvpSubmissions.eventId, eventId));

describe('RSVP from Slack', () => {
  it('records the answer of the employee with the Slack email, any case, with source slack', async () => {
    const e = await event();
    const answer = await press(acme.id, { eventId: e.id, email: user.user.email.toUpperCase() });
    expect(answer.text).toBe('Thanks! Your RSVP for Winter party is recorded as Yes.');
    expect(await guestOf(e.id, user.user.email)).toMatchObject({
      userId: user.user.id,
      status: 'rsvp',
      rsvpSource: 'slack',
    });

    expect((await press(acme.id, { eventId: e.id, answer: 'maybe' })).text).toContain('recorded as Maybe');
    expect((await press(acme.id, { eventId: e.id, answer: 'no' })).text).toContain('recorded as No');
    expect((await guestOf(e.id, user.user.email))!.status).toBe('not_attending');
    expect((await submissionsOf(e.id)).map((s) => [s.status, s.source])).toEqual([
      ['rsvp', 'slack'],
      ['maybe_attending', 'slack'],
      ['not_attending', 'slack'],
    ]);
  });

  it('counts the answers under the source Slack in analytics', async () => {
    const e = await event();
    await press(acme.id, { eventId: e.id });
    const analytics = await graphqlAs(
      t,
      organizer,
      `query($id: ID!) { eventAnalytics(id: $id) { rsvpSubmissionsGroupedBySource { source count } } }`,
      { id: String(e.id) },
    );
    expect(analytics.json().data.eventAnalytics.rsvpSubmissionsGroupedBySource).toContainEqual({
      source: 'slack',
      count: 1,
    });
  });

  it('records nothing for an email with no active account of the organization', async () => {
    const e = await event();
    const gone = await createUser(t.db, acme, { status: 'deactivated' });
    for (const email of [null, 'stranger@elsewhere.test', gone.email]) {
      expect((await press(acme.id, { eventId: e.id, email })).text).toBe(SLACK_MESSAGES.rsvpNoAccount);
    }
    // The same person in another organization's workspace is no one there.
    expect((await press(globex.id, { eventId: e.id })).text).toBe(SLACK_MESSAGES.rsvpNoAccount);
    expect(await submissionsOf(e.id)).toEqual([]);
  });

  it('refuses with the web’s words when RSVPs are paused, the event ended, or it is invite-only', async () => {
    const paused = await event();
    await t.db.update(events).set({ rsvpPauseAllowed: true, rsvpPauseActive: true }).where(eq(events.id, paused.id));
    expect((await press(acme.id, { eventId: paused.id })).text).toBe(RSVP_MESSAGES.paused);

    const ended = await event({ inHours: 1 });
    t.clock.set(new Date(NOW.getTime() + 3 * 3600 * 1000));
    expect((await press(acme.id, { eventId: ended.id })).text).toBe(RSVP_MESSAGES.ended);
    t.clock.set(NOW);

    const private_ = await event({ privacy: 'invite_only' });
    expect((await press(acme.id, { eventId: private_.id })).text).toBe(RSVP_MESSAGES.notAllowed);

    for (const e of [paused, ended, private_]) expect(await submissionsOf(e.id)).toEqual([]);
  });

  it('answers nothing about an event of another organization', async () => {
    const e = await event();
    const globexUser = await createUser(t.db, globex, {});
    const answer = await press(globex.id, { eventId: e.id, email: globexUser.email });
    expect(answer.text).not.toContain('Winter party');
    expect(await submissionsOf(e.id)).toEqual([]);
  });
});
