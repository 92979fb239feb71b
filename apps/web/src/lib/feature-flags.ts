import { useQuery } from '@tanstack/react-query';
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_REFRESH_MS, type FeatureFlags } from '@huddle/domain/feature-flags';
import type { FeatureFlagsResponse } from '@huddle/domain/contracts/feature-flags';
import { api } from './api-client';

export const featureFlagsKey = ['feature_flags'] as const;

const allOff = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, false])) as FeatureFlags;

export function fetchFeatureFlags(): Promise<FeatureFlags> {
  return api.get<FeatureFlagsResponse>('/api/feature_flags').then((body) => ({ ...allOff, ...body.flags }));
}

export interface FeatureFlagsState {
  flags: FeatureFlags;
  isLoading: boolean;
}

/** Flags refresh on an interval so switching MaintenanceMode reaches open tabs without a reload. */
export function useFeatureFlags(options: { enabled?: boolean } = {}): FeatureFlagsState {
  const query = useQuery({
    queryKey: featureFlagsKey,
    queryFn: fetchFeatureFlags,
    refetchInterval: FEATURE_FLAG_REFRESH_MS,
    enabled: options.enabled ?? true,
  });
  return { flags: query.data ?? allOff, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
