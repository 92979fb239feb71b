import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@huddle/domain/roles';
import { api, withQuery } from '../../../lib/api-client';
import { pageQuery, type GridPage, type Paged } from './paging';

export interface Invitation {
  id: number;
  organization_id: number;
  invited_user_email: string;
  invited_user_name: string;
  role_proposed: Role;
  created_at: string;
  sent_at: string | null;
  sign_up_url: string;
}

export const invitationsKey = ['invitation_mappings'] as const;

/** Pending invitations, newest first. */
export function useInvitationsPage(search: string, page: GridPage) {
  const params = { search: search.trim(), ...pageQuery(page) };
  return useQuery({
    queryKey: [...invitationsKey, params],
    queryFn: () => api.get<Paged<Invitation>>(withQuery('/api/invitation_mappings', params)),
    placeholderData: keepPreviousData,
  });
}
