import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrganization, createUser, signedIn, type TestOrganization } from '../../../test/factories.ts';

import { sendFormAs } from '../../../test/call.ts';

let t: TestApp;
let acme: TestOrganization;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await buildTestApp();
  acme = await createOrganization(t.db, { subdomain: 'acme' });
  admin = await signedIn(t, acme, { role: 'admin', email: 'boss@acme.test' });
});
afterAll(() => t.close());

function upload(csv: string | Buffer, dryRun: boolean, headers: Record<string, string> = admin.headers) {
  return sendFormAs(
    t,
    { headers },
    'POST',
    '/api/organizations/upload_employees',
    { dry_run: String(dryRun) },
    { field: 'file', name: 'employees.csv', data: Buffer.from(csv), type: 'text/csv' },
  );
}

const CSV = [
  'First Name,Last Name,Email,Office,Role,Status,Birthday,Start Date,Gender,Ethnicity,Shoe size',
  'Ada,Lovelace,ada@acme.test,London,organizer,active,1815/12/10,2020/01/06, Female ,White,38',
  'Alan,Turing,ALAN@acme.test,london,user,inactive,1912/06/23,,Male,,44',
  'Bad,Date,bad@acme.test,London,user,active,1990/13/45,,,,',
  'No,Email,,London,user,active,,,,,',
  'Ada,Again,ada@acme.test,Paris,user,active,,,,,',
  'Boss,Self,boss@acme.test,Paris,user,inactive,,,,,',
  '=cmd,Injection,eve@acme.test,Paris,superuser,active,,,,,',
].join('\n');

describe('employee CSV upload', () => {
  it('previews valid, invalid and duplicate rows without changing anything', async () => {
    const r = await upload(CSV, true);
    expect(r.statusCode).toBe(200);
    const report = r.json();
    expect(report).toMatchObject({
      dry_run: true,
      total_rows: 7,
      valid_count: 3,
      invalid_count: 4,
      duplicate_count: 1,
      created_count: 2,
      updated_count: 1,
      ignored_columns: ['Shoe size'],
    });
    expect(report.columns).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'email',
        'office',
        'role',
        'status',
        'birthday',
        'start_date',
      ]),
    );
    expect(report.rows[0]).toMatchObject({
      line: 2,
      email: 'ada@acme.test',
      role: 'organizer',
      status: 'active',
      birthday: '1815-12-10',
      gender: 'female',
      ethnicity: 'white',
      exists: false,
    });
    expect(report.invalid).toEqual([
      { line: 4, email: 'bad@acme.test', errors: ['Birthday must be a date as YYYY/MM/DD'] },
      { line: 5, email: '', errors: ['You must enter a valid email address'] },
      { line: 6, email: 'ada@acme.test', errors: ['Duplicate of line 2'] },
      { line: 8, email: 'eve@acme.test', errors: ['Role must be admin, organizer or user'] },
    ]);
    expect(report).not.toHaveProperty('message');
    const rows = await t.db.select().from(users).where(eq(users.organizationId, acme.id));
    expect(rows.map((u) => u.email).sort()).toEqual(['boss@acme.test']);
  });

  it('creates new employees, updates known ones, creates offices, and never changes the uploader’s role', async () => {
    const signedInUser = await createUser(t.db, acme, { email: 'alan@acme.test', firstName: 'A.', lastName: 'T.' });
    const session = await signedIn(t, acme, { email: 'linus@acme.test' });
    const csv = `${CSV}\nLinus,Torvalds,linus@acme.test,,,deactivated,,,,,`;
    const r = await upload(csv, false);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Your CSV was uploaded.', created_count: 1, updated_count: 3 });

    const byEmail = new Map(
      (await t.db.select().from(users).where(eq(users.organizationId, acme.id))).map((u) => [u.email.toLowerCase(), u]),
    );
    const ada = byEmail.get('ada@acme.test')!;
    expect(ada).toMatchObject({ firstName: 'Ada', role: 'organizer', status: 'active', passwordHash: null });
    expect(ada.birthday).toBe('1815-12-10');
    const alan = byEmail.get('alan@acme.test')!;
    expect(alan).toMatchObject({ id: signedInUser.id, firstName: 'Alan', lastName: 'Turing', status: 'deactivated' });
    expect(byEmail.get('boss@acme.test')).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail.has('bad@acme.test')).toBe(false);
    // Offices match by name whatever the case, once each.
    const names = (await t.db.select().from(offices).where(eq(offices.organizationId, acme.id))).map((o) => o.name);
    expect(names.sort()).toEqual(['London', 'Paris']);
    expect(ada.officeId).toBe(alan.officeId);
    // A row that deactivates someone ends their sessions.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: session.headers })).statusCode,
    ).toBe(401);
    // An imported employee can sign up later and keeps the imported role.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { host: acme.host },
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@acme.test',
        organization_id: acme.id,
        password: 'Password1!',
        password_confirmation: 'Password1!',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const [claimed] = await t.db.select().from(users).where(eq(users.id, ada.id));
    expect(claimed!.role).toBe('organizer');
  });

  it('refuses files that are not CSV, have no email column, or come from a non-admin', async () => {
    const binary = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe]), true);
    expect(binary.statusCode).toBe(422);
    expect(binary.json().error).toBe('The file is not a readable CSV.');
    const noEmail = await upload('name,office\nAda,London', true);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().error).toBe('The CSV needs an email column.');
    expect((await upload('', true)).json().error).toBe('The CSV has no rows.');
    const organizer = await signedIn(t, acme, { role: 'organizer' });
    expect((await upload(CSV, true, organizer.headers)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/organizations/upload_employees',
      headers: admin.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });
});
