import { isFeatureFlagKey, type FeatureFlagKey, type FeatureFlags } from '@huddle/domain/feature-flags';
import type { Tenancy } from '../../db/tenancy.ts';
import { createOrganizationCache } from '../../lib/organization-cache.ts';
import * as featureFlagsRepository from './feature-flags.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { FeatureFlagsPort } from './feature-flags.port.ts';

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
  // Needs a model on the server as well (LLM_BASE_URL, LLM_MODEL): without one it stays off whatever is stored.
  'ai-generate-event': true,
};

/**
 * The flags of the scope's organization (ADR 12), kept in memory until they change (`cache`, dropped by the
 * database's notification, migration 0016).
 */
export function createFeatureFlagsService(deps: {
  bind: Tenancy['bind'];
  currentOrganization: Tenancy['currentOrganization'];
  afterCommit: Tenancy['afterCommit'];
}) {
  const repo = deps.bind(featureFlagsRepository);
  const cache = createOrganizationCache<FeatureFlags>();

  async function load(): Promise<FeatureFlags> {
    const flags = { ...FEATURE_FLAG_DEFAULTS };
    for (const row of await repo.listFlags()) {
      if (isFeatureFlagKey(row.key)) flags[row.key] = row.enabled;
    }
    return flags;
  }

  async function read(): Promise<FeatureFlags> {
    const organizationId = deps.currentOrganization();
    // Outside an organization (never, for flags) nothing is cached.
    return { ...(await (organizationId === null ? load() : cache.get(organizationId, load))) };
  }

  return {
    cache,
    read,
    /** A flag of the scope's organization. */
    async isOn(key: FeatureFlagKey) {
      return (await read())[key];
    },
    async set(key: FeatureFlagKey, enabled: boolean) {
      await repo.upsertFlag(key, enabled);
      // This process as soon as the change commits; the others when they hear of it (the notification).
      const organizationId = deps.currentOrganization()!;
      deps.afterCommit(() => cache.invalidate(organizationId));
      return load();
    },
  };
}

export type FeatureFlagsService = Implements<FeatureFlagsPort, ReturnType<typeof createFeatureFlagsService>>;
