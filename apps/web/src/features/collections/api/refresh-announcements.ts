import type { QueryClient } from '@tanstack/react-query';
import { announcementKeys } from './announcement-models';
import { collectionKeys } from './collections-api';

/** After a change the list and the collection (its announcementCount) are read again. */
export function refreshAnnouncements(queryClient: QueryClient, collectionId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: announcementKeys.collection(collectionId) }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.one(collectionId) }),
  ]);
}
