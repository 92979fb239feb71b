import type { CommunicationType, DeliveryMethod, GuestType } from '@huddle/domain/communication-schemas';

/**
 * Words of the composer that are interface, not rules (the rules' messages are COMMUNICATION_MESSAGES in domain).
 * DELIVERY_METHOD_LABELS says 'Calendar invite', which reads badly before 'invitation', hence a title word here.
 */
const METHOD_TITLE_WORDS: Record<DeliveryMethod, string> = { email: 'Email', calendar: 'Calendar', slack: 'Slack' };

export const composerTitle = (type: CommunicationType, method: DeliveryMethod) =>
  `${METHOD_TITLE_WORDS[method]} ${type}`;

export const MAIN_LABELS = { sendNow: 'Send now', schedule: 'Schedule', saveChanges: 'Save changes' } as const;

export const scheduleDialogTitle = (type: CommunicationType) => `Schedule ${type}`;
export const SCHEDULE_FIELD_LABEL = 'Send on';
export const scheduledForText = (when: string) => `Scheduled for ${when}`;

export const sendNowTitle = (type: CommunicationType) => `Send this ${type} now?`;
export const sendNowText = (type: CommunicationType) =>
  type === 'invitation'
    ? 'The invitation goes to the selected guests right away.'
    : 'The message goes to the guests with the chosen statuses right away.';
export const DISCARD_TITLE = 'Discard changes?';
export const DISCARD_TEXT = 'Your changes to this communication will be lost.';
export const deleteTitle = (type: CommunicationType) => `Delete this ${type}?`;
export const deleteText = (type: CommunicationType) =>
  type === 'invitation' ? 'It will not be sent, and guests it scheduled leave the guest list.' : 'It will not be sent.';

export const CALENDAR_NOTE =
  'Guests receive the invitation as a calendar invite attached to the email, which they can accept in any mail client.';
export const PAUSED_MESSAGE_HELP = 'A custom message cannot be added while RSVPs are paused.';
export const subjectHelp = (defaultSubject: string) => `Leave empty to use “${defaultSubject}”.`;

/** Why a row of a recipients table cannot be picked. */
export function unselectableReason(option: { members?: number; status: string | null }): string {
  if (option.members === 0) return 'No members to invite';
  if (option.status === 'sent') return 'Already in a sent invitation';
  if (option.status === 'scheduled') return 'Already in a scheduled invitation';
  return 'Cannot be invited';
}

export const searchLabel = (type: GuestType) =>
  ({ contact: 'Search contacts', group: 'Search groups', list: 'Search lists', office: 'Search offices' })[type];

export const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** Slack (spec §2 Composer): channels instead of guests, plain text with Slack's formatting. */
export const SLACK_LABELS = {
  channels: 'Channels',
  selectChannels: 'Channels that received the invitation',
  message: 'Message',
  messageHelp: 'Slack formatting works: *bold*, _italic_, ~strike~, `code`, <https://example.com|link>.',
  calendarInvite: 'Add a calendar invite',
  eventDetails: 'Event details',
  showEventDetails: 'Show event details button',
  showRsvp: 'Show RSVP buttons',
} as const;
