import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { signedIn, type TestOrganization } from '../../../test/factories.ts';
import { callAs } from '../../../test/call.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Session;
let organizer: Session;
let other: Session;
let user: Session;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, globex, admin, organizer, otherOrganizer: other, user } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const errorsOf = async (overrides: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const r = await callAs(t, organizer, 'POST', '/api/events', {
    ...eventBody(t, [organizer.user.id], overrides),
    ...extra,
  });
  expect(r.statusCode, JSON.stringify(overrides)).toBe(422);
  return r.json().errors as Record<string, string[]>;
};

describe('input that must not get through', () => {
  it('refuses far-future or impossible dates, unknown timezones and unsafe links with a 4xx', async () => {
    expect((await errorsOf({ start: '+010000-01-01T09:00:00Z' })).start).toEqual([EVENT_MESSAGES.invalidDate]);
    expect((await errorsOf({ ends: '' })).ends).toEqual([EVENT_MESSAGES.endRequired]);
    expect((await errorsOf({ timezone: 'Not/AZone' })).timezone).toBeDefined();
    const resource = await errorsOf({}, { resources_attributes: [{ title: 'Bad', link: 'javascript:alert(1)' }] });
    expect(resource['resources_attributes.0.link']).toEqual([EVENT_MESSAGES.linkInvalid]);
    const zoom = await errorsOf({}, { meeting_attributes: { service: 'zoom_meeting', link: 'javascript:alert(1)' } });
    expect(zoom.link).toEqual([EVENT_MESSAGES.meetingLinkInvalid]);
    for (const [field, value] of [
      ['group_ids', [2_000_000]],
      ['office_ids', [2_000_000]],
      ['event_type_id', 2_000_000],
    ] as const) {
      expect((await errorsOf({ [field]: value }))[field]).toBeDefined();
    }
    const range = await callAs(
      t,
      user,
      'GET',
      '/api/events/range?start_date=%2B010000-01-01 00:00:00&end_date=2027-01-01 00:00:00',
    );
    expect(range.statusCode).toBe(422);
    const gql = await callAs(t, user, 'POST', '/graphql', {
      query:
        'query($page: Int) { fetchEvents(page: $page, columnFilters: [{id: "office_id", value: "x"}]) { totalCount } }',
      variables: { page: 'not a number' },
    });
    expect(gql.statusCode).toBe(200);
    // graphql-js's own refusal reaches the caller as it is, not as "Something went wrong".
    expect(gql.json().errors[0].message).toMatch(/Int cannot represent non-integer value/);
    const huge = await callAs(t, user, 'POST', '/graphql', {
      query: '{ fetchEvents(page: 99999999) { totalCount events { id } } }',
    });
    expect(huge.json().data.fetchEvents.events).toEqual([]);
  });

  it('takes only organizers and admins as hosts, since hosts manage the event', async () => {
    expect((await errorsOf({ host_ids: [user.user.id] })).host_ids).toEqual([EVENT_MESSAGES.hostNotFound]);
    const options = await callAs(t, organizer, 'GET', '/api/employees/event_host_options');
    const ids = options.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(other.user.id);
    expect(ids).not.toContain(user.user.id);
    const groupAdmins = await callAs(t, organizer, 'GET', '/api/employees/group_admin_options');
    expect(groupAdmins.json().data.map((p: { id: number }) => p.id)).toContain(user.user.id);
  });

  it('hides the Public option when the never-public flag is on', async () => {
    await callAs(t, admin, 'PUT', '/api/feature_flags/event-privacy-never-public', { enabled: true });
    try {
      expect((await errorsOf({ privacy: 'open' })).privacy).toEqual([EVENT_MESSAGES.publicOff]);
      const ok = await callAs(
        t,
        organizer,
        'POST',
        '/api/events',
        eventBody(t, [organizer.user.id], { privacy: 'organization' }),
      );
      expect(ok.statusCode).toBe(201);
    } finally {
      await callAs(t, admin, 'PUT', '/api/feature_flags/event-privacy-never-public', { enabled: false });
    }
  });
});

describe('who may change which event', () => {
  it('keeps organizers off events they do not host and other organizations off everything', async () => {
    const draft = await createEvent(t, acme, organizer.headers, [organizer.user.id], { publish: false });
    const published = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await callAs(t, other, 'PUT', `/api/events/${draft.id}`, eventBody(t, [other.user.id]))).statusCode).toBe(
      404,
    );
    expect((await callAs(t, other, 'DELETE', `/api/events/${published.id}`)).statusCode).toBe(403);
    const globexOrganizer = await signedIn(t, globex, { role: 'organizer' });
    const body = eventBody(t, [globexOrganizer.user.id]);
    expect((await callAs(t, globexOrganizer, 'PUT', `/api/events/${published.id}`, body)).statusCode).toBe(404);
    const publish = await callAs(t, globexOrganizer, 'POST', '/api/events/publish', {
      event: { ...body.event, id: draft.id },
    });
    expect(publish.statusCode).toBe(404);
    // The events are unchanged.
    expect((await callAs(t, organizer, 'GET', `/api/events/${draft.id}`)).json().event.published).toBe(false);
  });

  it('keeps drafts and private events out of other people’s calendars', async () => {
    await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      name: 'Range draft',
      publish: false,
      inHours: 30,
    });
    await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      name: 'Range private',
      privacy: 'invite_only',
      inHours: 30,
    });
    await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Range open', inHours: 30 });
    const range = '/api/events/range?start_date=2026-11-23 00:00:00&end_date=2026-11-25 00:00:00';
    const names = async (s: Session) =>
      (await callAs(t, s, 'GET', range)).json().data.map((e: { name: string }) => e.name);
    expect(await names(user)).toEqual(['Range open']);
    expect((await names(organizer)).sort()).toEqual(['Range open', 'Range private']);
  });

  it('clones over GET only from the app’s own pages when the session is a cookie', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const cookie = { host: acme.host, cookie: `huddle_session=${organizer.token}` };
    const crossSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } },
      'GET',
      `/api/events/${event.id}/clone`,
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'same-origin' } },
      'GET',
      `/api/events/${event.id}/clone`,
    );
    expect(sameSite.statusCode).toBe(201);
  });

  it('writes iCalendar times in UTC', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 48 });
    const ics = (await callAs(t, user, 'GET', `/api/events/${event.id}/ical`)).body;
    expect(ics).toContain('DTSTART:20261124T120000Z');
    expect(ics).toContain('DTEND:20261124T130000Z');
  });
});
