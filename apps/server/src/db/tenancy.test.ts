import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { rowsOf, type Executor } from './client.ts';
import { organizations } from './schema/organizations.ts';
import { seedDemoData } from './seed/demo.ts';
import { APP_ROLE, SYSTEM_ROLE, TenancyError } from './tenancy.ts';

/** The wall (ADR 12): with an organization set, a raw `select * from` any tenant table returns only its rows. */
let t: TestApp;
let tenantTables: string[];
let orgIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db);
  tenantTables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`
      select c.table_name from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema = 'public' and c.column_name = 'organization_id' and tb.table_type = 'BASE TABLE'
       order by c.table_name`),
  ).map((r) => r.table_name);
  orgIds = (await t.db.select({ id: organizations.id }).from(organizations)).map((o) => o.id);
});
afterAll(() => t.close());

const raw = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.tenancy.db.execute(query));
const countsByOrganization = async (table: string) =>
  new Map(
    rowsOf<{ organization_id: number; n: number }>(
      await t.db.execute(sql.raw(`select organization_id, count(*)::int as n from "${table}" group by 1`)),
    ).map((r) => [Number(r.organization_id), Number(r.n)]),
  );

describe('row-level security', () => {
  it('is enabled and forced, with a policy for the application role, on every table with organization_id', async () => {
    expect(tenantTables.length).toBeGreaterThan(15);
    const rows = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await t.db.execute(sql`
        select relname, relrowsecurity, relforcerowsecurity from pg_class
         where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`),
    );
    const policies = rowsOf<{ tablename: string; roles: string[] | string }>(
      await t.db.execute(sql`select tablename, roles from pg_policies where schemaname = 'public'`),
    );
    for (const table of [...tenantTables, 'organizations']) {
      const row = rows.find((r) => r.relname === table);
      expect({ table, enabled: row?.relrowsecurity, forced: row?.relforcerowsecurity }).toEqual({
        table,
        enabled: true,
        forced: true,
      });
      const roles = policies.filter((p) => p.tablename === table).map((p) => String(p.roles));
      expect(
        roles.some((r) => r.includes(APP_ROLE)),
        `${table} has a policy for ${APP_ROLE}`,
      ).toBe(true);
    }
  });

  it('binds roles that are no superusers, cannot bypass it and own no table', async () => {
    const roles = rowsOf<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
      await t.db.execute(sql`
        select r.rolname, r.rolsuper, r.rolbypassrls,
               (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
          from pg_roles r where r.rolname in (${APP_ROLE}, ${SYSTEM_ROLE}) order by r.rolname`),
    );
    expect(roles.map((r) => ({ ...r, owned: Number(r.owned) }))).toEqual([
      { rolname: APP_ROLE, rolsuper: false, rolbypassrls: false, owned: 0 },
      { rolname: SYSTEM_ROLE, rolsuper: false, rolbypassrls: false, owned: 0 },
    ]);
  });

  it('shows each organization only its own rows of every tenant table, whatever the query forgets', async () => {
    let checked = 0;
    for (const table of tenantTables) {
      const expected = await countsByOrganization(table);
      if (expected.size < 2) continue; // the demo leaves it empty or in one organization: the policy test covers it
      checked += 1;
      for (const organizationId of orgIds) {
        const seen = await t.tenancy.inOrganization(organizationId, () =>
          raw<{ organization_id: number }>(sql.raw(`select * from "${table}"`)),
        );
        expect(seen.length, `${table} as ${organizationId}`).toBe(expected.get(organizationId) ?? 0);
        expect(
          seen.every((r) => Number(r.organization_id) === organizationId),
          table,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(8);
    for (const organizationId of orgIds) {
      const seen = await t.tenancy.inOrganization(organizationId, () =>
        raw<{ id: number }>(sql`select id from organizations`),
      );
      expect(seen.map((r) => Number(r.id))).toEqual([organizationId]);
    }
  });

  it('refuses to write a row for another organization, and changes none of its rows', async () => {
    const [mine, theirs] = orgIds as [number, number];
    await expect(
      t.tenancy.inOrganization(mine, () =>
        t.tenancy.db.execute(sql`insert into offices (organization_id, name) values (${theirs}, 'Planted')`),
      ),
    ).rejects.toThrow();
    const before = await countsByOrganization('users');
    const changed = await t.tenancy.inOrganization(mine, () =>
      raw<{ id: number }>(sql`update users set first_name = first_name where organization_id = ${theirs} returning id`),
    );
    expect(changed).toEqual([]);
    const deleted = await t.tenancy.inOrganization(mine, () =>
      raw<{ id: number }>(sql`delete from users where organization_id = ${theirs} returning id`),
    );
    expect(deleted).toEqual([]);
    expect(await countsByOrganization('users')).toEqual(before);
  });

  it('runs no query outside a scope, and a scope without an organization sees no tenant row', async () => {
    expect(() => t.tenancy.db.select().from(organizations)).toThrow(TenancyError);
    const none = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role huddle_app`);
      return rowsOf(await tx.execute(sql`select * from users`));
    });
    expect(none).toEqual([]);
  });

  it('rolls back a scope that fails, unless its refusal must count', async () => {
    const [mine] = orgIds as [number];
    const officeCount = async () => (await countsByOrganization('offices')).get(mine) ?? 0;
    const before = await officeCount();
    const addOffice = (name: string) =>
      t.tenancy.db.execute(sql`insert into offices (organization_id, name) values (${mine}, ${name})`);
    await expect(
      t.tenancy.inOrganization(mine, async () => {
        await addOffice('Rolled back');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await officeCount()).toBe(before);
    await expect(
      t.tenancy.inOrganization(mine, async () => {
        await addOffice('Kept');
        t.tenancy.keepWritesOnError();
        throw new Error('counted');
      }),
    ).rejects.toThrow('counted');
    expect(await officeCount()).toBe(before + 1);
  });

  it('identifies a caller in one statement the application role may not run', async () => {
    const [mine] = orgIds as [number];
    const identify = sql`select * from huddle_identify('acme', 'no such token', now(), now() - interval '1 day')`;
    const [row] = await t.tenancy.callDefiner<{ host_organization_id: number; session_id: number | null }>(identify);
    expect(row).toMatchObject({ host_organization_id: mine, session_id: null });
    await expect(t.tenancy.inOrganization(mine, () => t.tenancy.db.execute(identify))).rejects.toThrow();
    await expect(t.tenancy.inOrganization(mine, () => t.tenancy.callDefiner(identify))).rejects.toThrow(TenancyError);
  });

  it('compares with the organization once per statement, not once per row', async () => {
    const policies = rowsOf<{ qual: string }>(
      await t.db.execute(sql`select qual from pg_policies where policyname = 'tenant_isolation'`),
    );
    expect(policies.length).toBeGreaterThan(15);
    for (const { qual } of policies) expect(qual).toMatch(/\(\s*SELECT huddle_current_organization\(\)/);
  });

  it('binds a repository to the scope: its organization and transaction, nothing outside one', async () => {
    const [mine, theirs] = orgIds as [number, number];
    const offices = {
      names: async (db: Executor, organizationId: number) =>
        rowsOf<{ name: string; organization_id: number }>(
          await db.execute(sql`select name, organization_id from offices where organization_id = ${organizationId}`),
        ),
      add: (db: Executor, organizationId: number, name: string) =>
        db.execute(sql`insert into offices (organization_id, name) values (${organizationId}, ${name})`),
    };
    const bound = t.tenancy.bind(offices);
    const seen = await t.tenancy.inOrganization(theirs, () => bound.names());
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => Number(r.organization_id) === theirs)).toBe(true);
    expect(() => bound.names()).toThrow(TenancyError);
    await expect(t.tenancy.asSystem(() => bound.names())).rejects.toThrow(TenancyError);

    // A savepoint undoes its own writes when its error is caught; the scope keeps the rest.
    const names = await t.tenancy.inOrganization(mine, async () => {
      await bound.add('Before the savepoint');
      await t.tenancy
        .savepoint(async () => {
          await bound.add('Undone');
          throw new Error('caught');
        })
        .catch(() => undefined);
      return (await bound.names()).map((r) => r.name);
    });
    expect(names).toContain('Before the savepoint');
    expect(names).not.toContain('Undone');
  });
});
