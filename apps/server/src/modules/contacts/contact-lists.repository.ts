import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { inTurn, type Executor } from '../../db/client.ts';
import { contactListMembers, contactLists } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';

const BATCH = 5_000;

/** Public lists, and the caller's own private ones. */
export const visibleTo = (organizationId: number, userId: number) =>
  and(
    eq(contactLists.organizationId, organizationId),
    or(eq(contactLists.isPublic, true), eq(contactLists.ownerId, userId)),
  )!;

const listColumns = {
  list: contactLists,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  // Deactivated members stay in the list but are not contacts: they are not counted.
  contactsCount: sql<number>`(select count(*)::int from ${contactListMembers} m join users u on u.id = m.user_id
    where m.list_id = ${contactLists.id} and u.status <> 'deactivated')`,
};

export async function listLists(
  db: Executor,
  organizationId: number,
  userId: number,
  q: { page: number; perPage: number; search?: string | undefined },
) {
  const conditions = [visibleTo(organizationId, userId)];
  if (q.search) conditions.push(ilike(contactLists.name, likePattern(q.search)));
  const where = and(...conditions);
  const [rows, [total]] = await inTurn([
    db
      .select(listColumns)
      .from(contactLists)
      .leftJoin(users, eq(users.id, contactLists.ownerId))
      .where(where)
      .orderBy(desc(contactLists.createdAt), desc(contactLists.id))
      .limit(q.perPage)
      .offset(offsetOf({ page: q.page, per_page: q.perPage })),
    db.select({ count: count() }).from(contactLists).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findList(db: Executor, organizationId: number, userId: number, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(contactLists)
    .leftJoin(users, eq(users.id, contactLists.ownerId))
    .where(and(visibleTo(organizationId, userId), eq(contactLists.id, id)));
  return row;
}
export type ListWithOwner = NonNullable<Awaited<ReturnType<typeof findList>>>;

export async function visibleListIds(db: Executor, organizationId: number, userId: number) {
  const rows = await db.select({ id: contactLists.id }).from(contactLists).where(visibleTo(organizationId, userId));
  return rows.map((r) => r.id);
}

export async function memberIds(db: Executor, organizationId: number, listId: number) {
  const rows = await db
    .select({ id: contactListMembers.userId })
    .from(contactListMembers)
    .innerJoin(users, eq(users.id, contactListMembers.userId))
    .where(
      and(
        eq(contactListMembers.organizationId, organizationId),
        eq(contactListMembers.listId, listId),
        sql`${users.status} <> 'deactivated'`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertList(
  tx: Executor,
  organizationId: number,
  values: Omit<typeof contactLists.$inferInsert, 'organizationId'>,
) {
  const [row] = await tx
    .insert(contactLists)
    .values({ ...values, organizationId })
    .returning({ id: contactLists.id });
  return row!.id;
}

export async function updateList(
  tx: Executor,
  organizationId: number,
  id: number,
  values: Pick<typeof contactLists.$inferInsert, 'name' | 'isPublic'>,
) {
  await tx
    .update(contactLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contactLists.organizationId, organizationId), eq(contactLists.id, id)));
}

/** One statement whatever the number: the ids travel as one JSON parameter, not one parameter each. */
export async function addMembers(tx: Executor, organizationId: number, listId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await tx.execute(sql`insert into ${contactListMembers} (organization_id, list_id, user_id)
    select ${organizationId}, ${listId}, v.id::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) v(id)
    on conflict do nothing`);
}

export async function replaceMembers(tx: Executor, organizationId: number, listId: number, userIds: number[]) {
  await tx
    .delete(contactListMembers)
    .where(and(eq(contactListMembers.organizationId, organizationId), eq(contactListMembers.listId, listId)));
  await addMembers(tx, organizationId, listId, userIds);
}

export async function deleteList(db: Executor, organizationId: number, id: number) {
  await db.delete(contactLists).where(and(eq(contactLists.organizationId, organizationId), eq(contactLists.id, id)));
}

/** Whether every id is a contact (an active or invited employee) of the organization. */
export async function countContacts(db: Executor, organizationId: number, ids: number[]) {
  let total = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          inArray(users.id, ids.slice(i, i + BATCH)),
          sql`${users.status} <> 'deactivated'`,
        ),
      );
    total += row?.n ?? 0;
  }
  return total;
}
