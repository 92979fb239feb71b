import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GROUP_MEMBERS_PAGE_SIZE } from '@huddle/domain/constants';
import type { GroupMembersResponse } from '@huddle/domain/contracts/groups';
import { api, withQuery } from '../../../lib/api-client';
import { groupKeys } from './group-keys';
import type { GroupMember, PageMeta } from './group-models';

export interface GroupMembersPage {
  members: GroupMember[];
  meta: PageMeta;
}

/** One page of a group's members, sorted by full name on the server (spec §2.8: 10 a page). */
export function useGroupMembers(id: number, search: string, page: number) {
  const term = search.trim();
  return useQuery({
    queryKey: groupKeys.memberPage(id, term, page),
    queryFn: () =>
      api
        .get<GroupMembersResponse>(
          withQuery(`/api/groups/${id}/members`, { search: term, page, per_page: GROUP_MEMBERS_PAGE_SIZE }),
        )
        .then((body): GroupMembersPage => ({ members: body.data, meta: body.meta })),
    placeholderData: keepPreviousData,
  });
}
