import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { invitees } from './guests.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export type RecipientSelections = { contact?: number[]; group?: number[]; list?: number[]; office?: number[] };

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
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    historyType: text({ enum: ['invitation', 'message'] }).notNull(),
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
    scheduledFor: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Bumped on every edit: a dispatch job of an older version does nothing. */
    version: integer().notNull().default(0),
    /** The organization's address the mails link to, taken from the request that composed it. */
    linkBase: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('communications_org_event_idx').on(t.organizationId, t.eventId, t.status),
    index('communications_event_idx').on(t.eventId),
    index('communications_created_by_idx').on(t.createdById),
  ],
);

/** The guests an invitation invites, fixed when it is saved (they show on the guest list at once). */
export const communicationRecipients = pgTable(
  'communication_recipients',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    communicationId: integer()
      .notNull()
      .references(() => communications.id, { onDelete: 'cascade' }),
    inviteeId: integer()
      .notNull()
      .references(() => invitees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.communicationId, t.inviteeId] }),
    index('communication_recipients_invitee_idx').on(t.inviteeId),
  ],
);
