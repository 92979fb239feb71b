import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { eventTypes } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { createOffice, signedIn, type TestOrganization } from '../../../test/factories.ts';
import { multipart, png } from '../../../test/multipart.ts';
import { callAs, sendFormAs } from '../../../test/call.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';

const HOUR = 3600 * 1000;
let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Session;
let organizer: Session;
let other: Session;
let user: Session;
let globexAdmin: Session;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({
    acme,
    globex,
    admin,
    organizer,
    otherOrganizer: other,
    user,
    globexAdmin,
  } = await twoTenants(t, {
    organizer: { firstName: 'Olga', lastName: 'Org' },
    otherOrganizer: true,
  }));
});
afterAll(() => t.close());

describe('creating, saving and publishing', () => {
  it('saves a draft from the multipart form with a banner, resources, offices, type and a meeting link', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const [type] = await t.db.insert(eventTypes).values({ organizationId: acme.id, name: 'Workshop' }).returning();
    const body = eventBody(t, [organizer.user.id]).event;
    const r = await sendFormAs(
      t,
      organizer,
      'POST',
      '/api/events',
      {
        'event[name]': '  Team offsite ',
        'event[description]': body.description,
        'event[start]': body.start,
        'event[ends]': body.ends,
        'event[timezone]': 'Europe/Lisbon',
        'event[location]': 'Room 4',
        'event[privacy]': 'organization',
        'event[event_type_ids]': String(type!.id),
        'event[host_ids]': JSON.stringify([organizer.user.id]),
        'event[office_ids]': JSON.stringify([office.id]),
        'event[rsvp_pause_allowed]': 'true',
        resources_attributes: JSON.stringify([
          { title: 'Agenda', link: 'docs.example.com/agenda' },
          { title: '', link: '' },
        ]),
        meeting_attributes: JSON.stringify({ service: 'unknown', link: 'https://meet.example.com/abc' }),
        config: JSON.stringify({ display_organizers_as_hosts: false }),
      },
      { field: 'cover_image', name: 'banner.png', data: await png(2000, 1000), type: 'image/png' },
    );
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('Your draft was saved.');
    const event = r.json().event;
    expect(event).toMatchObject({
      name: 'Team offsite',
      published: false,
      privacy: 'organization',
      location_type: 'hybrid',
      event_type: { id: type!.id, name: 'Workshop' },
      offices: [{ id: office.id, name: 'Lisbon' }],
      host_ids: [organizer.user.id],
      meeting: { service: 'unknown', link: 'https://meet.example.com/abc' },
      resources: [{ title: 'Agenda', link: 'https://docs.example.com/agenda' }],
      rsvp_pause_allowed: true,
      config: { display_organizers_as_hosts: false },
      can_edit: true,
      can_manage: true,
      editable: true,
    });
    expect(event.safe_description).toBe('<p>Plans for <b>next year</b></p>');
    expect(event.cover_image).toMatch(/^\/api\/files\//);

    // Drafts are for their hosts and admins only.
    expect((await callAs(t, user, 'GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await callAs(t, other, 'GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await callAs(t, admin, 'GET', `/api/events/${event.id}`)).statusCode).toBe(200);

    // Publishing the draft (its fields saved too).
    const published = await callAs(t, organizer, 'POST', '/api/events/publish', {
      event: { ...eventBody(t, [organizer.user.id]).event, id: event.id, name: 'Team offsite 2027' },
      resources_attributes: [{ id: event.resources[0].id, title: 'Agenda', link: 'docs.example.com/agenda' }],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Your event is published!',
      event: { id: event.id, published: true, name: 'Team offsite 2027', resources: [{ id: event.resources[0].id }] },
    });
    expect((await callAs(t, user, 'GET', `/api/events/${event.id}`)).json().event.can_edit).toBe(false);
  });

  it('refuses bad input with the spec’s messages and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', EVENT_MESSAGES.nameRequired],
      [{ host_ids: [] }, 'host_ids', EVENT_MESSAGES.hostRequired],
      [{ start: '' }, 'start', EVENT_MESSAGES.startRequired],
      [{ ends: 'not a date' }, 'ends', EVENT_MESSAGES.invalidDate],
      [{ start: '2026-11-21T09:00:00Z', ends: '2026-11-21T10:00:00Z' }, 'start', EVENT_MESSAGES.dateInPast],
      [{ ends: '2026-11-01T10:00:00Z' }, 'ends', EVENT_MESSAGES.endAfterStart],
      [{ privacy: 'secret' }, 'privacy', 'Must be one of: open, organization, invite_only.'],
    ];
    for (const [overrides, field, message] of cases) {
      const r = await callAs(t, organizer, 'POST', '/api/events', eventBody(t, [organizer.user.id], overrides));
      expect(r.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(r.json().errors[field]).toEqual([message]);
    }
    const meeting = await callAs(t, organizer, 'POST', '/api/events', {
      ...eventBody(t, [organizer.user.id]),
      meeting_attributes: { service: 'unknown', link: '' },
    });
    expect(meeting.json().errors['meeting_attributes.link'] ?? meeting.json().errors.link).toEqual([
      EVENT_MESSAGES.meetingLinkInvalid,
    ]);
    const foreignHost = await signedIn(t, globex);
    expect(
      (await callAs(t, organizer, 'POST', '/api/events', eventBody(t, [foreignHost.user.id]))).json().errors.host_ids,
    ).toEqual([EVENT_MESSAGES.hostNotFound]);
    const fake = multipart(
      {
        'event[name]': 'Fake banner',
        'event[start]': eventBody(t, []).event.start,
        'event[ends]': eventBody(t, []).event.ends,
        'event[host_ids]': JSON.stringify([organizer.user.id]),
      },
      { field: 'cover_image', name: 'x.png', data: Buffer.from('nope'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...organizer.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.json().errors.cover_image).toEqual(['You must upload an image file.']);
    const drafts = (await callAs(t, organizer, 'GET', '/api/events/draft?search=Fake')).json();
    expect(drafts.meta.total_count).toBe(0);
  });

  it('lets only admins and hosts change an event, and only organizers create one', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await callAs(t, user, 'POST', '/api/events', eventBody(t, [user.user.id]))).statusCode).toBe(403);
    expect((await callAs(t, other, 'PUT', `/api/events/${event.id}`, eventBody(t, [other.user.id]))).statusCode).toBe(
      403,
    );
    expect((await callAs(t, user, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(403);
    const byAdmin = await callAs(
      t,
      admin,
      'PUT',
      `/api/events/${event.id}`,
      eventBody(t, [organizer.user.id], { name: 'Renamed' }),
    );
    expect(byAdmin.json()).toMatchObject({ message: 'Your event was updated.', event: { name: 'Renamed' } });
    for (const [method, url] of [
      ['GET', `/api/events/${event.id}`],
      ['GET', `/api/events/${event.id}/ical`],
      ['DELETE', `/api/events/${event.id}`],
      ['GET', `/api/events/${event.id}/clone`],
    ] as const) {
      expect((await callAs(t, globexAdmin, method, url)).statusCode, url).toBe(404);
    }
  });

  it('locks a published event once it has started: no changes, no delete', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
    t.clock.advance(3 * HOUR);
    try {
      const seen = (await callAs(t, organizer, 'GET', `/api/events/${event.id}`)).json().event;
      expect(seen).toMatchObject({ started: true, editable: false, can_edit: false, can_manage: true });
      const put = await callAs(t, organizer, 'PUT', `/api/events/${event.id}`, eventBody(t, [organizer.user.id]));
      expect(put.statusCode).toBe(422);
      expect(put.json().error).toBe(EVENT_MESSAGES.locked);
      expect((await callAs(t, admin, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(422);
    } finally {
      t.clock.advance(-3 * HOUR);
    }
  });

  it('hides private events from the uninvited (403 not_invited) and serves open ones publicly', async () => {
    const secret = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'invite_only' });
    const r = await callAs(t, user, 'GET', `/api/events/${secret.id}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('not_invited');
    const open = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'open' });
    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/events/${open.id}/public`,
      headers: { host: acme.host },
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().event.hosts[0].email).toBe('');
    const privateIcs = await t.app.inject({
      method: 'GET',
      url: `/api/events/${secret.id}/ical`,
      headers: { host: acme.host },
    });
    expect(privateIcs.statusCode).toBe(404);
    const notPublic = await t.app.inject({
      method: 'GET',
      url: `/api/events/${secret.id}/public`,
      headers: { host: acme.host },
    });
    expect(notPublic.statusCode).toBe(404);
    const wrongHost = await t.app.inject({
      method: 'GET',
      url: `/api/events/${open.id}/public`,
      headers: { host: globex.host },
    });
    expect(wrongHost.statusCode).toBe(404);
  });

  it('deletes with the spec’s message and offers an iCalendar file', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Board: Q1 review' });
    const ics = await callAs(t, user, 'GET', `/api/events/${event.id}/ical`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toBe('attachment; filename="Board Q1 review.ics"');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(`UID:event-${event.id}@huddle`);
    expect(ics.body).toContain('SUMMARY:Board: Q1 review');
    // Visitors of the public page may add an open event to their calendar.
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/ical`,
      headers: { host: acme.host },
    });
    expect(visitor.statusCode).toBe(200);
    const deleted = await callAs(t, organizer, 'DELETE', `/api/events/${event.id}`);
    expect(deleted.json()).toEqual({ message: 'Your event was deleted.' });
    expect((await callAs(t, organizer, 'GET', `/api/events/${event.id}`)).statusCode).toBe(404);
  });
});
