import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';
import { announcementOf, type AnnouncementPayload } from './announcement-models';
import { refreshAnnouncements } from './refresh-announcements';

const DESTROY = `mutation DestroyAnnouncement($id: ID!) {
  eventsCollectionAnnouncementDestroy(id: $id) { announcement { id status } errors } }`;

export function deleteAnnouncement(id: string) {
  return graphql<{ eventsCollectionAnnouncementDestroy: AnnouncementPayload }>(DESTROY, { id }).then((data) =>
    announcementOf(data.eventsCollectionAnnouncementDestroy),
  );
}

export function useDeleteAnnouncement(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => refreshAnnouncements(queryClient, collectionId),
  });
}
