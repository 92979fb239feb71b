import { useQuery } from '@tanstack/react-query';
import type { GuestType } from '@huddle/domain/communication-schemas';
import type { CollectionMemberRecord, CollectionMembersResponse } from '@huddle/domain/contracts/communications';
import { api, withQuery } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

export type CollectionType = Exclude<GuestType, 'contact'>;

export type CollectionMember = CollectionMemberRecord;

export interface CollectionMembersParams {
  eventId: number;
  type: CollectionType;
  collectionId: number;
  /** The saved invitation being edited; null for a new one. */
  invitationId: number | null;
}

/** GET /api/event_invitations/option_collection_members: who a group, list or office would invite. */
export function fetchCollectionMembers(params: CollectionMembersParams): Promise<CollectionMember[]> {
  return api
    .get<CollectionMembersResponse>(
      withQuery('/api/event_invitations/option_collection_members', {
        event_id: params.eventId,
        collection_type: params.type,
        collection_id: params.collectionId,
        invitation_id: params.invitationId ?? undefined,
      }),
    )
    .then((answer) => answer.members);
}

/** Loaded only when a row is expanded. */
export function useCollectionMembers(params: CollectionMembersParams) {
  return useQuery({
    queryKey: communicationKeys.members(params.eventId, params.type, params.collectionId),
    queryFn: () => fetchCollectionMembers(params),
  });
}
