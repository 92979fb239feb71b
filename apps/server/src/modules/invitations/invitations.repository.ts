import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { inTurn, type Executor } from '../../db/client.ts';
import { invitationMappings } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

export type InvitationRow = typeof invitationMappings.$inferSelect;

const pending = (organizationId: number) =>
  and(eq(invitationMappings.organizationId, organizationId), isNull(invitationMappings.acceptedAt));

export async function listPending(db: Executor, organizationId: number, query: PageQuery & { search?: string }) {
  const conditions: SQL[] = [pending(organizationId)!];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(invitationMappings.invitedUserName, pattern), ilike(invitationMappings.invitedUserEmail, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await inTurn([
    db
      .select()
      .from(invitationMappings)
      .where(where)
      .orderBy(desc(invitationMappings.createdAt), desc(invitationMappings.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(invitationMappings).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findInvitation(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invitationMappings)
    .where(and(pending(organizationId), eq(invitationMappings.id, id)));
  return row ?? null;
}

export async function findByEmail(db: Executor, organizationId: number, email: string) {
  const [row] = await db
    .select()
    .from(invitationMappings)
    .where(
      and(
        eq(invitationMappings.organizationId, organizationId),
        eq(sql`lower(${invitationMappings.invitedUserEmail})`, email.toLowerCase()),
      ),
    );
  return row ?? null;
}

export async function findByToken(db: Executor, organizationId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitationMappings)
    .where(
      and(
        pending(organizationId),
        eq(invitationMappings.tokenHash, tokenHash),
        gt(invitationMappings.tokenExpiresAt, now),
      ),
    );
  return row ?? null;
}

export async function insertInvitation(
  db: Executor,
  organizationId: number,
  values: Omit<typeof invitationMappings.$inferInsert, 'organizationId'>,
) {
  const [row] = await db
    .insert(invitationMappings)
    .values({ ...values, organizationId })
    .returning();
  return row!;
}

export async function updateInvitation(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<typeof invitationMappings.$inferInsert>,
) {
  const [row] = await db
    .update(invitationMappings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invitationMappings.organizationId, organizationId), eq(invitationMappings.id, id)))
    .returning();
  return row!;
}

export async function renewToken(
  db: Executor,
  organizationId: number,
  id: number,
  values: { tokenHash: string; tokenExpiresAt: Date; sentAt: Date },
) {
  const [row] = await db
    .update(invitationMappings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(pending(organizationId), eq(invitationMappings.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteInvitation(db: Executor, organizationId: number, id: number) {
  const rows = await db
    .delete(invitationMappings)
    .where(and(pending(organizationId), eq(invitationMappings.id, id)))
    .returning({ id: invitationMappings.id });
  return rows.length > 0;
}
