import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { literal, type Executor } from '../../db/client.ts';
import { sessions, userTokens } from '../../db/schema/users.ts';
import type { Role } from '@huddle/domain/roles';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** Who is calling (migration 0011): the host's organization and the token's session, in one statement. */
export function identifyStatement(subdomain: string | null, tokenHash: string | null, now: Date, idleSince: Date) {
  return sql`select * from huddle_identify(${subdomain}, ${tokenHash}, ${now.toISOString()}::timestamptz, ${idleSince.toISOString()}::timestamptz)`;
}

/** The same call as a parameterless FROM item, for the statement that also begins the request's scope (ADR 15). */
export function identifySource(subdomain: string | null, tokenHash: string | null, now: Date, idleSince: Date) {
  return `huddle_identify(${literal(subdomain)}, ${literal(tokenHash)}, ${literal(now.toISOString())}::timestamptz, ${literal(idleSince.toISOString())}::timestamptz)`;
}

export interface IdentifyRow {
  host_organization_id: number | null;
  session_id: number | null;
  organization_id: number | null;
  user_id: number | null;
  role: Role | null;
  status: string | null;
  /** The organization the request works in: the caller's, or the host's (migration 0014). */
  scope_organization_id: number | null;
}

export async function deleteSession(db: Executor, organizationId: number, id: number) {
  await db.delete(sessions).where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, id)));
}

export async function deleteUserSessions(db: Executor, organizationId: number, userId: number, exceptId?: number) {
  const conditions = [eq(sessions.organizationId, organizationId), eq(sessions.userId, userId)];
  if (exceptId) conditions.push(ne(sessions.id, exceptId));
  await db.delete(sessions).where(and(...conditions));
}

export async function insertUserToken(db: Executor, values: typeof userTokens.$inferInsert) {
  const [row] = await db.insert(userTokens).values(values).returning({ id: userTokens.id });
  return row!.id;
}

/** Earlier secrets of the same purpose (used or not) are removed when a new one is sent: one live secret each. */
export async function deleteUserTokens(
  db: Executor,
  organizationId: number,
  userId: number,
  purpose: Purpose,
  exceptId?: number,
) {
  const conditions = [
    eq(userTokens.organizationId, organizationId),
    eq(userTokens.userId, userId),
    eq(userTokens.purpose, purpose),
  ];
  if (exceptId) conditions.push(ne(userTokens.id, exceptId));
  await db.delete(userTokens).where(and(...conditions));
}

/**
 * A changed password (or a proven address) ends every pending secret of the account: verification links that carry
 * someone's sign-up, email changes, reset links and one-time codes.
 */
export async function deleteUserSecrets(db: Executor, organizationId: number, userId: number) {
  await db
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.organizationId, organizationId),
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, ['verify_email', 'reset_password', 'change_email', 'mfa']),
      ),
    );
}

export async function findUsableToken(db: Executor, purpose: Purpose, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.purpose, purpose),
        eq(userTokens.tokenHash, tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function findLatestUsableToken(
  db: Executor,
  organizationId: number,
  userId: number,
  purpose: Purpose,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.organizationId, organizationId),
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(userTokens.id))
    .limit(1);
  return row ?? null;
}

/** Marks a secret used; false when someone else used it first. */
export async function useToken(db: Executor, organizationId: number, id: number, now: Date) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.organizationId, organizationId), eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function countTokenAttempt(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(and(eq(userTokens.organizationId, organizationId), eq(userTokens.id, id)))
    .returning({ attempts: userTokens.attempts });
  return row?.attempts ?? 0;
}
