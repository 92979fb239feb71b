import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput } from '@huddle/domain/announcement-schemas';
import { graphql } from '../../../lib/api-client';
import { announcementOf, type AnnouncementPayload } from './announcement-models';
import { refreshAnnouncements } from './refresh-announcements';

const MUTATION = (name: string) => `mutation SaveAnnouncement($input: EventsCollectionAnnouncementInput!) {
  ${name}(input: $input) { announcement { id status } errors } }`;

/** The input as GraphQL takes it: ids as strings (spec events §7). */
export type AnnouncementVariables = Omit<AnnouncementInput, 'eventsCollectionId' | 'id' | 'recipients'> & {
  eventsCollectionId?: string;
  id?: string;
  recipients: { recipientId: string; recipientType: 'SlackChannel' }[];
};

/** eventsCollectionAnnouncementCreate, or eventsCollectionAnnouncementUpdate when the input has an id. */
export function saveAnnouncement(input: AnnouncementVariables) {
  const name = input.id ? 'eventsCollectionAnnouncementUpdate' : 'eventsCollectionAnnouncementCreate';
  return graphql<Record<string, AnnouncementPayload>>(MUTATION(name), { input }).then((data) =>
    announcementOf(data[name]),
  );
}

export function useSaveAnnouncement(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => refreshAnnouncements(queryClient, collectionId),
  });
}
