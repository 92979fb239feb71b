import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/organizations.ts';

export async function listFlags(db: Executor, organizationId: number) {
  return db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.organizationId, organizationId));
}

export async function upsertFlag(db: Executor, organizationId: number, key: string, enabled: boolean) {
  await db
    .insert(featureFlags)
    .values({ organizationId, key, enabled })
    .onConflictDoUpdate({
      target: [featureFlags.organizationId, featureFlags.key],
      set: { enabled, updatedAt: sql`now()` },
    });
}
