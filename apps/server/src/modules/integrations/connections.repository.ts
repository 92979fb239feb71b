import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { integrationConnections, oauthStates, type IntegrationProvider } from '../../db/schema/integrations.ts';

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type ConnectionChanges = Partial<Omit<ConnectionRow, 'id' | 'organizationId' | 'provider' | 'userId'>>;

const ofOrganization = (organizationId: number, provider: IntegrationProvider) =>
  and(
    eq(integrationConnections.organizationId, organizationId),
    eq(integrationConnections.provider, provider),
    isNull(integrationConnections.userId),
  );

/** The organization's connection of a provider (a workspace), locked for the transaction when asked. */
export async function findConnection(
  db: Executor,
  organizationId: number,
  provider: IntegrationProvider,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(integrationConnections).where(ofOrganization(organizationId, provider));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Starts (or starts again) the organization's connection of a provider. */
export async function upsertConnection(
  db: Executor,
  organizationId: number,
  provider: IntegrationProvider,
  values: ConnectionChanges & { status: ConnectionRow['status'] },
) {
  const existing = await findConnection(db, organizationId, provider, { lock: true });
  if (existing) {
    const [row] = await db
      .update(integrationConnections)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(integrationConnections.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(integrationConnections)
    .values({ ...values, organizationId, provider })
    .returning();
  return row!;
}

export async function updateConnection(db: Executor, organizationId: number, id: number, changes: ConnectionChanges) {
  const [row] = await db
    .update(integrationConnections)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(integrationConnections.organizationId, organizationId), eq(integrationConnections.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteConnection(db: Executor, organizationId: number, id: number) {
  await db
    .delete(integrationConnections)
    .where(and(eq(integrationConnections.organizationId, organizationId), eq(integrationConnections.id, id)));
}

export async function insertState(
  db: Executor,
  organizationId: number,
  values: { userId: number; provider: IntegrationProvider; stateHash: string; expiresAt: Date },
) {
  await db.insert(oauthStates).values({ ...values, organizationId });
}

/** Uses up the caller's newest unused, unexpired state: true when there was one (single use, ADR 33). */
export async function consumeState(
  db: Executor,
  organizationId: number,
  userId: number,
  provider: IntegrationProvider,
  now: Date,
) {
  const [newest] = await db
    .select({ id: oauthStates.id })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.organizationId, organizationId),
        eq(oauthStates.userId, userId),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .orderBy(desc(oauthStates.createdAt), desc(oauthStates.id))
    .limit(1)
    .for('update');
  if (!newest) return false;
  await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.organizationId, organizationId), eq(oauthStates.id, newest.id)));
  return true;
}
