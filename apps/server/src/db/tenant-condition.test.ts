import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './client.ts';
import { invitees } from './schema/guests.ts';
import { users } from './schema/users.ts';
import { ownedBy } from './tenant-condition.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestOrganization } from '../../test/factories.ts';
import { twoOrganizations } from '../../test/tenants.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex } = await twoOrganizations(t));
});
afterAll(() => t.close());

describe('a statement’s own organization condition', () => {
  const plan = (condition: SQL) =>
    t.tenancy.inOrganization(acme.id, async () =>
      rowsOf<{ 'QUERY PLAN': string }>(
        await t.tenancy.db.execute(
          sql`explain select count(*) from ${invitees} where ${and(condition, eq(invitees.eventId, 1))}`,
        ),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );

  it('adds no check of every counted row against the policy’s organization', async () => {
    // As `=`, PostgreSQL sets it against the policy's `organization_id = …` in a gating node above the scan.
    expect(await plan(eq(invitees.organizationId, acme.id))).toContain('One-Time Filter');
    expect(await plan(ownedBy(invitees.organizationId, acme.id))).not.toContain('One-Time Filter');
  });

  it('still keeps the statement to its organization', async () => {
    await createUser(t.db, acme);
    await createUser(t.db, globex);
    // As the system (no policy), the condition alone keeps the count to one organization.
    const count = (condition?: SQL) =>
      t.tenancy.asSystem(async () =>
        rowsOf<{ n: number }>(
          await t.tenancy.db.execute(sql`select count(*)::int as n from ${users} where ${condition ?? sql`true`}`),
        ),
      );
    const [all, theirs] = [await count(), await count(ownedBy(users.organizationId, globex.id))];
    expect(theirs).toEqual(await count(eq(users.organizationId, globex.id)));
    expect(theirs[0]!.n).toBeGreaterThan(0);
    expect(theirs[0]!.n).toBeLessThan(all[0]!.n);
  });
});
