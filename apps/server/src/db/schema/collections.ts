import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * A collection of events (spec events §3 "Collection"). Its dates are not stored: they are the earliest start and
 * the latest end of its events (events.events_collection_id), read with it.
 */
export const eventsCollections = pgTable(
  'events_collections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    name: text().notNull().default(''),
    description: text().notNull().default(''),
    safeDescription: text().notNull().default(''),
    imageKey: text(),
    config: jsonb()
      .$type<{ cover_image_dimensions?: { width: number; height: number } | null }>()
      .notNull()
      .default({}),
    timezone: text().notNull().default('America/New_York'),
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_collections_org_published_idx').on(t.organizationId, t.published, t.updatedAt),
    tenantKey('events_collections', t),
    tenantReference('events_collections_created_by_id_fk', [t.organizationId, t.createdById], users, 'set null'),
  ],
);

/** The organizers of a collection (spec §3 organizerEmployeeIds: people of the organization). */
export const eventsCollectionOrganizers = pgTable(
  'events_collection_organizers',
  {
    organizationId: organizationId(),
    eventsCollectionId: integer().notNull(),
    userId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventsCollectionId, t.userId] }),
    index('events_collection_organizers_org_user_idx').on(t.organizationId, t.userId),
    tenantReference(
      'events_collection_organizers_collection_id_fk',
      [t.organizationId, t.eventsCollectionId],
      eventsCollections,
      'cascade',
    ),
    tenantReference('events_collection_organizers_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);

/**
 * A collection's announcement (spec events §3 "Collection announcement"): a Slack message to chosen channels, sent
 * now or at its time by the announcement dispatch job through the Slack outbox (ADR 33).
 */
export const collectionAnnouncements = pgTable(
  'collection_announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    eventsCollectionId: integer().notNull(),
    status: text({ enum: ['scheduled', 'sending', 'sent', 'failed', 'reschedule'] })
      .notNull()
      .default('scheduled'),
    messageBody: text().notNull().default(''),
    deliveryMethod: text({ enum: ['slack'] })
      .notNull()
      .default('slack'),
    /** Our slack_channels ids. */
    channelIds: jsonb().$type<number[]>().notNull().default([]),
    isScheduled: boolean().notNull().default(false),
    scheduledFor: timestamp({ withTimezone: true }),
    addCalendarInvitation: boolean().notNull().default(false),
    /** Bumped on every edit: a dispatch job of an older version does nothing. */
    version: integer().notNull().default(0),
    error: text(),
    sentById: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_announcements_org_collection_idx').on(t.organizationId, t.eventsCollectionId, t.createdAt),
    tenantKey('collection_announcements', t),
    tenantReference(
      'collection_announcements_collection_id_fk',
      [t.organizationId, t.eventsCollectionId],
      eventsCollections,
      'cascade',
    ),
    tenantReference('collection_announcements_sent_by_id_fk', [t.organizationId, t.sentById], users, 'set null'),
  ],
);
