import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/** Spec events §7 "AI": query eventInvitations(eventId), the event's invitations (not its messages). */
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const send = (s: Session, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: s.headers, ...(payload ? { payload } : {}) });
const QUERY = `query($eventId: ID!) { eventInvitations(eventId: $eventId) {
  id historyType deliveryMethods status scheduledFor recipientsCount canEdit } }`;
const eventInvitations = (s: Session, eventId: number | string) =>
  send(s, 'POST', '/graphql', { query: QUERY, variables: { eventId: String(eventId) } });

describe('eventInvitations', () => {
  it('lists the event’s invitations to its managers, without its messages', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guest = await createUser(t.db, acme);
    const later = new Date(NOW.getTime() + HOUR).toISOString();
    const invited = await send(organizer, 'POST', '/api/event_invitations', {
      event_id: e.id,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [guest.id] }],
    });
    expect(invited.statusCode).toBe(201);
    const message = await send(organizer, 'POST', '/api/event_messages/create_and_send', {
      event_id: e.id,
      message_type: 'email',
      invitee_statuses: ['invited'],
      message_body: '<p>Hi</p>',
      is_scheduled: true,
      scheduled_for: later,
    });
    expect(message.statusCode).toBe(201);
    const expected = [
      {
        id: String(invited.json().communication.id),
        historyType: 'invitation',
        deliveryMethods: ['email'],
        status: invited.json().communication.status,
        scheduledFor: null,
        recipientsCount: 1,
        canEdit: true,
      },
    ];
    for (const s of [organizer, admin]) {
      const r = await eventInvitations(s, e.id);
      expect(r.json()).toEqual({ data: { eventInvitations: expected } });
    }
  });

  it('refuses other roles (403) and another organization’s event or a bad id (404)', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    for (const [s, status] of [
      [user, 403],
      [otherOrganizer, 403],
      [globexAdmin, 404],
    ] as const) {
      const r = (await eventInvitations(s, e.id)).json();
      expect(r.data.eventInvitations).toBeNull();
      expect(r.errors[0].extensions.status).toBe(status);
    }
    expect((await eventInvitations(organizer, 'nope')).json().errors[0].extensions.status).toBe(404);
  });
});
