import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice } from '../../../test/factories.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs, sendFormAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';

/** Issue 12 review: a group update keeps what it does not send; access comes before the form. */
let t: TestApp;
let { acme, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

describe('a group update keeps what it does not send', () => {
  it('a PUT without group[private] or office ids keeps the group private and in its offices', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const group = await createGroup(t, organizer, { private: true, office_ids: [office.id], description: 'Keep' });
    const r = await sendFormAs(t, organizer, 'PUT', `/api/groups/${group.id}`, [
      ['group[name]', 'Joggers'],
      ['group[group_admin_ids][]', String(organizer.user.id)],
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json().group).toMatchObject({
      name: 'Joggers',
      private: true,
      office_ids: [office.id],
      description: 'Keep',
    });
  });

  it('a full form still changes every field', async () => {
    const group = await createGroup(t, organizer, { private: true, description: 'Old' });
    const r = await callAs(t, organizer, 'PUT', `/api/groups/${group.id}`, {
      group: { name: 'Open', description: '', private: false, office_ids: [], group_admin_ids: [organizer.user.id] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().group).toMatchObject({ name: 'Open', private: false, description: '' });
  });

  it('refuses a body that names no field of the group, and changes nothing', async () => {
    const group = await createGroup(t, organizer);
    for (const body of [{ name: 'Flat' }, { group: 'abc' }, {}]) {
      const r = await callAs(t, organizer, 'PATCH', `/api/groups/${group.id}`, body);
      expect(r.statusCode).toBe(422);
    }
    expect((await callAs(t, organizer, 'GET', `/api/groups/${group.id}`)).json().group.name).toBe('Runners');
  });
});

describe('access before the form', () => {
  it('answers 403/404 to a multipart PATCH with an unreadable form', async () => {
    const group = await createGroup(t, organizer);
    const bad: [string, string][] = [['office_ids', '{not json']];
    expect((await sendFormAs(t, user, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(403);
    expect((await sendFormAs(t, globexAdmin, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(404);
    expect((await sendFormAs(t, organizer, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(422);
  });

  it('answers 403/404 to mass_join and mass_leave before checking the body', async () => {
    const group = await createGroup(t, organizer);
    for (const path of ['mass_join', 'mass_leave']) {
      const url = `/api/groups/${group.id}/${path}`;
      expect((await callAs(t, user, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(403);
      expect((await callAs(t, globexAdmin, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(404);
      expect((await callAs(t, organizer, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(422);
    }
  });
});
