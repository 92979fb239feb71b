import { and, asc, count, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { eventOffices } from '../../db/schema/events.ts';
import { groupOffices, groups } from '../../db/schema/groups.ts';
import { inTurn, type Executor } from '../../db/client.ts';
import { offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

export async function findOffice(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, id)));
  return row ?? null;
}

export async function findOfficeByName(db: Executor, organizationId: number, name: string) {
  const [row] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(sql`lower(${offices.name})`, name.toLowerCase())));
  return row ?? null;
}

/** Offices with their users, events and groups counts, in one query. */
export async function listOffices(
  db: Executor,
  organizationId: number,
  query: PageQuery & { search?: string | undefined },
) {
  const conditions: SQL[] = [eq(offices.organizationId, organizationId)];
  if (query.search) conditions.push(ilike(offices.name, likePattern(query.search)));
  const where = and(...conditions);
  const usersCount = db
    .select({ officeId: users.officeId, n: count().as('n') })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), ne(users.status, 'deactivated')))
    .groupBy(users.officeId)
    .as('users_count');
  const groupsCount = db
    .select({ officeId: groupOffices.officeId, groupsN: count().as('groups_n') })
    .from(groupOffices)
    .innerJoin(groups, and(eq(groups.id, groupOffices.groupId), isNull(groups.archivedAt)))
    .where(eq(groupOffices.organizationId, organizationId))
    .groupBy(groupOffices.officeId)
    .as('groups_count');
  const eventsCount = db
    .select({ officeId: eventOffices.officeId, eventsN: count().as('events_n') })
    .from(eventOffices)
    .where(eq(eventOffices.organizationId, organizationId))
    .groupBy(eventOffices.officeId)
    .as('events_count');
  const [rows, [total]] = await inTurn([
    db
      .select({
        id: offices.id,
        name: offices.name,
        eventsCount: sql<number>`coalesce(${eventsCount.eventsN}, 0)::int`,
        usersCount: sql<number>`coalesce(${usersCount.n}, 0)::int`,
        groupsCount: sql<number>`coalesce(${groupsCount.groupsN}, 0)::int`,
      })
      .from(offices)
      .leftJoin(usersCount, eq(usersCount.officeId, offices.id))
      .leftJoin(groupsCount, eq(groupsCount.officeId, offices.id))
      .leftJoin(eventsCount, eq(eventsCount.officeId, offices.id))
      .where(where)
      .orderBy(asc(offices.name), asc(offices.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(offices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertOffice(db: Executor, organizationId: number, name: string) {
  const [row] = await db.insert(offices).values({ organizationId, name }).returning();
  return row!;
}

export async function renameOffice(db: Executor, organizationId: number, id: number, name: string) {
  const [row] = await db
    .update(offices)
    .set({ name })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteOffice(db: Executor, organizationId: number, id: number) {
  const rows = await db
    .delete(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, id)))
    .returning({ id: offices.id });
  return rows.length > 0;
}

/** Offices named in an import, created when new; answers lower-cased name → id. */
export async function findOrCreateOffices(db: Executor, organizationId: number, names: string[]) {
  const byName = new Map<string, number>();
  // The first spelling of a new name wins ("London" before "london").
  const firsts = new Map<string, string>();
  for (const name of names) if (!firsts.has(name.toLowerCase())) firsts.set(name.toLowerCase(), name);
  const wanted = [...firsts.entries()];
  if (wanted.length === 0) return byName;
  const found = await db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(
      and(
        eq(offices.organizationId, organizationId),
        inArray(
          sql`lower(${offices.name})`,
          wanted.map(([key]) => key),
        ),
      ),
    );
  for (const o of found) byName.set(o.name.toLowerCase(), o.id);
  const missing = wanted.filter(([key]) => !byName.has(key)).map(([, name]) => ({ organizationId, name }));
  if (missing.length > 0) {
    const created = await db.insert(offices).values(missing).returning({ id: offices.id, name: offices.name });
    for (const o of created) byName.set(o.name.toLowerCase(), o.id);
  }
  return byName;
}
