import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';

export interface LoginVariables {
  email: string;
  password: string;
  organizationId: number;
}

export type LoginResponse = { user: User; token: string } | { mfa_required: true; user_id: number };

export function isMfaRequired(response: LoginResponse): response is { mfa_required: true; user_id: number } {
  return 'mfa_required' in response && response.mfa_required;
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password, organizationId }: LoginVariables) =>
      api.post<LoginResponse>('/api/users/login', { user: { email, organization_id: organizationId, password } }),
  });
}
