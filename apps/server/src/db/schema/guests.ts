import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

/**
 * The guests of an event (spec guest-engagement §3 "Guest"). A guest is an employee (user_id) or a public visitor
 * known only by email; one row per (event, email).
 */
export const invitees = pgTable(
  'invitees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    userId: integer(),
    email: text().notNull(),
    /** The address in lower case, for look-ups that must use an index under row-level security (migration 0020). */
    emailKey: text().generatedAlwaysAs(sql`lower(email)`),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    status: text({ enum: ['invited', 'guest_list', 'rsvp', 'maybe_attending', 'not_attending'] })
      .notNull()
      .default('invited'),
    attended: text({ enum: ['yes', 'no', 'not_recorded'] })
      .notNull()
      .default('not_recorded'),
    attendanceType: text({ enum: ['virtual', 'in_person', 'unknown'] }),
    rsvpSource: text({ enum: ['event_page', 'calendar', 'slack', 'email', 'public'] }),
    respondedAt: timestamp({ withTimezone: true }),
    /**
     * Bumped whenever an answer is proven (a mail link, or the guest signed in): guest cookies carry the version they
     * were issued under, so a cookie handed out before the proof no longer counts (ADR 10).
     */
    proofVersion: integer().notNull().default(0),
    /** When the invitation that added this guest will go out (communications issue); null once sent. */
    inviteScheduledFor: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitees_event_email_key').on(t.eventId, sql`lower(${t.email})`),
    // Status, attendance and the schedule too: the guest list's overview counts and the analytics figures read the
    // index alone instead of every guest row (issue 17 bench: the overview was a sequential scan).
    index('invitees_org_event_status_idx').on(
      t.organizationId,
      t.eventId,
      t.status,
      t.attended,
      t.inviteScheduledFor,
      t.attendanceType,
    ),
    index('invitees_org_event_name_idx').on(t.organizationId, t.eventId, t.firstName, t.lastName),
    index('invitees_org_user_idx').on(t.organizationId, t.userId),
    index('invitees_org_event_email_key_idx').on(t.organizationId, t.eventId, t.emailKey),
    // Deleting a user sets their guest rows' link to null: that lookup needs user_id first.
    index('invitees_user_idx').on(t.userId),
    tenantKey('invitees', t),
    tenantReference('invitees_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('invitees_user_id_fk', [t.organizationId, t.userId], users, 'set null'),
  ],
);

/** Every RSVP answer as given, with its source and time (analytics: by source, by day and time). */
export const rsvpSubmissions = pgTable(
  'rsvp_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    inviteeId: integer(),
    status: text({ enum: ['rsvp', 'maybe_attending', 'not_attending'] }).notNull(),
    source: text({ enum: ['event_page', 'calendar', 'slack', 'email', 'public'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rsvp_submissions_org_event_idx').on(t.organizationId, t.eventId, t.createdAt),
    index('rsvp_submissions_invitee_idx').on(t.inviteeId),
    tenantReference('rsvp_submissions_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('rsvp_submissions_invitee_id_fk', [t.organizationId, t.inviteeId], invitees, 'set null'),
  ],
);

/** Contact lists (spec §3): named sets of employees, public to organizers or private to their owner. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isPublic: boolean().notNull().default(true),
    ownerId: integer(),
    /** A list synced from a Google group (issue 34): the group's email; null for every other list. */
    googleGroupEmail: text(),
    /** The last sync's count of the group's members left out because their address is outside the domains. */
    googleGroupSkipped: integer().notNull().default(0),
    googleGroupSyncedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_lists_org_created_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('contact_lists_org_google_group_key')
      .on(t.organizationId, t.googleGroupEmail)
      .where(sql`${t.googleGroupEmail} IS NOT NULL`),
    tenantKey('contact_lists', t),
    tenantReference('contact_lists_owner_id_fk', [t.organizationId, t.ownerId], users, 'set null'),
  ],
);

export const contactListMembers = pgTable(
  'contact_list_members',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listId: integer().notNull(),
    userId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('contact_list_members_org_user_idx').on(t.organizationId, t.userId),
    index('contact_list_members_user_idx').on(t.userId),
    tenantReference('contact_list_members_list_id_fk', [t.organizationId, t.listId], contactLists, 'cascade'),
    tenantReference('contact_list_members_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);
