import { useMutation } from '@tanstack/react-query';
import type { SignUpForm } from '@huddle/domain/auth-schemas';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api-types';

export type SignUpResponse = { message: string } | { user: User; token: string };

export interface SignUpVariables extends Omit<SignUpForm, 'terms'> {
  organizationId: number;
  onboardCode?: string;
  /** From an invitation link: the account is created verified and signed in at once. */
  invitationToken?: string;
}

function body({ organizationId, onboardCode, invitationToken, ...fields }: SignUpVariables) {
  return {
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    password: fields.password,
    password_confirmation: fields.password_confirmation,
    organization_id: organizationId,
    ...(onboardCode ? { onboard_code: onboardCode } : {}),
    ...(invitationToken ? { invitation_token: invitationToken } : {}),
  };
}

export function useSignUp() {
  return useMutation({
    mutationFn: (variables: SignUpVariables) => api.post<SignUpResponse>('/api/users', body(variables)),
  });
}

/** Admin onboarding: a valid onboard_code makes the new user an admin who is signed in at once. */
export function useAdminSignUp() {
  return useMutation({
    mutationFn: (variables: SignUpVariables & { onboardCode: string }) =>
      api.post<{ user: User; token: string }>('/api/admins', body(variables)),
  });
}
