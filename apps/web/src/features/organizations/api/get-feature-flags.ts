import { useQuery } from '@tanstack/react-query';
import { featureFlagsKey, fetchFeatureFlags } from '../../../lib/feature-flags';

/** The same query the app's flag client reads, so a switch here is seen everywhere at once. */
export function useAdminFeatureFlags() {
  return useQuery({ queryKey: featureFlagsKey, queryFn: fetchFeatureFlags });
}
