import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { inTurn, type Executor } from '../../db/client.ts';
import { offices } from '../../db/schema/organizations.ts';
import { groupMemberships } from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

/*
 * A group's people (spec platform §2.8 members dialog, group admins): who is in it and in which role, and the
 * changes to that. The groups themselves are in groups.repository.ts.
 */

export type MemberRole = 'admin' | 'member';

/** People who can be in a group (and count as its admins): not deactivated. */
export const activeUser = ne(users.status, 'deactivated');
const active = activeUser;

export async function adminsOf(db: Executor, organizationId: number, groupId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarKey: users.avatarKey,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(
      and(
        eq(groupMemberships.organizationId, organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.role, 'admin'),
        active,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Every active member of a group with their role, in one query (the Group record's id lists). */
export async function memberIdsOf(db: Executor, organizationId: number, groupId: number) {
  return db
    .select({ id: users.id, role: groupMemberships.role })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(and(eq(groupMemberships.organizationId, organizationId), eq(groupMemberships.groupId, groupId), active))
    .orderBy(asc(users.id));
}

const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** Members sorted by full name, paged in SQL (spec platform §2.8: page size 10). */
export async function listMembers(
  db: Executor,
  organizationId: number,
  groupId: number,
  query: PageQuery & { search?: string | undefined },
) {
  const conditions: SQL[] = [
    eq(groupMemberships.organizationId, organizationId),
    eq(groupMemberships.groupId, groupId),
    active,
  ];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await inTurn([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarKey: users.avatarKey,
        officeId: users.officeId,
        officeName: offices.name,
        role: groupMemberships.role,
      })
      .from(groupMemberships)
      .innerJoin(users, eq(users.id, groupMemberships.userId))
      .leftJoin(offices, eq(offices.id, users.officeId))
      .where(where)
      .orderBy(asc(fullName), asc(users.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(groupMemberships)
      .innerJoin(users, eq(users.id, groupMemberships.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function roleOf(
  db: Executor,
  organizationId: number,
  groupId: number,
  userId: number,
): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: groupMemberships.role })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.userId, userId),
      ),
    );
  return row?.role ?? null;
}

export async function countAdmins(db: Executor, organizationId: number, groupId: number, excluding: number[] = []) {
  const conditions: SQL[] = [
    eq(groupMemberships.organizationId, organizationId),
    eq(groupMemberships.groupId, groupId),
    eq(groupMemberships.role, 'admin'),
    active,
  ];
  if (excluding.length > 0) conditions.push(notInArray(groupMemberships.userId, excluding));
  const [row] = await db
    .select({ value: count() })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(and(...conditions));
  return row?.value ?? 0;
}

/** The admins become exactly these users (all of them members); former admins stay on as members. */
export async function replaceAdmins(db: Executor, organizationId: number, groupId: number, adminIds: number[]) {
  await db
    .update(groupMemberships)
    .set({ role: 'member' })
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.role, 'admin'),
        notInArray(groupMemberships.userId, adminIds),
      ),
    );
  await db
    .insert(groupMemberships)
    .values(adminIds.map((userId) => ({ organizationId, groupId, userId, role: 'admin' as const })))
    .onConflictDoUpdate({ target: [groupMemberships.groupId, groupMemberships.userId], set: { role: 'admin' } });
}

export async function addMembers(db: Executor, organizationId: number, groupId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(groupMemberships)
    .values(userIds.map((userId) => ({ organizationId, groupId, userId })))
    .onConflictDoNothing();
}

/**
 * A synced group takes its channel's people (ADR 33): the members (not the admins, who the group form names) become
 * exactly `userIds`. Answers who joined and who left.
 */
export async function replaceMembers(db: Executor, organizationId: number, groupId: number, userIds: number[]) {
  const removed = await deletePlainMembers(db, organizationId, groupId, notInArray(groupMemberships.userId, userIds));
  const added = await addNewMembers(db, organizationId, groupId, userIds);
  return { added, removed };
}

/** Removes members who are not admins (a channel's leavers; admins stay, named by the group form). */
export async function removePlainMembers(db: Executor, organizationId: number, groupId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return deletePlainMembers(db, organizationId, groupId, inArray(groupMemberships.userId, userIds));
}

async function deletePlainMembers(db: Executor, organizationId: number, groupId: number, which: SQL) {
  const rows = await db
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, organizationId),
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.role, 'member'),
        which,
      ),
    )
    .returning({ userId: groupMemberships.userId });
  return rows.map((r) => r.userId);
}

/** Adds those of `userIds` not yet in the group; answers who was new. */
export async function addNewMembers(db: Executor, organizationId: number, groupId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(groupMemberships)
    .values(userIds.map((userId) => ({ organizationId, groupId, userId })))
    .onConflictDoNothing()
    .returning({ userId: groupMemberships.userId });
  return rows.map((r) => r.userId);
}

export async function removeMembers(db: Executor, organizationId: number, groupId: number, userIds: number[]) {
  await db
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.organizationId, organizationId),
        eq(groupMemberships.groupId, groupId),
        inArray(groupMemberships.userId, userIds),
      ),
    );
}
