import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventsCollections } from './collections.ts';
import { groups } from './groups.ts';
import { eventTypes, offices, organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

/** Events (spec events §3). Drafts have published = false; times are UTC, `timezone` is the event's own zone. */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    safeDescription: text().notNull().default(''),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timezone: text().notNull().default('America/New_York'),
    location: text().notNull().default(''),
    privacy: text({ enum: ['open', 'organization', 'invite_only'] })
      .notNull()
      .default('open'),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    rsvpPauseAllowed: boolean().notNull().default(false),
    rsvpPauseActive: boolean().notNull().default(false),
    /** iCalendar SEQUENCE: raised with every update sent to guests, so calendars replace the invitation. */
    icalSequence: integer().notNull().default(0),
    coverImageKey: text(),
    eventTypeId: integer(),
    displayOrganizersAsHosts: boolean().notNull().default(true),
    meetingService: text({ enum: ['google_meet', 'zoom_meeting', 'zoom_webinar', 'unknown'] }),
    meetingLink: text(),
    createdById: integer(),
    /** The one collection the event belongs to, if any (spec events §3 eventsCollectionId). */
    eventsCollectionId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_org_collection_idx').on(t.organizationId, t.eventsCollectionId),
    tenantReference('events_collection_id_fk', [t.organizationId, t.eventsCollectionId], eventsCollections, 'set null'),
    index('events_org_published_start_idx').on(t.organizationId, t.published, t.startAt),
    index('events_org_published_ends_idx').on(t.organizationId, t.published, t.endsAt),
    index('events_org_type_idx').on(t.organizationId, t.eventTypeId),
    tenantKey('events', t),
    tenantReference('events_event_type_id_fk', [t.organizationId, t.eventTypeId], eventTypes, 'set null'),
    tenantReference('events_created_by_id_fk', [t.organizationId, t.createdById], users, 'set null'),
  ],
);

export const eventHosts = pgTable(
  'event_hosts',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    userId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_hosts_org_user_idx').on(t.organizationId, t.userId),
    tenantReference('event_hosts_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('event_hosts_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);

export const eventGroups = pgTable(
  'event_groups',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    groupId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.groupId] }),
    index('event_groups_org_group_idx').on(t.organizationId, t.groupId),
    tenantReference('event_groups_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('event_groups_group_id_fk', [t.organizationId, t.groupId], groups, 'cascade'),
  ],
);

export const eventOffices = pgTable(
  'event_offices',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    officeId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.officeId] }),
    index('event_offices_org_office_idx').on(t.organizationId, t.officeId),
    tenantReference('event_offices_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
    tenantReference('event_offices_office_id_fk', [t.organizationId, t.officeId], offices, 'cascade'),
  ],
);

export const eventResources = pgTable(
  'event_resources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    title: text().notNull(),
    link: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('event_resources_org_event_idx').on(t.organizationId, t.eventId, t.position),
    tenantReference('event_resources_event_id_fk', [t.organizationId, t.eventId], events, 'cascade'),
  ],
);
