import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * Collection announcements (spec events §2–§8): a Slack message about a collection, to chosen channels, scheduled or
 * sent now. ADR 33 says how they are sent.
 */

/** Spec events §3, §4: statuses as the API names them. */
export const ANNOUNCEMENT_STATUSES = ['Scheduled', 'Sending', 'Sent', 'Failed', 'Reschedule'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export type AnnouncementAction = 'edit' | 'delete' | 'send_now';

/**
 * A collection announcement as the GraphQL answers it (spec events §3 "Collection announcement", §7): `Id` is a
 * number where the server builds it and a string (GraphQL's ID) where the web reads it.
 */
export interface AnnouncementRecord<Id extends number | string = string> {
  id: Id;
  status: AnnouncementStatus;
  messageBody: string;
  deliveryMethod: 'slack';
  recipients: { recipientId: string; recipientType: 'SlackChannel' }[];
  recipientNames: string[];
  recipientSlackIds: string[];
  isScheduled: boolean;
  scheduledFor: string | null;
  addCalendarInvitation: boolean;
  sentBy: { fullName: string; avatarKey: string | null } | null;
  sentAt: string | null;
}

/** Spec events §4: scheduled ones can be edited, deleted or sent now; in a reschedule state edited or deleted. */
export function announcementActions(status: AnnouncementStatus): AnnouncementAction[] {
  if (status === 'Scheduled') return ['edit', 'delete', 'send_now'];
  if (status === 'Reschedule') return ['edit', 'delete'];
  return [];
}

/** Spec events §9: the list reloads every 30 s while any announcement is Sending. */
export const ANNOUNCEMENT_POLL_MS = 30_000;
export const announcementsNeedPolling = (rows: { status: AnnouncementStatus }[]) =>
  rows.some((row) => row.status === 'Sending');

export const ANNOUNCEMENT_MESSAGES = {
  // Spec events §8
  createFailed: (message: string) => `Failed to create announcement: ${message}`,
  sendingNow: 'Your message is being sent out now!',
  // Spec events §5: recipients (chat channels) are required.
  recipientsRequired: 'Please select at least one channel.',
  messageRequired: 'Message is required',
  // Beyond the spec: the server's own refusals and the dialog's texts.
  pastCollection: 'This collection has ended, so it cannot be announced.',
  notPublished: 'Publish the collection before announcing it.',
  notChangeable: 'This announcement can no longer be changed.',
  notFound: 'Announcement not found',
  channelNotInvited: 'Announcements go only to channels that received or are scheduled to receive the invitation.',
  updated: 'Announcement updated.',
  scheduled: 'Announcement scheduled.',
  deleted: 'Announcement deleted.',
  empty: 'No announcements yet',
  title: 'Announce Collection',
} as const;

/**
 * The GraphQL announcement input (spec events §7): eventsCollectionId on create, id on update; recipients are chat
 * channels (recipientType SlackChannel, recipientId our channel id as a string); scheduledFor an ISO time when
 * isScheduled. Scheduling rules are the communications document's (checked by the server).
 */
export const announcementInput = z.object({
  eventsCollectionId: idSchema.optional(),
  id: idSchema.optional(),
  deliveryMethod: z.literal('slack').default('slack'),
  messageBody: z.string().max(40_000),
  recipients: z.array(z.object({ recipientId: idSchema, recipientType: z.literal('SlackChannel') })).max(500),
  isScheduled: z.boolean().default(false),
  scheduledFor: z.string().max(64).nullish(),
  addCalendarInvitation: z.boolean().default(false),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;
