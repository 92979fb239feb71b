import { useQuery } from '@tanstack/react-query';
import type { FeatureFlagsResponse } from '@huddle/domain/contracts/feature-flags';
import { api } from '../../../lib/api-client';
import { featureFlagsKey, fetchFeatureFlags } from '../../../lib/feature-flags';

/** The same query the app's flag client reads, so a switch here is seen everywhere at once. */
export function useAdminFeatureFlags() {
  return useQuery({ queryKey: featureFlagsKey, queryFn: fetchFeatureFlags });
}

/** Why a flag cannot be on here (the server is not set up for it), by key: the switch says so. */
export function useUnavailableFlags() {
  return useQuery({
    queryKey: [...featureFlagsKey, 'unavailable'],
    queryFn: () =>
      api
        .get<FeatureFlagsResponse>('/api/feature_flags')
        .then(
          (body) =>
            new Map((body.definitions ?? []).flatMap((d) => (d.unavailable ? [[d.key, d.unavailable] as const] : []))),
        ),
    staleTime: 5 * 60_000,
  });
}
