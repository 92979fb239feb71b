import { useMutation } from '@tanstack/react-query';
import type { MfaRequiredResponse } from '@huddle/domain/contracts/auth';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';

export interface LoginVariables {
  email: string;
  password: string;
  organizationId: number;
}

/** The contract's answer (contracts/auth), with the signed-in user as the web's User. */
export type LoginResponse = { user: User; token: string } | MfaRequiredResponse;

export function isMfaRequired(response: LoginResponse): response is { mfa_required: true; user_id: number } {
  return 'mfa_required' in response && response.mfa_required;
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password, organizationId }: LoginVariables) =>
      api.post<LoginResponse>('/api/users/login', { user: { email, organization_id: organizationId, password } }),
  });
}
