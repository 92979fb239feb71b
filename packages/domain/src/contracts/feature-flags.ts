import { z } from 'zod';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from '../feature-flags.ts';

/**
 * The JSON the feature flag routes answer (spec platform §6, §7): the flags module's response contract, in the
 * pattern of contracts/events.ts.
 */

/** Every flag by its key, each on or off. */
export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<FeatureFlagKey, z.ZodBoolean>,
);

/** A flag as the settings' feature flags card lists it. */
export const featureFlagDefinitionSchema = z.object({
  key: z.enum(FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]]),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Why the flag cannot be on here (a feature the server is not set up for); the switch is then off and disabled. */
  unavailable: z.string().optional(),
});

/** GET /api/feature_flags. */
export const featureFlagsResponse = z.object({
  flags: featureFlagsSchema,
  definitions: z.array(featureFlagDefinitionSchema),
});
/** PUT /api/feature_flags/{key}. */
export const featureFlagSavedResponse = z.object({ flags: featureFlagsSchema });

export type FeatureFlagDefinitionRecord = z.infer<typeof featureFlagDefinitionSchema>;
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponse>;
export type FeatureFlagSavedResponse = z.infer<typeof featureFlagSavedResponse>;
