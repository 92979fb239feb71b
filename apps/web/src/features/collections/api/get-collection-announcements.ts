import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_POLL_MS, announcementsNeedPolling } from '@huddle/domain/announcement-schemas';
import { graphql } from '../../../lib/api-client';
import {
  ANNOUNCEMENT_FIELDS,
  announcementKeys,
  type AnnounceableChannel,
  type Announcement,
} from './announcement-models';

export const COLLECTION_ANNOUNCEMENTS_QUERY = `query CollectionAnnouncements($id: ID!) {
  fetchEventsCollection(id: $id) {
    id canAnnounce announcementCount
    announcements { ${ANNOUNCEMENT_FIELDS} }
    announceableChannels { id slackId name private }
  }
}`;

export interface CollectionAnnouncements {
  id: string;
  canAnnounce: boolean;
  announcementCount: number;
  announcements: Announcement[];
  announceableChannels: AnnounceableChannel[];
}

export function fetchCollectionAnnouncements(collectionId: string): Promise<CollectionAnnouncements> {
  return graphql<{ fetchEventsCollection: CollectionAnnouncements }>(COLLECTION_ANNOUNCEMENTS_QUERY, {
    id: collectionId,
  }).then((data) => data.fetchEventsCollection);
}

/** Spec events §9: reloads every 30 s while any announcement is Sending, otherwise never. */
export function announcementsRefetchInterval(data: CollectionAnnouncements | undefined): number | false {
  return data && announcementsNeedPolling(data.announcements) ? ANNOUNCEMENT_POLL_MS : false;
}

/** Read only for those who manage the collection (the section is theirs). */
export function useCollectionAnnouncements(collectionId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: announcementKeys.collection(collectionId),
    queryFn: () => fetchCollectionAnnouncements(collectionId),
    refetchInterval: (query) => announcementsRefetchInterval(query.state.data),
  });
}
