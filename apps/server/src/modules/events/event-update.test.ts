import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupMemberships, groups } from '../../db/schema/groups.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { sendFormAs } from '../../../test/call.ts';

/** Issue 12 review: an update changes only what it sends; access is decided before the form is read. */
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const get = async (s: Session, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: s.headers })).json().event;

async function privateGroup(memberId: number) {
  const [group] = await t.db
    .insert(groups)
    .values({ organizationId: acme.id, name: 'Board', private: true })
    .returning();
  await t.db.insert(groupMemberships).values({ organizationId: acme.id, groupId: group!.id, userId: memberId });
  return group!;
}

describe('an event update keeps what it does not send', () => {
  it('keeps privacy, description, groups, offices, resources and the meeting of a Rails-style PUT', async () => {
    const group = await privateGroup(organizer.user.id);
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      privacy: 'invite_only',
      group_ids: [group.id],
      resources_attributes: [{ title: 'Agenda', link: 'https://example.com/agenda' }],
      meeting_attributes: { service: 'unknown', link: 'https://meet.example.com/x' },
    });
    const body = eventBody(t, []).event;
    const r = await sendFormAs(t, organizer, 'PUT', `/api/events/${event.id}`, [
      ['event[name]', 'Renamed'],
      ['event[start]', body.start],
      ['event[ends]', body.ends],
      ['event[host_ids][]', String(organizer.user.id)],
    ]);
    expect(r.statusCode).toBe(200);
    const saved = await get(organizer, event.id);
    expect(saved).toMatchObject({
      name: 'Renamed',
      privacy: 'invite_only',
      location: 'Room 4',
      groups: [{ id: group.id }],
      resources: [{ title: 'Agenda', link: 'https://example.com/agenda' }],
    });
    expect(saved.description).toContain('next year');
    expect(JSON.stringify(saved)).toContain('meet.example.com/x');
  });

  it('still applies a full form, emptied lists included', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      resources_attributes: [{ title: 'Agenda', link: 'https://example.com/agenda' }],
    });
    const full = eventBody(t, [organizer.user.id], { privacy: 'invite_only', description: 'New', group_ids: [] });
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: organizer.headers,
      payload: { ...full, resources_attributes: [], meeting_attributes: null },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().event).toMatchObject({ privacy: 'invite_only', description: 'New', resources: [], groups: [] });
  });
});

describe('an update that does not mention groups', () => {
  it('keeps a group that was archived since it was linked', async () => {
    const [runners] = await t.db.insert(groups).values({ organizationId: acme.id, name: 'Runners' }).returning();
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { group_ids: [runners!.id] });
    await t.db.update(groups).set({ archivedAt: t.clock.now() }).where(eq(groups.id, runners!.id));
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: organizer.headers,
      payload: { event: { name: 'Still linked' } },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().event.groups).toEqual([expect.objectContaining({ id: runners!.id })]);
  });
});

describe('publish checks the event named in the form first', () => {
  it('answers 404/403 to a foreign or not-hosted event id with a bad form, 422 to its host', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const bad: [string, string][] = [
      ['event[id]', String(event.id)],
      ['event[name]', ''],
    ];
    expect((await sendFormAs(t, globexAdmin, 'POST', '/api/events/publish', bad)).statusCode).toBe(404);
    expect((await sendFormAs(t, otherOrganizer, 'POST', '/api/events/publish', bad)).statusCode).toBe(403);
    expect((await sendFormAs(t, organizer, 'POST', '/api/events/publish', bad)).statusCode).toBe(422);
    expect((await get(admin, event.id)).name).toBe('Team offsite');
  });
});

describe('duplicating an event', () => {
  it('leaves out private groups the caller cannot see, and keeps the ones they can', async () => {
    const secret = await privateGroup(admin.user.id);
    const [open] = await t.db.insert(groups).values({ organizationId: acme.id, name: 'Runners' }).returning();
    const event = await createEvent(t, acme, admin.headers, [admin.user.id], { group_ids: [secret.id, open!.id] });
    const clone = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/clone`,
      headers: { ...organizer.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(clone.statusCode).toBe(201);
    const copy = clone.json().events[0];
    expect(copy.groups).toEqual([expect.objectContaining({ id: open!.id })]);

    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/clone`,
      headers: { ...admin.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(byAdmin.json().events[0].groups).toHaveLength(2);
  });
});
