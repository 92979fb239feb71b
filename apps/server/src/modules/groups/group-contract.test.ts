import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, createUser } from '../../../test/factories.ts';

import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs, sendFormAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';

/** Issue 12: groups as an outside client reading the spec calls them. */
let t: TestApp;
let { acme, admin, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

const LIBRARY_TEXT = /invalid input|expected|received|too_small|too_big/i;

describe('the group form', () => {
  it('creates a group from Rails-style fields: group[...] and repeated [] ids', async () => {
    const [lisbon, porto] = [await createOffice(t.db, acme.id, 'Lisbon'), await createOffice(t.db, acme.id, 'Porto')];
    const r = await sendFormAs(t, organizer, 'POST', '/api/groups', [
      ['group[name]', 'Cyclists'],
      ['group[private]', 'true'],
      ['group[group_admin_ids][]', String(organizer.user.id)],
      ['group[group_admin_ids][]', String(user.user.id)],
      ['group[office_ids][]', String(lisbon.id)],
      ['group[office_ids][]', String(porto.id)],
    ]);
    expect(r.statusCode).toBe(201);
    expect(r.json().group).toMatchObject({ name: 'Cyclists', private: true });
    expect([...r.json().group.office_ids].sort()).toEqual([lisbon.id, porto.id].sort());
    expect([...r.json().group.group_admin_ids].sort()).toEqual([organizer.user.id, user.user.id].sort());
  });

  it('answers missing admins with the spec message and never the schema library text', async () => {
    const missing = await callAs(t, organizer, 'POST', '/api/groups', { group: { name: 'No admins' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.group_admin_ids).toEqual([GROUP_MESSAGES.adminRequired]);
    for (const group of [{}, { name: 3, private: 'perhaps', office_ids: 'x', group_type_id: 'abc' }, 'nope']) {
      const r = await callAs(t, organizer, 'POST', '/api/groups', { group });
      expect(r.statusCode).toBe(422);
      const body = r.json();
      for (const m of [body.error, ...Object.values(body.errors ?? {}).flat()]) expect(m).not.toMatch(LIBRARY_TEXT);
    }
  });

  it('PATCH changes only the fields sent, after the access check', async () => {
    const group = await createGroup(t, organizer, { description: 'Keep me' });
    const r = await callAs(t, organizer, 'PATCH', `/api/groups/${group.id}`, { group: { name: 'Joggers' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().group).toMatchObject({
      name: 'Joggers',
      description: 'Keep me',
      group_admin_ids: [organizer.user.id],
    });
    const bad = { group: { name: '', group_admin_ids: [] } };
    expect((await callAs(t, user, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(403);
    expect((await callAs(t, user, 'PUT', `/api/groups/${group.id}`, bad)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(404);
    expect((await callAs(t, globexAdmin, 'PUT', `/api/groups/${group.id}`, bad)).statusCode).toBe(404);
  });
});

describe('the group record', () => {
  it('lists member_employee_ids (members who are not admins) and employee_ids (everyone in the group)', async () => {
    const group = await createGroup(t, organizer);
    const [a, b] = [await createUser(t.db, acme), await createUser(t.db, acme, { status: 'deactivated' })];
    await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_join`, { employee_ids: [a.id, admin.user.id] });
    await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_join`, { employee_ids: [b.id] });
    const record = (await callAs(t, user, 'GET', `/api/groups/${group.id}`)).json().group;
    expect(record.member_employee_ids).toEqual([admin.user.id, a.id].sort((x, y) => x - y));
    expect(record.employee_ids).toEqual([admin.user.id, organizer.user.id, a.id].sort((x, y) => x - y));
    expect(record.admin_employee_ids).toEqual([organizer.user.id]);
  });
});
