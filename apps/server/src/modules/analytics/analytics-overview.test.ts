import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema/events.ts';
import { invitees } from '../../db/schema/guests.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';

let t: TestApp;
let { acme, globex, admin, organizer, otherOrganizer, globexAdmin } = {} as Tenants;
const ids: Record<string, number> = {};

/** Guests of an event: `going` said Yes (the first `came` of them attended), `rest` were only invited. */
async function guests(orgId: number, eventId: number, going: number, came: number, rest: number) {
  await t.db.insert(invitees).values(
    Array.from({ length: going + rest }, (_, i) => ({
      organizationId: orgId,
      eventId,
      email: `g${eventId}-${i}@x.test`,
      status: i < going ? ('rsvp' as const) : ('invited' as const),
      attended: i < came ? ('yes' as const) : ('not_recorded' as const),
    })),
  );
}

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, globex, admin, organizer, otherOrganizer, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
  // Three published events of acme, one draft, one private event of another organizer, one of globex.
  const plan: [string, number, number, number, number, number[]][] = [
    ['Alpha lunch', 24, 5, 3, 5, [organizer.user.id]],
    ['Beta talk', 48, 2, 2, 0, [organizer.user.id]],
    ['Gamma party', 72, 8, 1, 2, [admin.user.id]],
  ];
  for (const [name, inHours, going, came, rest, hosts] of plan) {
    const e = await createEvent(t, acme, organizer.headers, hosts, { name, inHours });
    ids[name] = e.id;
    await guests(acme.id, e.id, going, came, rest);
  }
  const draft = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Draft', publish: false });
  await guests(acme.id, draft.id, 50, 0, 0);
  const secret = await createEvent(t, acme, otherOrganizer.headers, [otherOrganizer.user.id], {
    name: 'Secret board',
    privacy: 'invite_only',
  });
  await guests(acme.id, secret.id, 1, 0, 0);
  ids.secret = secret.id;
  const theirs = await createEvent(t, globex, globexAdmin.headers, [globexAdmin.user.id], { name: 'Alpha elsewhere' });
  await guests(globex.id, theirs.id, 40, 0, 0);
  await t.db.update(events).set({ eventTypeId: null }).where(eq(events.id, theirs.id));
});
afterAll(() => t.close());

const read = async (headers: Record<string, string>, query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/analytics/events?${query}`, headers })).json();

describe('the overview table: filters, sort and pages in SQL (spec guest-engagement §2, §3)', () => {
  it('sorts by a figure and pages; an organizer reads the figures of the events they co-host only', async () => {
    const first = await read(organizer.headers, 'sort=rsvp_count&direction=desc&per_page=10');
    // The draft and another organizer's private event are left out; globex's never shows. Gamma party is listed
    // without figures (spec §6: an organizer must co-host an event to view its analytics), sorted as unknown.
    expect(first.events.map((e: { name: string }) => e.name)).toEqual(['Alpha lunch', 'Beta talk', 'Gamma party']);
    expect(first.events[2]).toMatchObject({
      invited_count: null,
      rsvp_count: null,
      attended_count: null,
      nps: null,
      can_view_analytics: false,
    });
    expect(first.meta).toMatchObject({ total_count: 3 });
    expect(first.summary).toMatchObject({
      events_count: 2,
      invited_count: 12,
      rsvp_count: 7,
      attended_count: 5,
      rsvp_rate: 58.3,
      attendance_rate: 71.4,
      nps: null,
    });
    const asc = await read(organizer.headers, 'sort=attended_count&direction=asc&per_page=10');
    expect(asc.events.map((e: { attended_count: number | null }) => e.attended_count)).toEqual([null, 2, 3]);
    const admins = await read(admin.headers, 'sort=rsvp_count&direction=desc&per_page=10');
    expect(admins.events.map((e: { rsvp_count: number }) => e.rsvp_count)).toEqual([8, 5, 2, 1]);
    expect(admins.summary).toMatchObject({ events_count: 4, invited_count: 23, rsvp_count: 16, attended_count: 6 });
  });

  it('pages with meta, filters by search and host, and lets admins see private events', async () => {
    const admins = await read(admin.headers, 'sort=name&direction=asc&per_page=10');
    expect(admins.events.map((e: { name: string }) => e.name)).toEqual([
      'Alpha lunch',
      'Beta talk',
      'Gamma party',
      'Secret board',
    ]);
    expect(admins.events.find((e: { id: number }) => e.id === ids.secret)).toMatchObject({ can_view_analytics: true });
    await t.db
      .update(events)
      .set({ location: 'Room 1', meetingService: 'zoom_meeting' })
      .where(eq(events.id, ids['Alpha lunch']!));
    const search = await read(organizer.headers, 'search=alpha');
    expect(search.events.map((e: { id: number }) => e.id)).toEqual([ids['Alpha lunch']]);
    expect(search.events[0]).toMatchObject({ location: 'Room 1', location_type: 'hybrid' });
    const hosted = await read(organizer.headers, `host_id=${admin.user.id}`);
    expect(hosted.events.map((e: { id: number }) => e.id)).toEqual([ids['Gamma party']]);
    expect(hosted.events[0]).toMatchObject({ can_view_analytics: false, displayable_hosts: [expect.any(String)] });
    const range = await read(
      organizer.headers,
      `start_from=${encodeURIComponent('2026-11-23T13:00:00Z')}&start_to=${encodeURIComponent('2026-11-24T23:00:00Z')}`,
    );
    expect(range.events.map((e: { id: number }) => e.id)).toEqual([ids['Beta talk']]);
  });
});

describe('the attendance rate (spec guest-engagement §3 analytics list rows)', () => {
  it('counts only the guests who said Yes and attended, so walk-ins do not push it past 100 %', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Walk-in social' });
    const guest = (i: number, status: 'rsvp' | 'maybe_attending' | 'invited', attended: 'yes' | 'no') => ({
      organizationId: acme.id,
      eventId: e.id,
      email: `walk-${i}@x.test`,
      status,
      attended,
    });
    await t.db.insert(invitees).values([
      // Four said Yes: three came, one did not.
      guest(0, 'rsvp', 'yes'),
      guest(1, 'rsvp', 'yes'),
      guest(2, 'rsvp', 'yes'),
      guest(3, 'rsvp', 'no'),
      // Three walk-ins: attended without having said Yes.
      guest(4, 'maybe_attending', 'yes'),
      guest(5, 'invited', 'yes'),
      guest(6, 'invited', 'yes'),
    ]);
    const r = await read(organizer.headers, 'search=walk-in');
    // Attended 6 (3 of the Yes and the 3 walk-ins); the rate is 3 of the 4 Yes = 75 %, not 6 / 4 = 150 %.
    expect(r.summary).toMatchObject({
      events_count: 1,
      invited_count: 7,
      rsvp_count: 4,
      attended_count: 6,
      rsvp_rate: 57.1,
      attendance_rate: 75,
    });
    expect(r.events[0]).toMatchObject({ rsvp_count: 4, attended_count: 6 });
  });
});
