import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIST_MESSAGES } from '@huddle/domain/contact-schemas';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { signedIn } from '../../../test/factories.ts';
import { callAs } from '../../../test/call.ts';

let t: TestApp;
let { acme, admin, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, user, globexAdmin } = await twoTenants(t, {
    admin: { firstName: 'Ada', lastName: 'Admin' },
    organizer: { firstName: 'Olga', lastName: 'Org' },
    user: { firstName: 'Uma', lastName: 'User' },
  }));
});
afterAll(() => t.close());

const contact = (email: string, first = 'Casey', last = 'Contact') => ({ email, first_name: first, last_name: last });

describe('contact lists', () => {
  it('creates public and private lists with the spec messages and rules', async () => {
    const a = (await callAs(t, organizer, 'POST', '/api/employees', contact('la@acme.test'))).json().employee.id;
    const b = (await callAs(t, organizer, 'POST', '/api/employees', contact('lb@acme.test'))).json().employee.id;
    const invalid = await callAs(t, organizer, 'POST', '/api/lists', {
      name: ' ',
      is_private: false,
      employee_ids: [],
    });
    expect(invalid.json().errors).toEqual({
      name: [LIST_MESSAGES.nameRequired],
      employee_ids: [LIST_MESSAGES.membersRequired],
    });
    const foreign = await callAs(t, organizer, 'POST', '/api/lists', {
      name: 'X',
      employee_ids: [globexAdmin.user.id],
    });
    expect(foreign.json().errors.employee_ids).toEqual([LIST_MESSAGES.unknownMembers]);

    const shared = await callAs(t, organizer, 'POST', '/api/lists', {
      name: 'Shared',
      is_private: false,
      employee_ids: [a, b],
    });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({
      message: LIST_MESSAGES.created('Shared'),
      list: {
        name: 'Shared',
        is_public: true,
        contacts_count: 2,
        owner_employee: { full_name: 'Olga Org' },
        can_edit: true,
      },
    });
    const sharedId = shared.json().list.id;
    const mine = await callAs(t, admin, 'POST', '/api/lists', { name: 'Mine', is_private: true, employee_ids: [a] });
    const mineId = mine.json().list.id;

    const seen = await callAs(t, organizer, 'GET', '/api/lists?per_page=100');
    expect(seen.json().data.map((l: { name: string }) => l.name)).toContain('Shared');
    expect(seen.json().data.map((l: { name: string }) => l.name)).not.toContain('Mine');
    expect((await callAs(t, organizer, 'GET', `/api/lists/${mineId}`)).statusCode).toBe(404);

    const members = await callAs(t, admin, 'GET', `/api/lists/${sharedId}/members?per_page=1`);
    expect(members.json().meta.total_count).toBe(2);
    expect(members.json().data).toHaveLength(1);

    const byAdmin = await callAs(t, admin, 'PATCH', `/api/lists/${sharedId}`, {
      name: 'Shared v2',
      is_private: false,
      employee_ids: [b],
    });
    expect(byAdmin.json()).toMatchObject({ message: LIST_MESSAGES.updated('Shared v2'), list: { contacts_count: 1 } });
    const otherOrganizer = await signedIn(t, acme, { role: 'organizer' });
    const notOwner = await callAs(t, otherOrganizer, 'PATCH', `/api/lists/${sharedId}`, {
      name: 'Hijack',
      employee_ids: [a],
    });
    expect(notOwner.statusCode).toBe(403);
    expect((await callAs(t, otherOrganizer, 'GET', `/api/lists/${sharedId}`)).json().list.can_edit).toBe(false);
    expect((await callAs(t, globexAdmin, 'GET', `/api/lists/${sharedId}`)).statusCode).toBe(404);
    expect((await callAs(t, globexAdmin, 'DELETE', `/api/lists/${sharedId}`)).statusCode).toBe(404);
    expect((await callAs(t, user, 'GET', '/api/lists')).statusCode).toBe(403);

    const filter = encodeURIComponent(JSON.stringify({ list_ids: [sharedId] }));
    expect(
      (await callAs(t, organizer, 'GET', `/api/employees?filters=${filter}`))
        .json()
        .data.map((c: { id: number }) => c.id),
    ).toEqual([b]);
    // Someone else's private list filters nothing in.
    const hidden = encodeURIComponent(JSON.stringify({ list_ids: [mineId] }));
    expect((await callAs(t, organizer, 'GET', `/api/employees?filters=${hidden}`)).json().meta.total_count).toBe(0);

    expect((await callAs(t, organizer, 'DELETE', `/api/lists/${sharedId}`)).json()).toEqual({
      message: LIST_MESSAGES.deleted('Shared v2'),
    });
  });

  it('answers 404 while the contact-lists flag is off', async () => {
    await t.tenancy.inOrganization(acme.id, () => t.services.featureFlags.set('contact-lists', false));
    try {
      const r = await callAs(t, organizer, 'GET', '/api/lists');
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe(LIST_MESSAGES.disabled);
      const upload = await callAs(t, organizer, 'POST', '/api/employees/upload', {
        employees: [contact('flag@acme.test')],
        save_as_segment: true,
        segment_name: 'Nope',
      });
      expect(upload.statusCode).toBe(404);
      const [nobody] = await t.db.select().from(users).where(eq(users.email, 'flag@acme.test'));
      expect(nobody).toBeUndefined();
    } finally {
      await t.tenancy.inOrganization(acme.id, () => t.services.featureFlags.set('contact-lists', true));
    }
  });
});
