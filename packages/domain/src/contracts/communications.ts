import { z } from 'zod';
import { COMMUNICATION_STATUSES, DELIVERY_METHODS, HISTORY_TYPES, MESSAGE_STATUSES } from '../communication-schemas.ts';
import { INVITEE_STATUSES, RSVP_ANSWERS } from '../guest-schemas.ts';

/**
 * The JSON the communications REST routes answer (docs/api-communications.md), in the pattern of contracts/events.ts.
 * The history read by GraphQL (communicationHistories) is not here.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Times are ISO 8601 UTC strings (Date#toISOString). */
const instant = z.iso.datetime();

/** The reader's abilities over a communication (policy/communications abilitiesOfCommunication). */
export const communicationAbilitiesSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_send_now: z.boolean(),
  can_copy_link: z.boolean(),
});

/** A communication in REST answers ("The communication row"). */
export const communicationSchema = z.object({
  id,
  comm_id: id,
  history_type: z.enum(HISTORY_TYPES),
  delivery_methods: z.array(z.enum(DELIVERY_METHODS)),
  status: z.enum(COMMUNICATION_STATUSES),
  send_time: instant,
  scheduled_for: instant.nullable(),
  sent_at: instant.nullable(),
  subject: z.string(),
  recipients_count: count,
  /** The addresses that could not be delivered. */
  failed_recipients: z.array(z.string()),
  /** Each address that could not be delivered with the mail server's reason (such as "550 unknown mailbox"). */
  failed_deliveries: z.array(z.object({ email: z.string(), reason: z.string() })),
  send_by: z.object({ full_name: z.string(), avatar_key: z.string().nullable() }).nullable(),
  /** The Slack channels (our ids) a Slack invitation or message goes to; empty for the other methods. */
  slack_channel_ids: z.array(id),
  ...communicationAbilitiesSchema.shape,
});

/** A contact row of a recipients table (`option`). */
export const contactOptionSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** Their guest status on this event, if any. */
  status: z.enum(INVITEE_STATUSES).nullable(),
  previously_invited: z.boolean(),
  scheduled_for: instant.nullable(),
  sent_at: z.null(),
  selectable: z.literal(true),
});

/** A group, list or office row of a recipients table (`option`). */
export const collectionOptionSchema = z.object({
  id,
  name: z.string(),
  /** How many active members it has. */
  members: count,
  /** Already in a scheduled or sent invitation. */
  status: z.enum(['scheduled', 'sent']).nullable(),
  scheduled_for: instant.nullable(),
  sent_at: instant.nullable(),
  /** Lists only; false for the others. */
  private: z.boolean(),
  /** Members > 0 and not already in a scheduled or sent invitation. */
  selectable: z.boolean(),
});

/** One row of a recipients table: a contact or a group, list or office. */
export const recipientOptionSchema = z.union([contactOptionSchema, collectionOptionSchema]);

/**
 * A channel a Slack invitation goes to, named for display (spec §3 "Chat channel"). The server sends every field;
 * slack_id and private are optional for clients that need only the name.
 */
export const channelSelectionSchema = z.object({
  id,
  name: z.string(),
  slack_id: z.string().optional(),
  private: z.boolean().optional(),
});

export const optionSelectionsSchema = z.object({
  contact: z.array(recipientOptionSchema),
  group: z.array(recipientOptionSchema),
  list: z.array(recipientOptionSchema),
  office: z.array(recipientOptionSchema),
  /** A Slack invitation's channels (the server always sends it; optional for clients built before Slack). */
  channel: z.array(channelSelectionSchema).optional(),
});

/** The invitation form: defaults for a new one, saved values for an existing one. */
export const invitationFormSchema = z.object({
  communication_history_id: id.nullable(),
  event_id: id,
  invite_type: z.enum(DELIVERY_METHODS),
  status: z.enum(COMMUNICATION_STATUSES).nullable(),
  /** A new invitation, or a saved one still unsent: the form is not locked. */
  can_edit: z.boolean(),
  is_scheduled: z.boolean(),
  scheduled_for: instant.nullable(),
  notifies: z.boolean(),
  invite_subject: z.string(),
  invite_body: z.string(),
  has_calendar_invite: z.boolean(),
  rsvp_pause_active: z.boolean(),
  rsvp_pause_allowed: z.boolean(),
  /** The contact-lists flag is on and the caller sees at least one list. */
  has_lists: z.boolean(),
  selections: optionSelectionsSchema,
});

/** Who a group, list or office would invite. */
export const collectionMemberSchema = z.object({
  id,
  email: z.string(),
  full_name: z.string(),
  previously_invited: z.boolean(),
});

/** A saved event message. */
export const eventMessageSchema = z.object({
  id,
  communication_history_id: id,
  event_id: id,
  message_type: z.enum(DELIVERY_METHODS),
  message_subject: z.string(),
  message_body: z.string(),
  invitee_statuses: z.array(z.enum(MESSAGE_STATUSES)),
  is_scheduled: z.boolean(),
  scheduled_for: instant.nullable(),
  show_event_details_button: z.boolean(),
  show_rsvp_buttons: z.boolean(),
  /** A Slack message's channels (our ids); the server always sends it, empty for email. */
  slack_channel_ids: z.array(id).optional(),
  status: z.enum(COMMUNICATION_STATUSES),
  /** Still unsent: the form is not locked. */
  can_edit: z.boolean(),
});

/** GET /api/event_invitations/new_event_invitation and /existing_event_invitation. */
export const invitationFormResponse = z.object({ invitation: invitationFormSchema });
/** GET /api/event_invitations/{type}_options. */
export const recipientOptionPageResponse = z.object({
  data: z.array(recipientOptionSchema),
  meta: z.object({ total_count: count, total_pages: count }),
});
/** GET /api/event_invitations/{type}_selections. */
export const recipientSelectionsResponse = z.object({ selections: z.array(recipientOptionSchema) });
/** GET /api/event_invitations/{type}: the options page, or the selections of known ids. */
export const recipientOptionsResponse = z.union([recipientOptionPageResponse, recipientSelectionsResponse]);
/** GET /api/event_invitations/option_collection_members. */
export const collectionMembersResponse = z.object({ members: z.array(collectionMemberSchema) });
/** GET /api/event_messages/{id}. */
export const eventMessageResponse = z.object({ event_message: eventMessageSchema });
/** Saving an invitation or a message, send now, and Email guests. */
export const communicationSavedResponse = z.object({ communication: communicationSchema, message: z.string() });
/** POST /api/invitees/send_email_reminder: a preview only says where it went. */
export const emailReminderResponse = z.union([communicationSavedResponse, z.object({ message: z.string() })]);

/** GET /api/invitees/email_rsvp/event: what the answer page of a mail's button shows. */
export const emailRsvpDetailsResponse = z.object({
  event: z.object({ id, name: z.string(), start_at: instant, ends_at: instant, timezone: z.string() }),
  event_path: z.string(),
  /** The guest's answer so far, or null. */
  status: z.enum(RSVP_ANSWERS).nullable(),
  rsvp_pause_active: z.boolean(),
  /** The page still shows an expired link's event, with this error. */
  error: z.literal('link_expired').nullable(),
});
/** POST /api/invitees/email_rsvp. */
export const emailRsvpAnswerResponse = z.object({
  invitee: z.object({ status: z.enum(INVITEE_STATUSES) }),
  event_path: z.string(),
  /** The guest's address for the public page's "Change my answer"; null in the app. */
  email: z.string().nullable(),
  message: z.string(),
});

export type CommunicationRecord = z.infer<typeof communicationSchema>;
export type ContactOptionRecord = z.infer<typeof contactOptionSchema>;
export type CollectionOptionRecord = z.infer<typeof collectionOptionSchema>;
export type RecipientOptionRecord = z.infer<typeof recipientOptionSchema>;
export type InvitationFormRecord = z.infer<typeof invitationFormSchema>;
export type ChannelSelectionRecord = z.infer<typeof channelSelectionSchema>;
export type CollectionMemberRecord = z.infer<typeof collectionMemberSchema>;
export type EventMessageRecord = z.infer<typeof eventMessageSchema>;
export type InvitationFormResponse = z.infer<typeof invitationFormResponse>;
export type RecipientOptionPageResponse = z.infer<typeof recipientOptionPageResponse>;
export type RecipientSelectionsResponse = z.infer<typeof recipientSelectionsResponse>;
export type CollectionMembersResponse = z.infer<typeof collectionMembersResponse>;
export type EventMessageResponse = z.infer<typeof eventMessageResponse>;
export type CommunicationSavedResponse = z.infer<typeof communicationSavedResponse>;
export type EmailReminderResponse = z.infer<typeof emailReminderResponse>;
export type EmailRsvpDetailsResponse = z.infer<typeof emailRsvpDetailsResponse>;
export type EmailRsvpAnswerResponse = z.infer<typeof emailRsvpAnswerResponse>;
