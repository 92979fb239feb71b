import { zoneOrUtc } from '../../lib/time-zones.ts';
import { COMMUNICATION_MESSAGES, type CommunicationType, type GuestType } from '@huddle/domain/communication-schemas';
import type { abilitiesOfCommunication } from '@huddle/domain/policy/communications';
import type {
  CollectionOptionRecord,
  CommunicationRecord,
  CommunicationSavedResponse,
  ContactOptionRecord,
  InvitationFormRecord,
  RecipientOptionRecord,
} from '@huddle/domain/contracts/communications';
import type { InviteeStatus } from '@huddle/domain/guest-schemas';
import type { SlackChannelRef } from '../integrations/integrations.port.ts';
import type { HistoryRow } from './communications.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type CommunicationAbilities = ReturnType<typeof abilitiesOfCommunication>;
/** A history row with the reader's abilities over it, as the service loads it. */
export interface LoadedCommunication {
  row: HistoryRow;
  abilities: CommunicationAbilities;
}
/** A raw row of a recipients table (recipients.repository.ts). */
type OptionRow = Record<string, unknown>;

/** A communication in REST answers (docs/api-communications.md), with the reader's abilities over it. */
export function presentCommunication(row: HistoryRow, abilities: CommunicationAbilities): CommunicationRecord {
  return {
    id: Number(row.id),
    comm_id: Number(row.id),
    history_type: row.history_type,
    delivery_methods: [row.method],
    status: row.status,
    send_time: iso(row.send_time)!,
    scheduled_for: iso(row.scheduled_for),
    sent_at: iso(row.sent_at),
    subject: row.subject,
    recipients_count: row.recipients_count,
    failed_recipients: row.failed_recipients.map((f) => f.email),
    failed_deliveries: row.failed_recipients.map((f) => ({ email: f.email, reason: f.reason ?? 'Not delivered' })),
    send_by:
      row.sender_first_name === null
        ? null
        : {
            full_name: `${row.sender_first_name} ${row.sender_last_name ?? ''}`.trim(),
            avatar_key: row.sender_avatar_key,
          },
    slack_channel_ids: row.slack_channel_ids,
    ...abilities,
  };
}

/** `{communication, message}`: what saving, send now and Email guests answer. */
export function presentSaved(saved: {
  communication: LoadedCommunication;
  message: string;
}): CommunicationSavedResponse {
  return {
    communication: presentCommunication(saved.communication.row, saved.communication.abilities),
    message: saved.message,
  };
}

/** The GraphQL history row (spec §3 "Communication history row"). */
export function presentHistoryRow(row: HistoryRow, abilities: CommunicationAbilities) {
  const c = presentCommunication(row, abilities);
  return {
    id: String(c.id),
    commId: String(c.comm_id),
    eventInvitationIds: c.history_type === 'invitation' ? [String(c.id)] : [],
    historyType: c.history_type,
    deliveryMethods: c.delivery_methods,
    status: c.status,
    sendTime: c.send_time,
    scheduledFor: c.scheduled_for,
    sentAt: c.sent_at,
    subject: c.subject,
    recipientsCount: c.recipients_count,
    failedRecipients: c.failed_recipients,
    failedDeliveries: c.failed_deliveries,
    sendBy: c.send_by && { fullName: c.send_by.full_name, avatarKey: c.send_by.avatar_key },
    slackChannelIds: c.slack_channel_ids.map(String),
    canEdit: c.can_edit,
    canDelete: c.can_delete,
    canSendNow: c.can_send_now,
    canCopyLink: c.can_copy_link,
  };
}

/** One row of a recipients table (spec §3 "Recipient option"). */
export function presentOption(type: GuestType, row: OptionRow): RecipientOptionRecord {
  if (type === 'contact') return presentContactOption(row);
  return presentCollectionOption(row);
}

function presentContactOption(row: OptionRow): ContactOptionRecord {
  return {
    id: Number(row.id),
    name: String(row.name ?? ''),
    email: String(row.email),
    status: (row.status as InviteeStatus | null) ?? null,
    previously_invited: Boolean(row.previously_invited),
    scheduled_for: iso((row.scheduled_for as string | null) ?? null),
    sent_at: null,
    selectable: true,
  };
}

function presentCollectionOption(row: OptionRow): CollectionOptionRecord {
  const members = Number(row.members);
  const taken = (row.taken as 'scheduled' | 'sent' | null) ?? null;
  return {
    id: Number(row.id),
    name: String(row.name),
    members,
    status: taken,
    scheduled_for: iso((row.scheduled_for as string | null) ?? null),
    sent_at: iso((row.sent_at as string | null) ?? null),
    private: Boolean(row.private),
    // Spec §5: only rows with members, not already scheduled or sent, are selectable.
    selectable: members > 0 && taken === null,
  };
}

/** The invitation form, its selections as raw rows of the recipients tables (and the Slack channels, named). */
type LoadedInvitationForm = Omit<InvitationFormRecord, 'selections'> & {
  selections: Record<GuestType, OptionRow[]>;
  channels: SlackChannelRef[];
};

/** `{invitation}`: the form with its selected rows presented as options. */
export function presentInvitationForm({ channels, ...form }: LoadedInvitationForm): {
  invitation: InvitationFormRecord;
} {
  const options = (type: GuestType) => form.selections[type].map((row) => presentOption(type, row));
  return {
    invitation: {
      ...form,
      selections: {
        contact: options('contact'),
        group: options('group'),
        list: options('list'),
        office: options('office'),
        channel: channels.map((c) => ({ id: c.id, slack_id: c.slackId, name: c.name, private: c.private })),
      },
    },
  };
}

/** 'Your invitation is scheduled to send on Dec 1, 2026 at 5:00 PM' in the organizer's timezone. */
export function scheduleConfirmation(type: CommunicationType, at: Date, timeZone: string) {
  const zone = zoneOrUtc(timeZone);
  const date = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  return COMMUNICATION_MESSAGES.scheduledFor(type, date.format(at), time.format(at));
}
