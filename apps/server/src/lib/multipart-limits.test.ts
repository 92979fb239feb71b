import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { eventBody } from '../../test/events.ts';
import { createOffice } from '../../test/factories.ts';

import { twoTenants, type Tenants } from '../../test/tenants.ts';
import { sendFormAs } from '../../test/call.ts';

/** Issue 12 review: Rails-style forms send one field per id and per resource cell; 50 fields was far too few. */
let t: TestApp;
let { acme, organizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

const post = (url: string, fields: [string, string][]) => sendFormAs(t, organizer, 'POST', url, fields);

describe('multipart field limits', () => {
  it('takes an event with 12 indexed resources and a group with 60 office ids', async () => {
    const body = eventBody(t, []).event;
    const resources = Array.from({ length: 12 }, (_, i): [string, string][] => [
      [`resources_attributes[${i}][title]`, `Doc ${i}`],
      [`resources_attributes[${i}][link]`, `https://example.com/${i}`],
    ]).flat();
    const event = await post('/api/events', [
      ['event[name]', 'Many links'],
      ['event[start]', body.start],
      ['event[ends]', body.ends],
      ['event[host_ids][]', String(organizer.user.id)],
      ...resources,
    ]);
    expect(event.statusCode).toBe(201);
    expect(event.json().event.resources).toHaveLength(12);

    const offices = [];
    for (let i = 0; i < 60; i++) offices.push(await createOffice(t.db, acme.id, `Office ${i}`));
    const group = await post('/api/groups', [
      ['group[name]', 'Everywhere'],
      ['group[group_admin_ids][]', String(organizer.user.id)],
      ...offices.map((o): [string, string] => ['group[office_ids][]', String(o.id)]),
    ]);
    expect(group.statusCode).toBe(201);
    expect(group.json().group.office_ids).toHaveLength(60);
  });

  it('answers a form over the limit with a 422 that says so', async () => {
    const fields = Array.from({ length: 2001 }, (_, i): [string, string] => [`event[x${i}]`, 'y']);
    const r = await post('/api/events', fields);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe('The form has too many fields (at most 2000).');
  });

  it('answers a field name nested 10,000 deep with a 400, not a 500 (issue 13 fuzzing)', async () => {
    const deep: [string, string] = [`event${'[a]'.repeat(10_000)}`, 'x'];
    for (const url of ['/api/events', '/api/groups']) {
      const r = await post(url, [deep]);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().error).toBe('The upload could not be read. Please try again.');
    }
    // Names as deep as the forms' own still work.
    const fine = await post('/api/groups', [
      ['group[name]', 'Deep enough'],
      ['group[group_admin_ids][]', String(organizer.user.id)],
      [`group[x]${'[a]'.repeat(10)}`, 'ignored'],
    ]);
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('Rails conventions', () => {
  it("reads '1'/'on' flags, a single id without [], and a blank resource id as none", async () => {
    const body = eventBody(t, []).event;
    const r = await post('/api/events', [
      ['event[name]', 'Rails flags'],
      ['event[start]', body.start],
      ['event[ends]', body.ends],
      ['event[host_ids]', String(organizer.user.id)],
      ['event[rsvp_pause_allowed]', '1'],
      ['event[display_organizers_as_hosts]', '0'],
      ['resources_attributes[0][id]', ''],
      ['resources_attributes[0][title]', 'Agenda'],
      ['resources_attributes[0][link]', 'https://example.com/a'],
    ]);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().event).toMatchObject({ host_ids: [organizer.user.id], rsvp_pause_allowed: true });
    expect(r.json().event.resources).toHaveLength(1);

    const group = await post('/api/groups', [
      ['group[name]', 'Flags'],
      ['group[group_admin_ids]', String(organizer.user.id)],
      ['group[private]', 'on'],
    ]);
    expect(group.statusCode, group.body).toBe(201);
    expect(group.json().group.private).toBe(true);
  });
});
