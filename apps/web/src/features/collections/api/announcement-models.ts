import type { AnnouncementRecord } from '@huddle/domain/announcement-schemas';
import { ApiError } from '../../../lib/api-client';

/** A collection announcement (spec events §3, §7 GraphQL). */
export type Announcement = AnnouncementRecord;

/** A channel the collection may be announced to: it received, or will receive, an invitation of its events. */
export interface AnnounceableChannel {
  id: string;
  slackId: string;
  name: string;
  private: boolean;
}

export const ANNOUNCEMENT_FIELDS = `id status messageBody deliveryMethod recipients { recipientId recipientType }
  recipientNames recipientSlackIds isScheduled scheduledFor addCalendarInvitation sentBy { fullName avatarKey } sentAt`;

/** Every announcement mutation answers `{ announcement, errors }`; a listed error is a failure (spec events §7). */
export interface AnnouncementPayload {
  announcement: Pick<Announcement, 'id' | 'status'> | null;
  errors: string[];
}

export function announcementOf(payload: AnnouncementPayload | undefined): AnnouncementPayload['announcement'] {
  if (payload?.errors.length) throw new ApiError(422, { error: payload.errors.join(', ') });
  return payload?.announcement ?? null;
}

export const announcementKeys = {
  collection: (collectionId: string) => ['collections', 'announcements', collectionId] as const,
};
