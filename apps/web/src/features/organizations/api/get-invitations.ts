import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvitationRecord } from '@huddle/domain/contracts/invitations';
import { api, withQuery } from '../../../lib/api-client';
import { pageQuery, type GridPage, type Paged } from './paging';

/** A pending invitation, as the route's response contract says (its sign-up link only goes out by mail). */
export type Invitation = InvitationRecord;

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
