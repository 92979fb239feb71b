import type { AnnouncementRecord, AnnouncementStatus } from '@huddle/domain/announcement-schemas';
import type { SlackChannelRef } from '../integrations/integrations.port.ts';
import type { AnnouncementRow, AnnouncementStored } from './announcements.repository.ts';

/** A channel as the announcement dialog offers it (spec events §3 "Chat channel option"). */
export type AnnouncementChannel = SlackChannelRef;

const STATUSES: Record<AnnouncementStored, AnnouncementStatus> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  reschedule: 'Reschedule',
};
/** The status as the spec writes it (events §3, §4). */
export const statusOf = (stored: AnnouncementStored) => STATUSES[stored];

/** Spec events §3 "Collection announcement", with Slack's error code when it failed. */
export type PresentedAnnouncement = AnnouncementRecord<number> & { error: string | null };

type Sender = { firstName: string; lastName: string; email: string; avatarKey: string | null } | null;

export function presentAnnouncement(
  row: AnnouncementRow,
  sender: Sender,
  channels: ReadonlyMap<number, AnnouncementChannel>,
): PresentedAnnouncement {
  const named = row.channelIds.map((id) => channels.get(id)).filter((c) => c !== undefined);
  return {
    id: row.id,
    status: statusOf(row.status),
    messageBody: row.messageBody,
    deliveryMethod: row.deliveryMethod,
    recipients: row.channelIds.map((id) => ({ recipientId: String(id), recipientType: 'SlackChannel' })),
    recipientNames: named.map((c) => c.name),
    recipientSlackIds: named.map((c) => c.slackId),
    isScheduled: row.isScheduled,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    addCalendarInvitation: row.addCalendarInvitation,
    sentBy: sender && {
      fullName: `${sender.firstName} ${sender.lastName}`.trim() || sender.email,
      avatarKey: sender.avatarKey,
    },
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

export const channelMap = (channels: readonly AnnouncementChannel[]) => new Map(channels.map((c) => [c.id, c]));
