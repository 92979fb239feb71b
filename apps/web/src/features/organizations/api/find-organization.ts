import { useMutation } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { Organization } from '../../../lib/api-types';

export function useFindOrganization() {
  return useMutation({
    mutationFn: (subdomain: string) => api.get<Organization>(withQuery('/api/organizations/subdomain', { subdomain })),
  });
}
