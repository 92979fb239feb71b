import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';
import { announcementOf, type AnnouncementPayload } from './announcement-models';
import { refreshAnnouncements } from './refresh-announcements';

const SEND_NOW = `mutation SendAnnouncementNow($id: ID!) {
  eventsCollectionAnnouncementSendNow(id: $id) { announcement { id status } errors } }`;

export function sendAnnouncementNow(id: string) {
  return graphql<{ eventsCollectionAnnouncementSendNow: AnnouncementPayload }>(SEND_NOW, { id }).then((data) =>
    announcementOf(data.eventsCollectionAnnouncementSendNow),
  );
}

export function useSendAnnouncementNow(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncementNow,
    onSuccess: () => refreshAnnouncements(queryClient, collectionId),
  });
}
