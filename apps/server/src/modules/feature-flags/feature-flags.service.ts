import { isFeatureFlagKey, type FeatureFlagKey, type FeatureFlags } from '@huddle/domain/feature-flags';
import type { Tenancy } from '../../db/tenancy.ts';
import * as featureFlagsRepository from './feature-flags.repository.ts';

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

/** The flags of the scope's organization (ADR 12). */
export function createFeatureFlagsService(deps: { bind: Tenancy['bind'] }) {
  const repo = deps.bind(featureFlagsRepository);

  async function read(): Promise<FeatureFlags> {
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    for (const row of await repo.listFlags()) {
      if (isFeatureFlagKey(row.key)) flags[row.key] = row.enabled;
    }
    return flags;
  }

  return {
    read,
    /** A flag of the scope's organization. */
    async isOn(key: FeatureFlagKey) {
      return (await read())[key];
    },
    async set(key: FeatureFlagKey, enabled: boolean) {
      await repo.upsertFlag(key, enabled);
      return read();
    },
  };
}

export type FeatureFlagsService = ReturnType<typeof createFeatureFlagsService>;
