import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { groupMemberships, groups } from '../../db/schema/groups.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { createOffice, createUser } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs, sendFormAs } from '../../../test/call.ts';

/** Issue 12: the events API as an outside client reading the spec calls it. */
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

/** Every message of a 422 body, which must all be ours. */
const messagesOf = (body: { error: string; errors?: Record<string, string[]> }) => [
  body.error,
  ...Object.values(body.errors ?? {}).flat(),
];
const LIBRARY_TEXT = /invalid input|expected|received|too_small|too_big|nan/i;

describe('field errors are written for people', () => {
  it('answers a missing host list with the spec message', async () => {
    const { host_ids: _omit, ...event } = eventBody(t, []).event;
    const r = await callAs(t, organizer, 'POST', '/api/events', { event });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.host_ids).toEqual([EVENT_MESSAGES.hostRequired]);
  });

  it('never shows the schema library text for wrong types, lengths and values', async () => {
    const bodies = [
      { event: { name: 42, start: 5, ends: true, host_ids: ['x'], privacy: 'secret', office_ids: 'abc' } },
      { event: { ...eventBody(t, [organizer.user.id]).event, location: 'x'.repeat(600), resources_attributes: 'no' } },
      { event: { ...eventBody(t, [organizer.user.id]).event, rsvp_pause_allowed: 'maybe', event_type_id: 'abc' } },
      {},
    ];
    for (const body of bodies) {
      const r = await callAs(t, organizer, 'POST', '/api/events', body);
      expect(r.statusCode).toBe(422);
      for (const message of messagesOf(r.json())) expect(message).not.toMatch(LIBRARY_TEXT);
    }
    const listQuery = await callAs(t, organizer, 'GET', '/api/events/upcoming?per_page=abc&office_id=-1');
    expect(listQuery.statusCode).toBe(422);
    for (const message of messagesOf(listQuery.json())) expect(message).not.toMatch(LIBRARY_TEXT);
  });
});

describe('access before validation', () => {
  it('answers 403/404 to an event update before reading the form', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const bad = { event: { name: 42, host_ids: 'none' } };
    expect((await callAs(t, otherOrganizer, 'PUT', `/api/events/${event.id}`, bad)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'PUT', `/api/events/${event.id}`, bad)).statusCode).toBe(404);
    expect((await callAs(t, organizer, 'PUT', `/api/events/${event.id}`, bad)).statusCode).toBe(422);
  });
});

describe('Rails-style multipart fields', () => {
  it('creates and updates an event from event[...] fields, repeated [] ids and indexed resources', async () => {
    const office = await createOffice(t.db, acme.id, 'Porto');
    const body = eventBody(t, []).event;
    const created = await sendFormAs(t, organizer, 'POST', '/api/events', [
      ['event[name]', 'Rails offsite'],
      ['event[start]', body.start],
      ['event[ends]', body.ends],
      ['event[host_ids][]', String(organizer.user.id)],
      ['event[host_ids][]', String(otherOrganizer.user.id)],
      ['event[office_ids][]', String(office.id)],
      ['resources_attributes[0][title]', 'Agenda'],
      ['resources_attributes[0][link]', 'docs.example.com/agenda'],
      ['resources_attributes[1][title]', 'Map'],
      ['resources_attributes[1][link]', 'https://maps.example.com'],
      ['meeting_attributes[service]', 'unknown'],
      ['meeting_attributes[link]', 'https://meet.example.com/x'],
    ]);
    expect(created.statusCode).toBe(201);
    const event = created.json().event;
    expect(event).toMatchObject({ name: 'Rails offsite', offices: [{ id: office.id }] });
    expect(event.host_ids).toEqual(expect.arrayContaining([organizer.user.id, otherOrganizer.user.id]));
    expect(event.resources.map((r: { title: string }) => r.title)).toEqual(['Agenda', 'Map']);

    const updated = await sendFormAs(t, organizer, 'PUT', `/api/events/${event.id}`, [
      ['event[name]', 'Renamed offsite'],
      ['event[start]', body.start],
      ['event[ends]', body.ends],
      ['event[host_ids][]', String(organizer.user.id)],
      ['event[office_ids][]', ''], // how a form sends an emptied list
      ['resources_attributes[0][id]', String(event.resources[0].id)],
      ['resources_attributes[0][title]', 'Agenda v2'],
      ['resources_attributes[0][link]', 'docs.example.com/v2'],
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().event).toMatchObject({
      name: 'Renamed offsite',
      host_ids: [organizer.user.id],
      offices: [],
      resources: [{ title: 'Agenda v2' }],
    });
  });
});

describe('rsvp_pause_active outside the rsvp_pause call', () => {
  it('pauses and reopens RSVPs from the event update, under the same rules', async () => {
    const pausable = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    const put = (id: number, extra: Record<string, unknown>) =>
      callAs(t, organizer, 'PUT', `/api/events/${id}`, eventBody(t, [organizer.user.id], { ...extra }));
    const paused = await put(pausable.id, { rsvp_pause_active: true, rsvp_pause_allowed: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().event.rsvp_pause_active).toBe(true);
    expect((await put(pausable.id, { rsvp_pause_active: false })).json().event.rsvp_pause_active).toBe(false);

    const plain = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const refused = await put(plain.id, { rsvp_pause_active: true, name: 'Not saved' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rsvp_pause_active).toEqual([RSVP_MESSAGES.pauseNotAllowed]);
    expect((await callAs(t, organizer, 'GET', `/api/events/${plain.id}`)).json().event.name).toBe('Team offsite');
  });

  it('reopens RSVPs with an invitation body, and refuses it where pausing is not allowed', async () => {
    const guest = await createUser(t.db, acme);
    const pausable = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    await callAs(t, organizer, 'POST', `/api/events/${pausable.id}/rsvp_pause`, { rsvp_pause_active: true });
    const invitation = (eventId: number, extra: Record<string, unknown>) => ({
      event_id: eventId,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [guest.id] }],
      ...extra,
    });
    const sent = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(pausable.id, { rsvp_pause_active: false }),
    );
    expect(sent.statusCode).toBe(201);
    expect((await callAs(t, organizer, 'GET', `/api/events/${pausable.id}`)).json().event.rsvp_pause_active).toBe(
      false,
    );

    const plain = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const refused = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(plain.id, { rsvp_pause_active: true }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rsvp_pause_active).toEqual([RSVP_MESSAGES.pauseNotAllowed]);
  });
});

describe('private groups', () => {
  it('refuses to link an event to a private group the caller cannot see, like an unknown group', async () => {
    const [secret] = await t.db
      .insert(groups)
      .values({ organizationId: acme.id, name: 'Board', private: true })
      .returning();
    await t.db.insert(groupMemberships).values({ organizationId: acme.id, groupId: secret!.id, userId: admin.user.id });
    const link = (s: Session) =>
      callAs(t, s, 'POST', '/api/events', eventBody(t, [s.user.id], { group_ids: [secret!.id] }));
    const refused = await link(organizer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.group_ids).toEqual([EVENT_MESSAGES.groupNotFound]);
    expect(
      (
        await callAs(t, organizer, 'POST', '/api/events', eventBody(t, [organizer.user.id], { group_ids: [999_999] }))
      ).json().errors.group_ids,
    ).toEqual([EVENT_MESSAGES.groupNotFound]);

    const byAdmin = await link(admin);
    expect(byAdmin.statusCode).toBe(201);
    await t.db
      .insert(groupMemberships)
      .values({ organizationId: acme.id, groupId: secret!.id, userId: organizer.user.id });
    expect((await link(organizer)).statusCode).toBe(201);
  });
});
