import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { compiledSelect, compiledSql } from './compiled-query.ts';
import { offices, organizations } from './schema/organizations.ts';
import { users } from './schema/users.ts';
import { seedDemoData } from './seed/demo.ts';

let t: TestApp;
let acme: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db);
  acme = (await t.db.select().from(organizations).where(eq(organizations.subdomain, 'acme')))[0]!.id;
  // Someone without an office, so the left join answers null too.
  const [someone] = await t.db.select().from(users).where(eq(users.organizationId, acme)).limit(1);
  await t.db.update(users).set({ officeId: null }).where(eq(users.id, someone!.id));
});
afterAll(() => t.close());

const byEmail = compiledSelect<
  { id: number; createdAt: Date; officeName: string | null; email: string },
  { organizationId: number; email: string }
>((db) =>
  db
    .select({ id: users.id, createdAt: users.createdAt, officeName: offices.name, email: users.email })
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(eq(users.organizationId, sql.placeholder('organizationId')), eq(users.email, sql.placeholder('email')))),
);

describe('compiledSelect', () => {
  it('answers what the select answers, in each scope it runs in, with values mapped back', async () => {
    const everyone = await t.tenancy.inOrganization(acme, () =>
      t.tenancy.db
        .select({ id: users.id, createdAt: users.createdAt, officeName: offices.name, email: users.email })
        .from(users)
        .leftJoin(offices, eq(offices.id, users.officeId)),
    );
    expect(everyone.some((u) => u.officeName === null)).toBe(true);
    expect(everyone.some((u) => u.officeName !== null)).toBe(true);
    // Each person in a scope (a transaction) of their own: the built text serves every later scope.
    for (const person of everyone) {
      const rows = await t.tenancy.inOrganization(acme, () =>
        byEmail(t.tenancy.db, { organizationId: acme, email: person.email }),
      );
      expect(rows).toEqual([person]);
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    }
  });

  it('stays under the scope: another organization sees none of these rows', async () => {
    const [other] = await t.db
      .select()
      .from(organizations)
      .where(sql`${organizations.id} <> ${acme}`);
    const [someone] = await t.db.select().from(users).where(eq(users.organizationId, acme));
    const seen = await t.tenancy.inOrganization(other!.id, () =>
      byEmail(t.tenancy.db, { organizationId: acme, email: someone!.email }),
    );
    expect(seen).toEqual([]);
  });
});

const emailsOf = compiledSql<{ email: string }, { ids: number[]; only: string | null }>(
  () => sql`select u.email from users u where u.id = any(${sql.placeholder('ids')}::int[])
    and (${sql.placeholder('only')}::text is null or u.email = ${sql.placeholder('only')}) order by u.id`,
);

describe('compiledSql', () => {
  it('runs raw SQL with an array and a null value, under the scope', async () => {
    const people = await t.db.select().from(users).where(eq(users.organizationId, acme)).orderBy(users.id).limit(3);
    const ids = people.map((p) => p.id);
    const all = await t.tenancy.inOrganization(acme, () => emailsOf(t.tenancy.db, { ids, only: null }));
    expect(all.map((r) => r.email)).toEqual(people.map((p) => p.email));
    const one = await t.tenancy.inOrganization(acme, () => emailsOf(t.tenancy.db, { ids, only: people[1]!.email }));
    expect(one).toEqual([{ email: people[1]!.email }]);
    const [other] = await t.db
      .select()
      .from(organizations)
      .where(sql`${organizations.id} <> ${acme}`);
    expect(await t.tenancy.inOrganization(other!.id, () => emailsOf(t.tenancy.db, { ids, only: null }))).toEqual([]);
  });
});
