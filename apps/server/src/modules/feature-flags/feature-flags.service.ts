import { isFeatureFlagKey, type FeatureFlagKey, type FeatureFlags } from '@huddle/domain/feature-flags';
import type { Db } from '../../db/client.ts';
import { listFlags, upsertFlag } from './feature-flags.repository.ts';

/** A flag never set for an organization takes its default. */
export const FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  MaintenanceMode: false,
  'contact-lists': true,
  'zoom-webinar': false,
  'event-budget': true,
  'group-slack-synced-membership': false,
  'event-privacy-never-public': false,
  'event-change-email-guests-dialog': false,
  'hide-maybe-option-from-slack-invites': false,
};

export function createFeatureFlagsService(db: Db) {
  async function read(organizationId: number): Promise<FeatureFlags> {
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    for (const row of await listFlags(db, organizationId)) {
      if (isFeatureFlagKey(row.key)) flags[row.key] = row.enabled;
    }
    return flags;
  }

  return {
    read,
    async isOn(organizationId: number, key: FeatureFlagKey) {
      return (await read(organizationId))[key];
    },
    async set(organizationId: number, key: FeatureFlagKey, enabled: boolean) {
      await upsertFlag(db, organizationId, key, enabled);
      return read(organizationId);
    },
  };
}

export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
