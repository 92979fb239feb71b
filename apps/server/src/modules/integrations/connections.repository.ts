import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { integrationConnections, oauthStates, type IntegrationProvider } from '../../db/schema/integrations.ts';

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type ConnectionChanges = Partial<Omit<ConnectionRow, 'id' | 'organizationId' | 'provider' | 'userId'>>;

/** Options of a look-up: lock the row, and whose connection (a user's; the organization's when absent). */
export interface ConnectionOptions {
  lock?: boolean;
  userId?: number;
}

const ofOrganization = (organizationId: number, provider: IntegrationProvider, userId?: number) =>
  and(
    eq(integrationConnections.organizationId, organizationId),
    eq(integrationConnections.provider, provider),
    userId === undefined ? isNull(integrationConnections.userId) : eq(integrationConnections.userId, userId),
  );

/** The organization's (a workspace) or a user's connection of a provider, locked for the transaction when asked. */
export async function findConnection(
  db: Executor,
  organizationId: number,
  provider: IntegrationProvider,
  options: ConnectionOptions = {},
) {
  const query = db
    .select()
    .from(integrationConnections)
    .where(ofOrganization(organizationId, provider, options.userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Starts (or starts again) the organization's connection of a provider. */
export async function upsertConnection(
  db: Executor,
  organizationId: number,
  provider: IntegrationProvider,
  values: ConnectionChanges & { status: ConnectionRow['status'] },
  userId?: number,
) {
  const existing = await findConnection(db, organizationId, provider, { lock: true, ...(userId && { userId }) });
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
    .values({ ...values, organizationId, provider, userId: userId ?? null })
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

/** The organization's connections of a provider that work, newest first (per-user grants: Google's directory). */
export async function connectedOf(db: Executor, organizationId: number, provider: IntegrationProvider) {
  return db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.organizationId, organizationId),
        eq(integrationConnections.provider, provider),
        eq(integrationConnections.status, 'connected'),
      ),
    )
    .orderBy(desc(integrationConnections.updatedAt), desc(integrationConnections.id));
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
