import { and, eq, sql } from 'drizzle-orm';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey, type FeatureFlags } from '@huddle/domain/feature-flags';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/organizations.ts';

/** A flag never set for an organization takes its default. */
export const FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  MaintenanceMode: false,
  'contact-lists': true,
  'zoom-webinar': false,
  'event-budget': true,
  'group-slack-synced-membership': false,
};

export function createFeatureFlagsService(db: Db) {
  async function read(organizationId: number): Promise<FeatureFlags> {
    const rows = await db
      .select({ key: featureFlags.key, enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(eq(featureFlags.organizationId, organizationId));
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    for (const row of rows)
      if ((FEATURE_FLAG_KEYS as string[]).includes(row.key)) flags[row.key as FeatureFlagKey] = row.enabled;
    return flags;
  }

  return {
    read,
    async isOn(organizationId: number, key: FeatureFlagKey) {
      return (await read(organizationId))[key];
    },
    async set(organizationId: number, key: FeatureFlagKey, enabled: boolean) {
      await db
        .insert(featureFlags)
        .values({ organizationId, key, enabled })
        .onConflictDoUpdate({
          target: [featureFlags.organizationId, featureFlags.key],
          set: { enabled, updatedAt: sql`now()` },
        });
      return read(organizationId);
    },
    async remove(organizationId: number, key: FeatureFlagKey) {
      await db
        .delete(featureFlags)
        .where(and(eq(featureFlags.organizationId, organizationId), eq(featureFlags.key, key)));
    },
  };
}

export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
