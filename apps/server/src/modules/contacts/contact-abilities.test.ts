import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

/** Contacts and lists carry the reader's abilities, computed by the domain policy (docs/api-guests.md). */
let t: TestApp;
let { acme, admin, organizer, otherOrganizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer, otherOrganizer } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const employee = async (s: Session, id: number) => (await callAs(t, s, 'GET', `/api/employees/${id}`)).json().employee;

describe('contact abilities', () => {
  it('lock the email of an imported organizer for organizers, not for admins', async () => {
    const imported = await createUser(t.db, acme, { role: 'organizer', passwordHash: null, confirmedAt: null });
    expect(await employee(organizer, imported.id)).toMatchObject({ can_delete: true, can_change_email: false });
    expect(await employee(admin, imported.id)).toMatchObject({ can_delete: true, can_change_email: true });
  });

  it('never offer deleting oneself or an account', async () => {
    expect(await employee(organizer, organizer.user.id)).toMatchObject({ can_delete: false, can_change_email: false });
    expect(await employee(organizer, admin.user.id)).toMatchObject({ can_delete: false });
  });
});

describe('contact list abilities', () => {
  it('give the owner and admins editing and deleting, other organizers neither', async () => {
    const a = await createUser(t.db, acme);
    const created = await callAs(t, organizer, 'POST', '/api/lists', {
      name: 'Shared',
      is_private: false,
      employee_ids: [a.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().list.id;
    const list = async (s: Session) => (await callAs(t, s, 'GET', `/api/lists/${id}`)).json().list;
    expect(await list(organizer)).toMatchObject({ can_edit: true, can_delete: true });
    expect(await list(admin)).toMatchObject({ can_edit: true, can_delete: true });
    expect(await list(otherOrganizer)).toMatchObject({ can_edit: false, can_delete: false });
  });
});
