import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offices, organizations } from '../../db/schema/organizations.ts';
import { invitationMappings, users } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

export type UserRow = typeof users.$inferSelect;
export type UserWithOffice = UserRow & { officeName: string | null };

const withOffice = { ...getTableColumns(users), officeName: offices.name };

function selectWithOffice(db: Executor) {
  return db.select(withOffice).from(users).leftJoin(offices, eq(offices.id, users.officeId));
}

export async function findUserById(db: Executor, organizationId: number, id: number) {
  const [row] = await selectWithOffice(db).where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return (row as UserWithOffice | undefined) ?? null;
}

/** A user id alone (the second factor step) names its organization. */
export async function findUserByIdAnyOrganization(db: Executor, id: number) {
  const [row] = await selectWithOffice(db).where(eq(users.id, id));
  return (row as UserWithOffice | undefined) ?? null;
}

export async function findUserByEmail(db: Executor, organizationId: number, email: string) {
  const [row] = await selectWithOffice(db).where(
    and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())),
  );
  return (row as UserWithOffice | undefined) ?? null;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
}

export async function listUsers(
  db: Executor,
  organizationId: number,
  query: PageQuery & { search?: string | undefined; status?: UserRow['status'] | undefined },
) {
  const conditions: SQL[] = [eq(users.organizationId, organizationId)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectWithOffice(db)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows: rows as UserWithOffice[], total: total?.value ?? 0 };
}

const invitationFor = (organizationId: number, email: string) =>
  and(
    eq(invitationMappings.organizationId, organizationId),
    eq(sql`lower(${invitationMappings.invitedUserEmail})`, email.toLowerCase()),
  );

export async function findInvitation(db: Executor, organizationId: number, email: string) {
  const [row] = await db.select().from(invitationMappings).where(invitationFor(organizationId, email));
  return row ?? null;
}

export async function acceptInvitation(db: Executor, organizationId: number, email: string) {
  await db
    .update(invitationMappings)
    .set({ acceptedAt: sql`now()` })
    .where(invitationFor(organizationId, email));
}

/** The onboarding code works once: the first admin's sign-up burns it. */
export async function clearOnboardCode(db: Executor, organizationId: number) {
  await db.update(organizations).set({ onboardCodeHash: null }).where(eq(organizations.id, organizationId));
}
