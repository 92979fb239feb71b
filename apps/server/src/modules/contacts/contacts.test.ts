import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES, CSV_MESSAGES } from '@huddle/domain/contact-schemas';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { createOffice, createOrganization, createUser, signedIn } from '../../../test/factories.ts';
import { callAs } from '../../../test/call.ts';

let t: TestApp;
let { acme, globex, admin, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t, {
    admin: { firstName: 'Ada', lastName: 'Admin' },
    organizer: { firstName: 'Olga', lastName: 'Org' },
    user: { firstName: 'Uma', lastName: 'User' },
  }));
});
afterAll(() => t.close());

const contact = (email: string, first = 'Casey', last = 'Contact') => ({ email, first_name: first, last_name: last });

describe('contacts', () => {
  it('creates, edits and deletes a contact with the spec messages', async () => {
    const office = await createOffice(t.db, acme.id, 'Porto');
    const created = await callAs(t, organizer, 'POST', '/api/employees', {
      ...contact(' Casey@Acme.test '),
      office_id: office.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: CONTACT_MESSAGES.created,
      employee: {
        email: 'casey@acme.test',
        full_name: 'Casey Contact',
        initials: 'CC',
        office: { id: office.id, name: 'Porto' },
        role_type: 'user',
        has_account: false,
      },
    });
    const id = created.json().employee.id;
    const taken = await callAs(t, organizer, 'POST', '/api/employees', contact('CASEY@acme.test'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([CONTACT_MESSAGES.emailTaken]);

    const edited = await callAs(
      t,
      organizer,
      'PATCH',
      `/api/employees/${id}`,
      contact('casey.c@acme.test', 'Casey', 'Changed'),
    );
    expect(edited.json()).toMatchObject({
      message: CONTACT_MESSAGES.updated,
      employee: { email: 'casey.c@acme.test' },
    });
    expect((await callAs(t, organizer, 'GET', `/api/employees/${id}`)).json().employee.last_name).toBe('Changed');
    expect((await callAs(t, organizer, 'DELETE', `/api/employees/${id}`)).json()).toEqual({
      message: CONTACT_MESSAGES.deleted,
    });
    expect((await callAs(t, organizer, 'GET', `/api/employees/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the spec messages, and offices of another organization', async () => {
    const empty = await callAs(t, organizer, 'POST', '/api/employees', { email: '', first_name: '', last_name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: [CONTACT_MESSAGES.emailRequired],
      first_name: [CONTACT_MESSAGES.firstNameRequired],
      last_name: [CONTACT_MESSAGES.lastNameRequired],
    });
    const format = await callAs(t, organizer, 'POST', '/api/employees', contact('not-an-email'));
    expect(format.json().errors.email).toEqual([CONTACT_MESSAGES.emailFormat]);
    const foreignOffice = await createOffice(t.db, globex.id, 'Elsewhere');
    const office = await callAs(t, organizer, 'POST', '/api/employees', {
      ...contact('x@acme.test'),
      office_id: foreignOffice.id,
    });
    expect(office.json().errors.office_id).toEqual([CONTACT_MESSAGES.officeNotFound]);
  });

  it('keeps the email and account of people who have signed up, and never deletes yourself', async () => {
    const locked = await callAs(
      t,
      organizer,
      'PATCH',
      `/api/employees/${user.user.id}`,
      contact('someone.else@acme.test', 'Uma', 'User'),
    );
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.email).toEqual([CONTACT_MESSAGES.accountEmailLocked]);
    const renamed = await callAs(
      t,
      organizer,
      'PATCH',
      `/api/employees/${user.user.id}`,
      contact(user.user.email, 'Uma', 'Renamed'),
    );
    expect(renamed.json().employee).toMatchObject({ last_name: 'Renamed', has_account: true });

    const refused = await callAs(t, organizer, 'DELETE', `/api/employees/${user.user.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CONTACT_MESSAGES.hasAccount('Uma Renamed'));
    expect((await callAs(t, organizer, 'DELETE', `/api/employees/${organizer.user.id}`)).statusCode).toBe(409);

    const a = (await callAs(t, organizer, 'POST', '/api/employees', contact('many1@acme.test'))).json().employee.id;
    const b = (await callAs(t, organizer, 'POST', '/api/employees', contact('many2@acme.test'))).json().employee.id;
    const many = await callAs(t, organizer, 'POST', '/api/employees/destroy_many', {
      employee_ids: [a, b, user.user.id],
    });
    expect(many.json()).toEqual({
      deleted_count: 2,
      skipped: [{ id: user.user.id, full_name: 'Uma Renamed' }],
      message: CONTACT_MESSAGES.manyDeleted(2),
    });
  });

  it('lets only admins move the email of an imported organizer, and keeps hosts and group leaders', async () => {
    const imported = await createUser(t.db, acme, {
      role: 'admin',
      passwordHash: null,
      confirmedAt: null,
      firstName: 'Ivy',
      lastName: 'Imported',
    });
    const body = contact('mine@elsewhere.test', 'Ivy', 'Imported');
    const refused = await callAs(t, organizer, 'PATCH', `/api/employees/${imported.id}`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([CONTACT_MESSAGES.roleEmailLocked]);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, imported.id));
    expect(unchanged!.email).toBe(imported.email);
    expect((await callAs(t, admin, 'PATCH', `/api/employees/${imported.id}`, body)).statusCode).toBe(200);

    const host = await createUser(t.db, acme, { role: 'organizer', passwordHash: null, confirmedAt: null });
    await createEvent(t, acme, organizer.headers, [host.id]);
    const kept = await callAs(t, organizer, 'DELETE', `/api/employees/${host.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error).toBe(CONTACT_MESSAGES.hostsOrLeads(`${host.firstName} ${host.lastName}`));
    const listed = await callAs(t, organizer, 'GET', `/api/employees/${host.id}`);
    expect(listed.json().employee).toMatchObject({ has_account: false, can_delete: false });
    const many = await callAs(t, organizer, 'POST', '/api/employees/destroy_many', { employee_ids: [host.id] });
    expect(many.json()).toMatchObject({ deleted_count: 0, skipped: [{ id: host.id }] });
  });

  it('is for organizers and admins, within their organization', async () => {
    expect((await callAs(t, user, 'GET', '/api/employees')).statusCode).toBe(403);
    expect((await callAs(t, user, 'POST', '/api/employees', contact('u@acme.test'))).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'GET', `/api/employees/${user.user.id}`)).statusCode).toBe(404);
    expect(
      (await callAs(t, globexAdmin, 'PATCH', `/api/employees/${user.user.id}`, contact(user.user.email))).statusCode,
    ).toBe(404);
    expect((await callAs(t, globexAdmin, 'DELETE', `/api/employees/${user.user.id}`)).statusCode).toBe(404);
    const many = await callAs(t, globexAdmin, 'POST', '/api/employees/destroy_many', { employee_ids: [user.user.id] });
    expect(many.json().deleted_count).toBe(0);
    const listed = await callAs(t, globexAdmin, 'GET', '/api/employees?per_page=100');
    expect(listed.json().data.map((c: { email: string }) => c.email)).not.toContain(user.user.email);
  });
});

describe('the contacts table', () => {
  it('pages, searches, sorts and filters in SQL', async () => {
    const org = await createOrganization(t.db);
    const boss = await signedIn(t, org, { role: 'admin', firstName: 'Zed', lastName: 'Boss', email: 'boss@x.test' });
    const north = await createOffice(t.db, org.id, 'North');
    const south = await createOffice(t.db, org.id, 'South');
    for (let i = 0; i < 12; i++) {
      await createUser(t.db, org, {
        email: `p${String(i).padStart(2, '0')}@x.test`,
        firstName: `Person`,
        lastName: String(i).padStart(2, '0'),
        officeId: i % 2 ? north.id : south.id,
        role: i === 3 ? 'organizer' : 'user',
      });
    }
    await createUser(t.db, org, { email: 'gone@x.test', status: 'deactivated' });

    const first = await callAs(t, boss, 'GET', '/api/employees');
    expect(first.json().meta).toEqual({
      total_pages: 2,
      total_count: 13,
      next_page: 2,
      prev_page: null,
      current_page: 1,
    });
    expect(
      first
        .json()
        .data.map((c: { last_name: string }) => c.last_name)
        .slice(0, 3),
    ).toEqual(['00', '01', '02']);
    // Issue 12: any size from 1 to 100 (the grid offers 10/25/50/100); 101 is refused.
    expect((await callAs(t, boss, 'GET', '/api/employees?per_page=7')).statusCode).toBe(200);
    expect((await callAs(t, boss, 'GET', '/api/employees?per_page=101')).statusCode).toBe(422);
    expect((await callAs(t, boss, 'GET', '/api/employees?filters=not-json')).statusCode).toBe(422);

    const byEmail = await callAs(
      t,
      boss,
      'GET',
      `/api/employees?per_page=25&sorting=${encodeURIComponent('[{"field":"email","sort":"desc"}]')}`,
    );
    expect(byEmail.json().data[0].email).toBe('p11@x.test');
    const searched = (await callAs(t, boss, 'GET', '/api/employees?search=person%2011')).json();
    expect(searched.data.map((c: { email: string }) => c.email)).toEqual(['p11@x.test']);
    // Page and count read the matches through the trigram indexes (migration 0018): the same people.
    expect(searched.meta.total_count).toBe(1);
    // The search runs as huddle_system within the scope's organization: another organization finds none of them.
    const other = await signedIn(t, await createOrganization(t.db), { role: 'admin', email: 'other@y.test' });
    const elsewhere = (await callAs(t, other, 'GET', '/api/employees?search=x.test')).json();
    expect(elsewhere).toMatchObject({ data: [], meta: { total_count: 0 } });
    const byAddress = (await callAs(t, boss, 'GET', '/api/employees?per_page=5&search=x.test')).json();
    expect(byAddress.data).toHaveLength(5);
    expect(byAddress.meta.total_count).toBe(
      (await callAs(t, boss, 'GET', '/api/employees?per_page=5')).json().meta.total_count,
    );
    const filters = encodeURIComponent(JSON.stringify({ office_ids: [north.id], role_types: ['organizer'] }));
    const any = await callAs(t, boss, 'GET', `/api/employees?per_page=25&filters=${filters}`);
    expect(any.json().meta.total_count).toBe(6);
    const all = await callAs(t, boss, 'GET', `/api/employees?per_page=25&filters=${filters}&filter_type=all`);
    expect(all.json().data.map((c: { email: string }) => c.email)).toEqual(['p03@x.test']);
  });

  it('finds the same people in the same order whether the page walks the order or sorts the matches', async () => {
    const org = await createOrganization(t.db);
    const boss = await signedIn(t, org, { role: 'admin', firstName: 'Zed', lastName: 'Boss', email: 'boss@z.test' });
    // 48 Walkers among 60 people: the first page of 1 walks the name order (48 ≥ 40 × 1); the later ones, and pages
    // of 25, sort the matches (people-search.ts).
    await t.db.insert(users).values([
      ...Array.from({ length: 48 }, (_, i) => ({
        organizationId: org.id,
        email: `w${String(47 - i).padStart(2, '0')}@z.test`,
        firstName: 'Walker',
        lastName: String(i % 7),
      })),
      ...Array.from({ length: 11 }, (_, i) => ({
        organizationId: org.id,
        email: `o${i}@z.test`,
        firstName: 'Other',
        lastName: String(i),
      })),
    ]);
    const emails = async (query: string) => {
      const answer = (await callAs(t, boss, 'GET', `/api/employees?search=walker&${query}`)).json();
      expect(answer.meta.total_count).toBe(48);
      return answer.data.map((c: { email: string }) => c.email) as string[];
    };
    const sorted = [...(await emails('per_page=25&page=1')), ...(await emails('per_page=25&page=2'))];
    expect(sorted).toHaveLength(48);
    expect(sorted.slice(0, 3)).toEqual(['w05@z.test', 'w12@z.test', 'w19@z.test']);
    const walked: string[] = [];
    for (const page of [1, 2, 3]) walked.push(...(await emails(`per_page=1&page=${page}`)));
    expect(walked).toEqual(sorted.slice(0, 3));
    expect(await emails('per_page=25&page=3')).toEqual([]);
  });
});

describe('uploading contacts', () => {
  it('creates new contacts, keeps known ones, rejects invalid rows and stores formula-like text as text', async () => {
    const gone = await createUser(t.db, acme, { status: 'deactivated' });
    const r = await callAs(t, organizer, 'POST', '/api/employees/upload', {
      employees: [
        { email: 'new.one@acme.test', first_name: 'New', last_name: 'One' },
        { email: 'NEW.ONE@acme.test', first_name: 'Dup', last_name: 'Licate' },
        { email: admin.user.email, first_name: 'Not', last_name: 'Changed' },
        { email: 'no-at-sign', first_name: 'Bad', last_name: 'Row' },
        { first_name: 'Missing' },
        { email: 'formula@acme.test', first_name: '=cmd|" /C calc"!A0', last_name: '@SUM(1)', role: 'admin' },
        { email: gone.email, first_name: 'Gone', last_name: 'Person' },
      ],
      save_as_segment: false,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      // The deactivated person's email is refused like an invalid row.
      employees: { created_count: 2, existing_count: 1, rejected_count: 3, ids: expect.any(Array) },
      list: null,
      event: null,
      message: CSV_MESSAGES.saved(false),
    });
    const [formula] = await t.db.select().from(users).where(eq(users.email, 'formula@acme.test'));
    // An organizer's file cannot make admins.
    expect(formula).toMatchObject({
      firstName: '=cmd|" /C calc"!A0',
      lastName: '@SUM(1)',
      role: 'user',
      passwordHash: null,
    });
    const [kept] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(kept!.firstName).toBe('Ada');

    await callAs(t, admin, 'POST', '/api/employees/upload', {
      employees: [{ email: 'lead@acme.test', first_name: 'Lea', last_name: 'Lead', role: 'Organizer' }],
      save_as_segment: false,
    });
    const [lead] = await t.db.select().from(users).where(eq(users.email, 'lead@acme.test'));
    expect(lead!.role).toBe('organizer');
  });

  it('saves the batches into one new list, and needs its name', async () => {
    const nameless = await callAs(t, organizer, 'POST', '/api/employees/upload', {
      employees: [],
      save_as_segment: true,
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.segment_name).toEqual([CSV_MESSAGES.listNameRequired]);

    const first = await callAs(t, organizer, 'POST', '/api/employees/upload', {
      employees: [contact('batch1@acme.test'), contact('batch2@acme.test')],
      save_as_segment: true,
      segment_name: 'Offsite crew',
    });
    expect(first.json()).toMatchObject({ list: { name: 'Offsite crew' }, message: CSV_MESSAGES.saved(true) });
    const listId = first.json().list.id;
    await callAs(t, organizer, 'POST', '/api/employees/upload', {
      employees: [contact('batch3@acme.test'), contact('batch1@acme.test')],
      save_as_segment: true,
      list_id: listId,
    });
    const list = await callAs(t, organizer, 'GET', `/api/lists/${listId}`);
    expect(list.json().list).toMatchObject({ name: 'Offsite crew', contacts_count: 3 });
    expect(list.json().list.employee_ids).toHaveLength(3);
    const tooMany = await callAs(t, organizer, 'POST', '/api/employees/upload', {
      employees: Array.from({ length: 5001 }, (_, i) => contact(`x${i}@acme.test`)),
      save_as_segment: false,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.employees).toEqual([CSV_MESSAGES.tooManyRows(5000)]);
  });
});
