import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, LIST_MESSAGES } from '@huddle/domain/contact-schemas';
import { OFFICE_NAME_REQUIRED } from '@huddle/domain/office-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, createUser, signedIn } from '../../../test/factories.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

/** Issue 12: contacts and offices as an outside client reading the spec calls them. */
let t: TestApp;
let { acme, globex, admin, organizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, globex, admin, organizer, user } = await twoTenants(t));
});
afterAll(() => t.close());

const LIBRARY_TEXT = /invalid input|expected|received|too_small|too_big/i;
const messagesOf = (body: { error: string; errors?: Record<string, string[]> }) => [
  body.error,
  ...Object.values(body.errors ?? {}).flat(),
];

describe('PATCH updates only the fields sent', () => {
  it('changes just the first name of a contact, top level or under employee', async () => {
    const office = await createOffice(t.db, acme.id, 'Braga');
    const person = await createUser(t.db, acme, { firstName: 'Casey', lastName: 'Keep', officeId: office.id });
    const r = await callAs(t, organizer, 'PATCH', `/api/employees/${person.id}`, { first_name: 'Cass' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: CONTACT_MESSAGES.updated,
      employee: { first_name: 'Cass', last_name: 'Keep', email: person.email, office: { id: office.id } },
    });
    const scoped = await callAs(t, organizer, 'PATCH', `/api/employees/${person.id}`, {
      employee: { last_name: 'Kept' },
    });
    expect(scoped.json().employee).toMatchObject({ first_name: 'Cass', last_name: 'Kept' });
    const blank = await callAs(t, organizer, 'PATCH', `/api/employees/${person.id}`, { first_name: '  ' });
    expect(blank.json().errors.first_name).toEqual([CONTACT_MESSAGES.firstNameRequired]);
  });

  it('answers 403 or 404 before reading the fields', async () => {
    const person = await createUser(t.db, acme);
    const foreign = await createUser(t.db, globex);
    const bad = { email: 42, first_name: [] };
    expect((await callAs(t, user, 'PATCH', `/api/employees/${person.id}`, bad)).statusCode).toBe(403);
    expect((await callAs(t, organizer, 'PATCH', `/api/employees/${foreign.id}`, bad)).statusCode).toBe(404);
    const foreignOffice = await createOffice(t.db, globex.id);
    expect(
      (await callAs(t, admin, 'PATCH', `/api/offices/${foreignOffice.id}`, { office: { name: 7 } })).statusCode,
    ).toBe(404);
    expect(
      (await callAs(t, organizer, 'PATCH', `/api/offices/${foreignOffice.id}`, { office: { name: 7 } })).statusCode,
    ).toBe(403);
  });

  it('renames an office with {office: {name}} or {name}, and an empty body changes nothing', async () => {
    const office = await createOffice(t.db, acme.id, 'Faro');
    expect((await callAs(t, admin, 'PATCH', `/api/offices/${office.id}`, { office: {} })).json().office.name).toBe(
      'Faro',
    );
    expect((await callAs(t, admin, 'PATCH', `/api/offices/${office.id}`, { name: 'Faro HQ' })).json().office.name).toBe(
      'Faro HQ',
    );
    const blank = await callAs(t, admin, 'PATCH', `/api/offices/${office.id}`, { office: { name: ' ' } });
    expect(blank.json().errors.name).toEqual([OFFICE_NAME_REQUIRED]);
  });
});

describe('PATCH /api/lists/{id}', () => {
  it('renames a list and keeps its members, after the access check', async () => {
    const [a, b] = [await createUser(t.db, acme), await createUser(t.db, acme)];
    const created = await callAs(t, organizer, 'POST', '/api/lists', { name: 'Runners', employee_ids: [a.id, b.id] });
    const id = created.json().list.id;
    const renamed = await callAs(t, organizer, 'PATCH', `/api/lists/${id}`, { name: 'Joggers' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().list).toMatchObject({ name: 'Joggers', contacts_count: 2, is_private: false });
    const bad = { name: 5, employee_ids: 'all' };
    const notOwner = await signedIn(t, acme, { role: 'organizer' });
    expect((await callAs(t, notOwner, 'PATCH', `/api/lists/${id}`, bad)).json().error).toBe(LIST_MESSAGES.notOwner);
    const priv = await callAs(t, admin, 'PATCH', `/api/lists/${id}`, { is_private: true });
    // An admin making someone's list private gets the saved list back, though it is now hidden from them.
    expect(priv.json().list?.is_private, priv.body).toBe(true);
    expect((await callAs(t, user, 'PATCH', `/api/lists/${id}`, bad)).statusCode).toBe(403);
    expect((await callAs(t, organizer, 'PATCH', '/api/lists/999999', bad)).statusCode).toBe(404);
  });

  it('takes the {list: {...}} wrapper and refuses a body that names no field', async () => {
    const [a] = [await createUser(t.db, acme)];
    const id = (await callAs(t, organizer, 'POST', '/api/lists', { name: 'Cyclists', employee_ids: [a!.id] })).json()
      .list.id;
    const wrapped = await callAs(t, organizer, 'PATCH', `/api/lists/${id}`, { list: { name: 'Riders' } });
    expect(wrapped.statusCode).toBe(200);
    expect(wrapped.json().list.name).toBe('Riders');
    for (const body of [{}, { title: 'x' }, { list: 'abc' }]) {
      expect((await callAs(t, organizer, 'PATCH', `/api/lists/${id}`, body)).statusCode).toBe(422);
    }
    expect((await callAs(t, organizer, 'GET', `/api/lists/${id}`)).json().list.name).toBe('Riders');
  });
});

describe('field errors and page sizes', () => {
  it('answers bad contact and office bodies in words written for people', async () => {
    const bodies: [string, unknown][] = [
      ['/api/employees', {}],
      ['/api/employees', { email: 5, first_name: true, last_name: 'x'.repeat(300), office_id: 'abc' }],
      ['/api/offices', {}],
      ['/api/offices', { office: { name: ['x'] } }],
    ];
    for (const [url, body] of bodies) {
      const r = await callAs(t, admin, 'POST', url, body);
      expect(r.statusCode, url).toBe(422);
      for (const message of messagesOf(r.json())) expect(message).not.toMatch(LIBRARY_TEXT);
    }
  });

  it('takes any per_page from 1 to 100 and refuses 0 and 101 with a clear message', async () => {
    for (const url of ['/api/employees', '/api/offices', '/api/events/upcoming']) {
      for (const size of [1, 7, 100]) {
        const r = await callAs(t, admin, 'GET', `${url}?per_page=${size}`);
        expect(r.statusCode, `${url} ${size}`).toBe(200);
      }
      for (const size of ['0', '101', 'ten']) {
        const r = await callAs(t, admin, 'GET', `${url}?per_page=${size}`);
        expect(r.statusCode, `${url} ${size}`).toBe(422);
        expect(r.json().errors.per_page).toEqual(['per_page must be a whole number from 1 to 100.']);
      }
    }
    const three = await callAs(t, admin, 'GET', '/api/employees?per_page=3');
    expect(three.json().data).toHaveLength(3);
  });
});
