import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/** Issue 12 review: a group update keeps what it does not send; access comes before the form. */
let t: TestApp;
let { acme, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload !== undefined && { payload: payload as object }) });
const sendForm = (s: Session, method: 'PUT' | 'PATCH', url: string, fields: [string, string][]) => {
  const form = multipart(fields);
  return t.app.inject({ method, url, headers: { ...s.headers, ...form.headers }, payload: form.payload });
};

async function createGroup(s: Session, group: Record<string, unknown> = {}) {
  const r = await call(s, 'POST', '/api/groups', {
    group: { name: 'Runners', group_admin_ids: [s.user.id], ...group },
  });
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json().group as { id: number };
}

describe('a group update keeps what it does not send', () => {
  it('a PUT without group[private] or office ids keeps the group private and in its offices', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const group = await createGroup(organizer, { private: true, office_ids: [office.id], description: 'Keep' });
    const r = await sendForm(organizer, 'PUT', `/api/groups/${group.id}`, [
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
    const group = await createGroup(organizer, { private: true, description: 'Old' });
    const r = await call(organizer, 'PUT', `/api/groups/${group.id}`, {
      group: { name: 'Open', description: '', private: false, office_ids: [], group_admin_ids: [organizer.user.id] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().group).toMatchObject({ name: 'Open', private: false, description: '' });
  });

  it('refuses a body that names no field of the group, and changes nothing', async () => {
    const group = await createGroup(organizer);
    for (const body of [{ name: 'Flat' }, { group: 'abc' }, {}]) {
      const r = await call(organizer, 'PATCH', `/api/groups/${group.id}`, body);
      expect(r.statusCode).toBe(422);
    }
    expect((await call(organizer, 'GET', `/api/groups/${group.id}`)).json().group.name).toBe('Runners');
  });
});

describe('access before the form', () => {
  it('answers 403/404 to a multipart PATCH with an unreadable form', async () => {
    const group = await createGroup(organizer);
    const bad: [string, string][] = [['office_ids', '{not json']];
    expect((await sendForm(user, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(403);
    expect((await sendForm(globexAdmin, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(404);
    expect((await sendForm(organizer, 'PATCH', `/api/groups/${group.id}`, bad)).statusCode).toBe(422);
  });

  it('answers 403/404 to mass_join and mass_leave before checking the body', async () => {
    const group = await createGroup(organizer);
    for (const path of ['mass_join', 'mass_leave']) {
      const url = `/api/groups/${group.id}/${path}`;
      expect((await call(user, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(403);
      expect((await call(globexAdmin, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(404);
      expect((await call(organizer, 'POST', url, { employee_ids: 'x' })).statusCode).toBe(422);
    }
  });
});
