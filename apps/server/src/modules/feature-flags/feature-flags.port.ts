import type { FeatureFlagKey } from '@huddle/domain/feature-flags';

/** What other modules use of feature flags (docs/architecture.md, "Ports"). */
export interface FeatureFlagsPort {
  /** The flag of the scope's organization. */
  isOn(key: FeatureFlagKey): Promise<boolean>;
}
