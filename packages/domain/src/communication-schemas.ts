import { z } from 'zod';
import { idSchema } from './ids.ts';
import type { ErrorCode } from './error-codes.ts';
import { RSVP_ANSWERS, RSVP_REFUSALS } from './guest-schemas.ts';

/** Communications (spec guest-engagement §2–§9): invitations and messages by email, calendar and Slack. */
export const COMMUNICATION_TYPES = ['invitation', 'message'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

/** History rows also name surveys and announcements (spec §3); this issue writes invitations and messages. */
export const HISTORY_TYPES = ['invitation', 'message', 'survey', 'announcement'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const DELIVERY_METHODS = ['email', 'calendar', 'slack'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  email: 'Email',
  calendar: 'Calendar invite',
  slack: 'Slack',
};

export const COMMUNICATION_STATUSES = ['drafted', 'scheduled', 'sending', 'reschedule', 'sent', 'failed'] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];
/** Spec §4: drafted is shown as Updating. */
export const COMMUNICATION_STATUS_LABELS: Record<CommunicationStatus, string> = {
  drafted: 'Updating',
  scheduled: 'Scheduled',
  sending: 'Sending',
  reschedule: 'Reschedule',
  sent: 'Sent',
  failed: 'Failed',
};

export type CommunicationAction = 'edit' | 'delete' | 'send_now' | 'copy_link';

/** Spec §4: drafted and scheduled: edit, delete, send now (copy-link for a survey); reschedule: edit and delete. */
export function communicationActions(status: CommunicationStatus, historyType: HistoryType): CommunicationAction[] {
  if (status === 'drafted' || status === 'scheduled') {
    return ['edit', 'delete', historyType === 'survey' ? 'copy_link' : 'send_now'];
  }
  if (status === 'reschedule') return ['edit', 'delete'];
  return [];
}

/** Spec §4: the table polls while a message is drafted or sending, or an invitation of an upcoming event is sending. */
export function historyNeedsPolling(
  rows: { status: CommunicationStatus; historyType: HistoryType }[],
  eventIsPast: boolean,
): boolean {
  return rows.some(
    (r) =>
      (r.historyType === 'message' && (r.status === 'drafted' || r.status === 'sending')) ||
      (r.historyType === 'invitation' && !eventIsPast && (r.status === 'drafted' || r.status === 'sending')),
  );
}

/** Recipient (guest) types of the invitation composer; the API's recipient_type names (spec §3). */
export const GUEST_TYPES = ['contact', 'group', 'list', 'office'] as const;
export type GuestType = (typeof GUEST_TYPES)[number];
export const RECIPIENT_TYPES = ['Invitees', 'Groups', 'Lists', 'Offices', 'SlackChannels'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export const RECIPIENT_TYPE_OF: Record<GuestType, RecipientType> = {
  contact: 'Invitees',
  group: 'Groups',
  list: 'Lists',
  office: 'Offices',
};
export const GUEST_TYPE_LABELS: Record<GuestType, string> = {
  contact: 'Contacts',
  group: 'Groups',
  list: 'Lists',
  office: 'Offices',
};
/** The noun in 'No {noun} selected yet'. */
export const GUEST_TYPE_NOUNS: Record<GuestType | 'channel', string> = {
  contact: 'contacts',
  group: 'groups',
  list: 'lists',
  office: 'offices',
  channel: 'channels',
};

/** Spec §9. */
export const COMMUNICATIONS_PAGE_SIZE = 10;
export const COMMUNICATIONS_POLL_MS = 2_000;
export const OPTION_PAGE_SIZE = 100;
export const CONTACT_OPTION_PAGE_SIZE = 10;
export const SELECTED_PAGE_SIZE = 15;
export const PREVIEW_WIDTH = 600;
export const SEND_NOW_TIMEOUT_MS = 30_000;
/**
 * How long the Yes / Maybe / No links in a mail stay valid (they also stop once the event ends). Short, because a
 * mail is forwarded and kept; an admin can also end every link at once by rotating the link secret (ADR 10).
 */
export const RSVP_LINK_TTL_DAYS = 14;
/** The link that confirms an answer given on the public page for an email that needs proof (ADR 10). */
export const RSVP_CONFIRM_LINK_TTL_HOURS = 24;
/** The flag that hides the Maybe button from invitations (spec events §2: hide-maybe-option-from-slack-invites). */
export const HIDE_MAYBE_FLAG = 'hide-maybe-option-from-slack-invites';

export const defaultInvitationSubject = (eventName: string) => `You are invited to ${eventName}`.trim();
export const defaultMessageSubject = (eventName: string) => `An update about ${eventName}`.trim();

export const COMMUNICATION_MESSAGES = {
  // §5 Scheduling
  scheduleInFuture: 'Scheduled date must be in the future',
  scheduleBeforeEvent: 'Scheduled date & time must be before the event starts',
  invalidDate: 'Invalid date',
  selectDateOrCancel: 'Please select a date or click Cancel.',
  // §5 Composer
  keepOneCalendar: 'Unable to remove. You need at least 1 calendar!',
  noGuests: 'No guests selected. Please select at least one guest to send the invite.',
  noStatuses: 'Please select at least one group of guests to message.',
  noInvitees: 'This event has no guests to message yet.',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
  previewEmailRequired: 'Email is required',
  previewEmailInvalid: 'Incorrect email format',
  // §6: invitations by Slack or calendar are blocked where RSVPs may pause; every method while paused.
  pausedBlocked: 'RSVPs are closed for this event, so invitations cannot be sent.',
  pauseEmailOnly: 'This event can pause RSVPs, so invitations go by email only.',
  methodUnavailable: 'This delivery method is not available for your organization.',
  eventEnded: 'This event has ended.',
  notPublished: 'Publish the event before sending invitations.',
  notChangeable: 'This communication can no longer be changed.',
  notFound: 'Communication not found',
  // §8
  deleteFailed: 'An error occured while deleting your communication, please try again later',
  saveInvitationFailed: 'There was an error saving your event',
  saveMessageFailed: 'There was an error saving your message',
  genericFailed: 'Something went wrong! Please try again',
  deleted: 'Communication deleted!',
  sent: 'Communication sent!',
  empty: 'No communications have been added yet.',
  noneSelected: (noun: string) => `No ${noun} selected yet`,
  scheduledFor: (type: CommunicationType, date: string, time: string) =>
    `Your ${type} is scheduled to send on ${date} at ${time}`,
  onItsWay: (type: CommunicationType) => `Your ${type} is on its way!`,
  previewSent: (email: string) => `A preview was sent to ${email}`,
  guestsEmailed: 'Your email is on its way to your guests!',
  rescheduleBanner:
    'The event time changed: a scheduled invitation would now be sent after the event starts. Edit or delete it.',
  // Mail RSVP links
  linkInvalid: 'This RSVP link is not valid. Please open the event to RSVP.',
  linkExpired: 'This RSVP link has expired. Please open the event to RSVP.',
  messageAdded: 'Message added',
  // §6: a calendar invite on a Slack invitation needs the user's Google calendar authorization.
  googleCalendarNeeded: 'Please go to the profile page and integrate with Google Calendar to use this feature',
  // §5, §6 for Slack (beyond the spec's words): channels instead of guests; messages only to invited channels.
  noChannels: 'No channels selected. Please select at least one channel to send the invite.',
  noChannelsToMessage: 'Please select at least one channel to message.',
  slackNeedsInvitation: 'Slack messages go to channels that received a Slack invitation of this event. Send one first.',
  linkSecretRotated: 'RSVP links in mails sent before now no longer work.',
} as const;

/** A rich-text body of only markup or whitespace counts as empty (spec §5). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * Spec §5 Scheduling: the time must be in the future and, for an invitation, before the event starts.
 * Returns the message to show, or null when the time is fine.
 */
export function scheduleRefusal(
  scheduledFor: Date | string | null | undefined,
  now: Date,
  type: CommunicationType,
  eventStart: Date | string,
): string | null {
  if (scheduledFor === null || scheduledFor === undefined || scheduledFor === '') {
    return COMMUNICATION_MESSAGES.selectDateOrCancel;
  }
  const at = new Date(scheduledFor);
  if (Number.isNaN(at.getTime())) return COMMUNICATION_MESSAGES.invalidDate;
  if (at.getTime() <= now.getTime()) return COMMUNICATION_MESSAGES.scheduleInFuture;
  if (type === 'invitation' && at.getTime() >= new Date(eventStart).getTime()) {
    return COMMUNICATION_MESSAGES.scheduleBeforeEvent;
  }
  return null;
}

/**
 * Spec §6: invitations via Slack and calendar are blocked when RSVP pause is allowed; every method while paused.
 * Returns the refusal, or null.
 */
export function invitationMethodRefusal(
  method: DeliveryMethod,
  event: { rsvp_pause_allowed: boolean; rsvp_pause_active: boolean },
): string | null {
  if (event.rsvp_pause_active) return COMMUNICATION_MESSAGES.pausedBlocked;
  if (event.rsvp_pause_allowed && method !== 'email') return COMMUNICATION_MESSAGES.pauseEmailOnly;
  return null;
}

const recipientGroup = z.object({
  recipient_type: z.enum(RECIPIENT_TYPES),
  recipient_ids: z.array(idSchema).max(10_000).default([]),
});

const scheduleFields = {
  is_scheduled: z.boolean().default(false),
  /** Checked by scheduleRefusal, so an unparseable value gets the spec's 'Invalid date'. */
  scheduled_for: z.string().max(64).nullish(),
};

/** POST /api/event_invitations (and /reschedule): spec §7 body; Slack's channels come as recipient type SlackChannels. */
export const invitationInput = z.object({
  communication_history_id: idSchema.nullish(),
  event_id: idSchema,
  invite_type: z.enum(DELIVERY_METHODS),
  ...scheduleFields,
  /** Send now even when the saved invitation was scheduled (the composer's 'Send now'). */
  notifies: z.boolean().default(true),
  recipient_attributes: z.array(recipientGroup).max(5).default([]),
  invite_subject: z.string().trim().max(250).default(''),
  invite_body: z.string().max(100_000).default(''),
  has_calendar_invite: z.boolean().default(false),
  /** Pauses or reopens the event's RSVPs with the invitation (spec §7), under the rsvp_pause rules. */
  rsvp_pause_active: z.boolean().optional(),
});
export type InvitationInput = z.infer<typeof invitationInput>;

/** The statuses a message may go to (spec §3 invitee_statuses): every answer and No response. */
export const MESSAGE_STATUSES = ['invited', ...RSVP_ANSWERS] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  invited: 'No response',
  rsvp: 'Yes',
  maybe_attending: 'Maybe',
  not_attending: 'No',
};

/** POST /api/event_messages/create_and_send and PUT /api/event_messages/{id}: spec §7 body. */
export const messageInput = z.object({
  event_message_id: idSchema.nullish(),
  event_id: idSchema,
  message_type: z.enum(DELIVERY_METHODS),
  invitee_statuses: z.array(z.enum(MESSAGE_STATUSES)).max(4).default([]),
  ...scheduleFields,
  message_subject: z.string().trim().max(250).default(''),
  message_body: z.string().max(100_000).default(''),
  show_event_details_button: z.boolean().default(true),
  show_rsvp_buttons: z.boolean().default(false),
  slack_channel_ids: z.array(idSchema).max(500).default([]),
});
export type MessageInput = z.infer<typeof messageInput>;

/** POST /api/invitees/send_email_reminder: the Email guests dialog and the composer's preview email (spec §7). */
export const emailReminderInput = z.object({
  email_params: z
    .object({
      event_id: idSchema,
      subject: z.string().trim().min(1, COMMUNICATION_MESSAGES.subjectRequired).max(250),
      /** Required for Email guests; a preview of an invitation may have no custom message. */
      body: z.string().max(100_000).default(''),
      /** Guest statuses to mail (Email guests); a preview (send_preview) always goes to the caller's own address. */
      recipients: z.array(z.string().trim().max(254)).max(5).default([]),
      send_preview: z.boolean().default(false),
    })
    .superRefine((params, ctx) => {
      if (!params.send_preview && params.recipients.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['recipients'], message: COMMUNICATION_MESSAGES.noStatuses });
      }
      if (!params.send_preview && isBlankHtml(params.body)) {
        ctx.addIssue({ code: 'custom', path: ['body'], message: COMMUNICATION_MESSAGES.bodyRequired });
      }
    }),
});
export type EmailReminderInput = z.infer<typeof emailReminderInput>;

export const COMMUNICATION_OPTION_TYPES = ['contact', 'group', 'list', 'office'] as const;

/**
 * Why a mail's RSVP button could not record the answer. The server redirects with the code (?rsvp_error=code) and
 * the page shows the text, so a crafted link cannot put words of its own on the organization's page.
 */
export const MAIL_RSVP_ERRORS = {
  link_invalid: COMMUNICATION_MESSAGES.linkInvalid,
  link_expired: COMMUNICATION_MESSAGES.linkExpired,
  ...RSVP_REFUSALS,
} as const satisfies Partial<Record<ErrorCode, string>>;
export type MailRsvpError = keyof typeof MAIL_RSVP_ERRORS;

/**
 * POST /api/invitees/email_rsvp: the answer page of a mail's button records the answer with one click (a GET never
 * does: mail scanners open every link). An unknown status is the link's fault, hence link_invalid.
 */
export const emailRsvpInput = z.object({
  token: z.string({ error: COMMUNICATION_MESSAGES.linkInvalid }).max(200, COMMUNICATION_MESSAGES.linkInvalid),
  status: z.enum(RSVP_ANSWERS, { error: COMMUNICATION_MESSAGES.linkInvalid }),
});
export type EmailRsvpInput = z.infer<typeof emailRsvpInput>;

export function isMailRsvpError(code: string): code is MailRsvpError {
  return Object.hasOwn(MAIL_RSVP_ERRORS, code);
}

/** The text of a code from the address bar; unknown codes show nothing. */
export function mailRsvpErrorText(code: string | null): string | null {
  return code && isMailRsvpError(code) ? MAIL_RSVP_ERRORS[code] : null;
}
