import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../../db/schema/organizations.ts';
import { groups } from '../../db/schema/groups.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';
import { createOffice, type TestOrganization } from '../../../test/factories.ts';
import { callAs, graphqlAs } from '../../../test/call.ts';

const HOUR = 3600 * 1000;
let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Session;
let organizer: Session;
let user: Session;
let globexAdmin: Session;
let office: { id: number };
let type: { id: number };
let group: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t));
  office = await createOffice(t.db, acme.id, 'Porto');
  type = (await t.db.insert(eventTypes).values({ organizationId: acme.id, name: 'Speakers' }).returning())[0]!;
  group = (await t.db.insert(groups).values({ organizationId: acme.id, name: 'Pride' }).returning())[0]!;
  // 14 upcoming open events a day apart, one private, one draft, and two that will be past.
  for (let i = 1; i <= 14; i++) {
    await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      name: `Upcoming ${String(i).padStart(2, '0')}`,
      inHours: 24 * i,
      ...(i === 3 && { office_ids: [office.id], event_type_id: type.id, group_ids: [group.id] }),
    });
  }
  await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Secret board', privacy: 'invite_only' });
  await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Half-baked', publish: false });
  await createEvent(t, acme, admin.headers, [admin.user.id], { name: 'Soon over A', inHours: 1 });
  await createEvent(t, acme, admin.headers, [admin.user.id], { name: 'Soon over B', inHours: 2 });
  await createEvent(t, globex, globexAdmin.headers, [globexAdmin.user.id], { name: 'Globex party' });
  t.clock.advance(4 * HOUR); // the two "Soon over" events are now past
});
afterAll(() => t.close());

const get = async (s: Session, url: string) => (await callAs(t, s, 'GET', url)).json();
const names = (page: { data: { name: string }[] }) => page.data.map((e) => e.name);

describe('event lists', () => {
  it('pages upcoming events by 12, soonest first, without private or other organizations’ events', async () => {
    const first = await get(user, '/api/events/upcoming');
    expect(first.meta).toEqual({ current_page: 1, total_pages: 2, total_count: 14, next_page: 2 });
    expect(names(first)).toHaveLength(12);
    expect(names(first)[0]).toBe('Upcoming 01');
    const second = await get(user, '/api/events/upcoming?page=2');
    expect(names(second)).toEqual(['Upcoming 13', 'Upcoming 14']);
    expect(second.meta.next_page).toBeNull();
    const beyond = await get(user, '/api/events/upcoming?page=3');
    expect(beyond.data).toEqual([]);
    // Admins and hosts see the private event too.
    expect((await get(admin, '/api/events/upcoming?per_page=100')).meta.total_count).toBe(15);
    expect(names(await get(organizer, '/api/events/upcoming?search=secret'))).toEqual(['Secret board']);
  });

  it('lists past events most recent first, my events, and drafts for organizers only', async () => {
    expect(names(await get(user, '/api/events/past'))).toEqual(['Soon over B', 'Soon over A']);
    expect((await get(admin, '/api/events/mine')).meta.total_count).toBe(2);
    expect((await get(user, '/api/events/mine')).meta.total_count).toBe(0);
    expect(names(await get(organizer, '/api/events/draft'))).toEqual(['Half-baked']);
    expect(names(await get(admin, '/api/events/draft'))).toEqual(['Half-baked']);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/events/draft', headers: user.headers });
    expect(forbidden.statusCode).toBe(403);
  });

  it('filters by office, type, group, organizer and name', async () => {
    for (const query of [`office_id=${office.id}`, `event_type_id=${type.id}`, `group_id=${group.id}`]) {
      expect(names(await get(user, `/api/events/upcoming?${query}`)), query).toEqual(['Upcoming 03']);
    }
    expect((await get(user, `/api/events/upcoming?organizer_id=${admin.user.id}`)).meta.total_count).toBe(0);
    expect((await get(user, `/api/events/past?organizer_id=${admin.user.id}`)).meta.total_count).toBe(2);
    expect(names(await get(user, '/api/events/upcoming?search=upcoming 1'))).toEqual([
      'Upcoming 10',
      'Upcoming 11',
      'Upcoming 12',
      'Upcoming 13',
      'Upcoming 14',
    ]);
    expect((await get(user, '/api/events/upcoming?search=%25')).meta.total_count).toBe(0);
  });

  it('lists a group’s events for its page', async () => {
    expect(names(await get(user, `/api/group_events/upcoming?group_id=${group.id}`))).toEqual(['Upcoming 03']);
    expect((await get(user, `/api/group_events/past?group_id=${group.id}`)).data).toEqual([]);
    // A tab the path does not know names nothing (issue 12 review): 404.
    const bad = await t.app.inject({ method: 'GET', url: '/api/group_events/draft?group_id=1', headers: user.headers });
    expect(bad.statusCode).toBe(404);
  });

  it('answers the calendar range with overlapping visible events only', async () => {
    const r = await get(user, '/api/events/range?start_date=2026-11-23 00:00:00&end_date=2026-11-26 00:00:00');
    expect(r.data.map((e: { name: string }) => e.name)).toEqual(['Upcoming 01', 'Upcoming 02', 'Upcoming 03']);
    expect(Object.keys(r.data[0]).sort()).toEqual(['description', 'ends', 'event_type_id', 'id', 'name', 'start']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events/range?start_date=2026-11-26 00:00:00&end_date=2026-11-23 00:00:00',
      headers: user.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GraphQL and duplicates', () => {
  it('fetchEvents filters, searches and pages like the REST lists', async () => {
    const r = await graphqlAs(
      t,
      user,
      `query($page: Int, $filters: [ColumnFilter!]) {
        fetchEvents(status: "upcoming", page: $page, perPage: 12, search: "upcoming", columnFilters: $filters) {
          currentPage totalPages totalCount events { id name start published coverImageUrl }
        }
      }`,
      { page: 1, filters: [{ id: 'office_id', value: String(office.id) }] },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data.fetchEvents).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: 1 });
    expect(r.json().data.fetchEvents.events[0].name).toBe('Upcoming 03');
    const page2 = await graphqlAs(
      t,
      user,
      '{ fetchEvents(status: "upcoming", page: 2) { currentPage events { name } } }',
    );
    expect(page2.json().data.fetchEvents.events.map((e: { name: string }) => e.name)).toEqual([
      'Upcoming 13',
      'Upcoming 14',
    ]);
    const drafts = await graphqlAs(t, user, '{ fetchEvents(status: "draft") { totalCount } }');
    expect(drafts.json().errors[0].message).toBe('You are not allowed to do that.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: acme.host },
      payload: { query: '{ fetchEvents { totalCount } }' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('duplicates with 3 copies as drafts (GraphQL and REST), for organizers of the organization', async () => {
    const source = (await get(user, '/api/events/upcoming?search=Upcoming 05')).data[0];
    const r = await graphqlAs(
      t,
      organizer,
      'mutation($id: ID!) { eventDuplicate(eventId: $id, numberOfCopies: 3) { events { id name published } errors } }',
      { id: String(source.id) },
    );
    const copies = r.json().data.eventDuplicate;
    expect(copies.errors).toEqual([]);
    expect(copies.events).toHaveLength(3);
    expect(
      copies.events.every((e: { name: string; published: boolean }) => e.name === 'Upcoming 05' && !e.published),
    ).toBe(true);
    expect((await get(organizer, '/api/events/draft')).meta.total_count).toBe(4);

    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/events/${source.id}/clone?copies=2`,
      headers: admin.headers,
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().message).toBe(
      'The event has been duplicated! You can rename and update as needed, then publish it!',
    );
    expect(rest.json().events).toHaveLength(2);
    expect(rest.json().events[0].host_ids).toEqual(expect.arrayContaining([organizer.user.id, admin.user.id]));
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/events/${source.id}/clone?copies=21`,
      headers: admin.headers,
    });
    expect(tooMany.statusCode).toBe(422);
    const byUser = await graphqlAs(t, user, 'mutation { eventDuplicate(eventId: "1") { errors } }');
    expect(byUser.json().data.eventDuplicate.errors).toEqual(['Something went wrong when cloning the event']);
    const foreign = await graphqlAs(t, globexAdmin, 'mutation($id: ID!) { eventDuplicate(eventId: $id) { errors } }', {
      id: String(source.id),
    });
    expect(foreign.json().data.eventDuplicate.errors).toEqual(['Event not found']);
  });

  it('shows the profile’s hosted events and count', async () => {
    const mine = await get(admin, '/api/users/events');
    expect(names(mine)).toEqual(['Soon over B', 'Soon over A']);
    expect((await get(admin, '/api/users/current')).user.events_hosted_count).toBe(2);
    expect((await get(user, '/api/users/events')).data).toEqual([]);
  });

  it('offers people for the organizers picker to organizers only', async () => {
    const r = await get(
      organizer,
      '/api/employees/event_host_options?search=' + encodeURIComponent(admin.user.lastName),
    );
    expect(r.data.map((p: { id: number }) => p.id)).toContain(admin.user.id);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/employees/event_host_options',
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
