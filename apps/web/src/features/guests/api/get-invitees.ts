import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import type { GuestListParams, GuestPage } from './guest-models';

export const INVITEES_QUERY = `query Invitees($eventId: ID!, $page: Int, $perPage: Int, $sort: InviteeSort, $filter: String, $search: String) {
  invitees(eventId: $eventId, page: $page, perPage: $perPage, sort: $sort, filter: $filter, search: $search) {
    totalCount
    totalPages
    currentPage
    invitees {
      id
      employeeId
      email
      fullName
      status
      attended
      attendanceType
      updatedAt
      inviteScheduled
      inviteScheduledFor
      rsvpSource
    }
  }
}`;

/** The variables of one page: a blank search is left out. */
export function inviteesVariables(eventId: number, params: GuestListParams) {
  const search = params.search.trim();
  return {
    eventId: String(eventId),
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    filter: params.filter,
    ...(search ? { search } : {}),
  };
}

export function fetchInvitees(eventId: number, params: GuestListParams): Promise<GuestPage> {
  return graphql<{ invitees: GuestPage }>(INVITEES_QUERY, inviteesVariables(eventId, params)).then(
    (data) => data.invitees,
  );
}

/** One page of the guest table (GraphQL `invitees`), keeping the previous page on screen while the next loads. */
export function useInvitees(eventId: number, params: GuestListParams) {
  return useQuery({
    queryKey: guestKeys.list(eventId, params),
    queryFn: () => fetchInvitees(eventId, params),
    placeholderData: keepPreviousData,
  });
}
