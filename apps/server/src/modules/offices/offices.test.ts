import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_NAME_REQUIRED } from '@huddle/domain/office-schemas';
import { offices } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, createUser, type TestOrganization } from '../../../test/factories.ts';
import { twoTenants } from '../../../test/tenants.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Record<string, string>;
let organizer: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const tenants = await twoTenants(t);
  ({ acme, globex } = tenants);
  admin = tenants.admin.headers;
  organizer = tenants.organizer.headers;
});
afterAll(() => t.close());

describe('offices', () => {
  it('lists offices with their user counts, searchable, without other organizations’ offices', async () => {
    const office = await createOffice(t.db, acme.id, 'Berlin');
    await createUser(t.db, acme, { officeId: office.id });
    await createUser(t.db, acme, { officeId: office.id });
    await createUser(t.db, acme, { officeId: office.id, status: 'deactivated' });
    await createOffice(t.db, globex.id, 'Berlin Globex');
    const r = (await t.app.inject({ method: 'GET', url: '/api/offices?search=berl', headers: organizer })).json();
    expect(r.data).toEqual([{ id: office.id, name: 'Berlin', users_count: 2, events_count: 0, groups_count: 0 }]);
    expect(r.meta).toMatchObject({ total_count: 1, total_pages: 1, next_page: null, prev_page: null });
  });

  it('lets an admin create, rename and delete an office', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/offices',
      headers: admin,
      payload: { name: '  Paris  ' },
    });
    expect(created.statusCode).toBe(201);
    const { id, name } = created.json().office;
    expect(name).toBe('Paris');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/offices/${id}`,
      headers: admin,
      payload: { office: { name: 'Paris HQ' } },
    });
    expect(renamed.json().office.name).toBe('Paris HQ');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/offices/${id}`, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/offices/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('answers a delete only once it is committed: the office is gone when the 204 arrives (issue 13 fuzzing)', async () => {
    // PostgreSQL shows it: PGlite runs one statement at a time, so the delete is always committed first.
    for (const name of ['Gone 1', 'Gone 2', 'Gone 3']) {
      const office = await createOffice(t.db, acme.id, name);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/offices/${office.id}`, headers: admin })).statusCode,
      ).toBe(204);
      expect(await t.db.select().from(offices).where(eq(offices.id, office.id))).toEqual([]);
    }
  });

  it('refuses a blank name, an organizer (403) and another organization’s office (404)', async () => {
    const blank = await t.app.inject({ method: 'POST', url: '/api/offices', headers: admin, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([OFFICE_NAME_REQUIRED]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/offices', headers: organizer, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    const foreign = await createOffice(t.db, globex.id);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/offices/${foreign.id}`,
      headers: admin,
      payload: { office: { name: 'Mine' } },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/offices/${foreign.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});
