import { ANNOUNCEMENT_MESSAGES } from '@huddle/domain/announcement-schemas';
import { scheduleRefusal } from '@huddle/domain/communication-schemas';
import { fromLocalInput, toLocalInput } from '../../../lib/local-input';
import type { Announcement } from '../api/announcement-models';
import type { AnnouncementVariables } from '../api/save-announcement';

/** What the Announce Collection dialog edits; the schedule as a datetime-local value in the viewer's timezone. */
export interface AnnounceValues {
  messageBody: string;
  channelIds: number[];
  isScheduled: boolean;
  scheduleInput: string;
}

export type AnnounceProblems = Partial<Record<'messageBody' | 'channelIds' | 'schedule', string>>;

export function announceDefaults(announcement: Announcement | null, timezone: string): AnnounceValues {
  if (!announcement) return { messageBody: '', channelIds: [], isScheduled: false, scheduleInput: '' };
  return {
    messageBody: announcement.messageBody,
    channelIds: announcement.recipients.map((recipient) => Number(recipient.recipientId)),
    isScheduled: announcement.isScheduled,
    scheduleInput: announcement.scheduledFor ? toLocalInput(announcement.scheduledFor, timezone) : '',
  };
}

/**
 * Spec events §5: a text, at least one channel, and for a scheduled one a time under the communications rules (a
 * message's: in the future; the event-start rule is an invitation's).
 */
export function announceProblems(values: AnnounceValues, timezone: string, now: Date): AnnounceProblems {
  const problems: AnnounceProblems = {};
  if (!values.messageBody.trim()) problems.messageBody = ANNOUNCEMENT_MESSAGES.messageRequired;
  if (values.channelIds.length === 0) problems.channelIds = ANNOUNCEMENT_MESSAGES.recipientsRequired;
  if (values.isScheduled) {
    const raw = values.scheduleInput.trim();
    const candidate = raw ? (fromLocalInput(raw, timezone) ?? raw) : null;
    const refusal = scheduleRefusal(candidate, now, 'message', now);
    if (refusal) problems.schedule = refusal;
  }
  return problems;
}

/** The GraphQL input (spec events §7): create names the collection, update the announcement. */
export function announcementVariables(
  values: AnnounceValues,
  collectionId: string,
  announcement: Announcement | null,
  timezone: string,
): AnnouncementVariables {
  const scheduledFor = values.isScheduled ? fromLocalInput(values.scheduleInput, timezone) : null;
  return {
    ...(announcement ? { id: announcement.id } : { eventsCollectionId: collectionId }),
    deliveryMethod: 'slack',
    messageBody: values.messageBody,
    recipients: values.channelIds.map((id) => ({ recipientId: String(id), recipientType: 'SlackChannel' as const })),
    isScheduled: values.isScheduled,
    scheduledFor: scheduledFor ? scheduledFor.toISOString() : null,
    addCalendarInvitation: false,
  };
}
