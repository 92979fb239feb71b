import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlagSavedResponse } from '@huddle/domain/contracts/feature-flags';
import type { FeatureFlagKey, FeatureFlags } from '@huddle/domain/feature-flags';
import { api } from '../../../lib/api-client';
import { featureFlagsKey } from '../../../lib/feature-flags';

export interface FeatureFlagChange {
  key: FeatureFlagKey;
  enabled: boolean;
}

export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: FeatureFlagChange) =>
      api.put<FeatureFlagSavedResponse>(`/api/feature_flags/${encodeURIComponent(key)}`, { enabled }),
    onSuccess: ({ flags }) => {
      queryClient.setQueryData<FeatureFlags>(featureFlagsKey, (current) =>
        current ? { ...current, ...flags } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: featureFlagsKey });
    },
  });
}
