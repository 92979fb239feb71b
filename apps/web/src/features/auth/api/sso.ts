import { useMutation } from '@tanstack/react-query';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';

/** Where the sign-in page keeps the state it was given, for the return page to compare (sessionStorage). */
export const SSO_STATE_KEY = 'huddle.sso-state';

/** POST /api/users/sso_start: the identity provider's authorization URL, and the state it will send back. */
export function useSsoStart() {
  return useMutation({
    mutationFn: (provider: SsoProvider) =>
      api.post<{ url: string; state: string }>('/api/users/sso_start', { provider }),
  });
}

export interface SsoFinishVariables {
  provider: SsoProvider;
  code: string;
  state: string;
  iss: string | null;
  organizationId: number;
}

/** POST /api/users/google_oauth or okta_oauth (spec platform §7, plus the state and Okta's iss). */
export function useSsoFinish() {
  return useMutation({
    mutationFn: ({ provider, code, state, iss, organizationId }: SsoFinishVariables) =>
      api.post<{ user: User; token: string }>(`/api/users/${provider}_oauth`, {
        code,
        state,
        ...(iss && { iss }),
        organization_id: organizationId,
        redirect_uri: `${window.location.origin}/auth/${provider}`,
      }),
  });
}
