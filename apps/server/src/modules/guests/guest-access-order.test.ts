import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

/** Issue 12 review: guest-list and RSVP-pause calls answer 403/404 before they look at the body. */
let t: TestApp;
let { acme, organizer, otherOrganizer, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, organizer, otherOrganizer, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

describe('access before the body', () => {
  it('answers another organization 404, a non-managing organizer 403, the host 422', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { rsvp_pause_allowed: true });
    const calls = [
      ['PATCH', `/api/events/${event.id}/invitees.json`, { invitees: 'none' }],
      ['DELETE', `/api/events/${event.id}/invitees.json`, { invitees: 'none' }],
      ['POST', `/api/events/${event.id}/rsvp_pause`, { rsvp_pause_active: 'perhaps' }],
    ] as const;
    for (const [method, url, body] of calls) {
      const codes = [];
      for (const s of [globexAdmin, otherOrganizer, organizer])
        codes.push((await callAs(t, s, method, url, body)).statusCode);
      expect([method, url, ...codes]).toEqual([method, url, 404, 403, 422]);
    }
  });
});
