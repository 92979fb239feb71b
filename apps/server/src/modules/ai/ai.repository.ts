import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aiEventGenerations } from '../../db/schema/ai.ts';
import { eventTypes } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

/** `pending` while the model is asked (counted already, so simultaneous requests see each other). */
export type GenerationOutcome = 'pending' | 'ok' | 'malformed' | 'timeout' | 'refused' | 'unavailable';

export async function recordGeneration(
  db: Executor,
  organizationId: number,
  userId: number,
  outcome: GenerationOutcome,
  createdAt: Date,
) {
  const [row] = await db
    .insert(aiEventGenerations)
    .values({ organizationId, userId, outcome, createdAt })
    .returning({ id: aiEventGenerations.id });
  return row!.id;
}

export async function settleGeneration(db: Executor, organizationId: number, id: number, outcome: GenerationOutcome) {
  await db
    .update(aiEventGenerations)
    .set({ outcome })
    .where(and(eq(aiEventGenerations.organizationId, organizationId), eq(aiEventGenerations.id, id)));
}

/**
 * The user's generations since `since` (the hourly limit). Holds a lock on the user's count until the transaction
 * ends, so two requests at the same moment cannot both take the last free generation.
 */
export async function countUserGenerations(db: Executor, organizationId: number, userId: number, since: Date) {
  await db.execute(sql`select pg_advisory_xact_lock(${organizationId}::int, ${userId}::int)`);
  const [row] = await db
    .select({ n: count() })
    .from(aiEventGenerations)
    .where(
      and(
        eq(aiEventGenerations.organizationId, organizationId),
        eq(aiEventGenerations.userId, userId),
        gte(aiEventGenerations.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The organization's generations: all of them, and those since `since`, in one statement. */
export async function countGenerations(db: Executor, organizationId: number, since: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`count(*) filter (where ${gte(aiEventGenerations.createdAt, since)})::int`,
    })
    .from(aiEventGenerations)
    .where(eq(aiEventGenerations.organizationId, organizationId));
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/** The name of one of the organization's event types: the model sees the name, the event gets the id. */
export async function eventTypeName(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select({ name: eventTypes.name })
    .from(eventTypes)
    .where(and(eq(eventTypes.organizationId, organizationId), eq(eventTypes.id, id)));
  return row?.name ?? null;
}

/** One of the organization's event types by its name, as the wizard gives it: case and surrounding spaces aside. */
export async function eventTypeNamed(db: Executor, organizationId: number, name: string) {
  const [row] = await db
    .select({ id: eventTypes.id, name: eventTypes.name })
    .from(eventTypes)
    .where(and(eq(eventTypes.organizationId, organizationId), sql`lower(btrim(${eventTypes.name})) = lower(${name})`))
    .orderBy(eventTypes.id)
    .limit(1);
  return row ?? null;
}

export async function userTimezone(db: Executor, organizationId: number, userId: number) {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.timezone ?? null;
}
