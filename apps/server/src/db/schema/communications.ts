import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { invitees } from './guests.ts';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

export type RecipientSelections = {
  contact?: number[];
  group?: number[];
  list?: number[];
  office?: number[];
  /** Slack channels (our slack_channels ids): a Slack invitation's or message's recipients. */
  channel?: number[];
};

/**
 * Invitations and messages of an event (spec guest-engagement §3 "Communication history row", "Invitation",
 * "Event message"). One row is both the composed communication and its history entry; its mails are outbox rows
 * (mail_outbox.communication_id), one per recipient.
 */
export const communications = pgTable(
  'communications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    historyType: text({ enum: ['invitation', 'message', 'survey'] }).notNull(),
    method: text({ enum: ['email', 'calendar', 'slack'] }).notNull(),
    status: text({ enum: ['drafted', 'scheduled', 'sending', 'reschedule', 'sent', 'failed'] })
      .notNull()
      .default('drafted'),
    subject: text().notNull().default(''),
    /** Sanitized HTML. */
    body: text().notNull().default(''),
    /** Invitations: what the organizer picked (contacts, groups, lists, offices), kept to show and edit. */
    selections: jsonb().$type<RecipientSelections>().notNull().default({}),
    /** Messages: the guest statuses it goes to, resolved when it is sent. */
    inviteeStatuses: jsonb().$type<string[]>().notNull().default([]),
    showEventDetailsButton: boolean().notNull().default(true),
    showRsvpButtons: boolean().notNull().default(false),
    /** A Slack invitation that also sends a calendar invite (spec guest-engagement §7 has_calendar_invite). */
    hasCalendarInvite: boolean().notNull().default(false),
    scheduledFor: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Bumped on every edit: a dispatch job of an older version does nothing. */
    version: integer().notNull().default(0),
    /** The organization's address the mails link to, taken from the request that composed it. */
    linkBase: text().notNull(),
    createdById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('communications_org_event_idx').on(t.organizationId, t.eventId, t.status),
    index('communications_event_idx').on(t.eventId),
    index('communications_created_by_idx').on(t.createdById),
    tenantKey('communications', t),
    tenantReference('communications_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('communications_created_by_id_fk', [t.organizationId, t.createdById], users, 'set null'),
  ],
);

/** The guests an invitation invites, fixed when it is saved (they show on the guest list at once). */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    communicationId: integer().notNull(),
    inviteeId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communicationId, t.inviteeId] }),
    index('communication_recipients_invitee_idx').on(t.inviteeId),
    tenantReference(
      'communication_recipients_communication_id_fk',
      [t.organizationId, t.communicationId],
      communications,
      'cascade',
    ),
    tenantReference('communication_recipients_invitee_id_fk', [t.organizationId, t.inviteeId], invitees, 'cascade'),
  ],
);
