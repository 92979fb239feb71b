import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/** Event records carry the reader's abilities, computed by the domain policy (docs/api-events.md). */
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, otherOrganizer, user } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const read = async (s: Session, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: s.headers })).json().event;
const abilities = (e: Record<string, unknown>) => ({
  can_edit: e.can_edit,
  can_delete: e.can_delete,
  can_duplicate: e.can_duplicate,
  can_manage: e.can_manage,
});

describe('event abilities', () => {
  it('give the host and admins everything, other organizers duplicate only, users nothing', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy: 'organization' });
    const all = { can_edit: true, can_delete: true, can_duplicate: true, can_manage: true };
    expect(abilities(await read(organizer, e.id))).toEqual(all);
    expect(abilities(await read(admin, e.id))).toEqual(all);
    expect(abilities(await read(otherOrganizer, e.id))).toEqual({
      can_edit: false,
      can_delete: false,
      can_duplicate: true,
      can_manage: false,
    });
    expect(abilities(await read(user, e.id))).toEqual({
      can_edit: false,
      can_delete: false,
      can_duplicate: false,
      can_manage: false,
    });
  });

  it('lock editing at the start of a published event, which editable_until names; a draft never locks', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
    const seen = await read(organizer, e.id);
    expect(seen.editable_until).toBe(new Date(NOW.getTime() + 2 * HOUR).toISOString());
    const draft = await createEvent(t, acme, organizer.headers, [organizer.user.id], { publish: false });
    expect((await read(organizer, draft.id)).editable_until).toBeNull();
    t.clock.set(new Date(NOW.getTime() + 3 * HOUR));
    try {
      expect(abilities(await read(organizer, e.id))).toMatchObject({
        can_edit: false,
        can_delete: false,
        can_manage: true,
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('no longer let a host demoted to user manage the event', async () => {
    const host = await signedIn(t, acme, { role: 'organizer' });
    const e = await createEvent(t, acme, host.headers, [host.user.id]);
    const demoted = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_permission',
      headers: admin.headers,
      payload: { user_id: host.user.id, new_role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(await read(host, e.id)).toMatchObject({ is_host: true, can_manage: false, can_edit: false });
  });

  it('come with GraphQL fetchEvents too', async () => {
    await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: otherOrganizer.headers,
      payload: { query: '{ fetchEvents(status: "upcoming") { events { canEdit canDelete canDuplicate canManage } } }' },
    });
    expect(r.json().data.fetchEvents.events[0]).toEqual({
      canEdit: false,
      canDelete: false,
      canDuplicate: true,
      canManage: false,
    });
  });
});
