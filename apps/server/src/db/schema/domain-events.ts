import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';

/**
 * The outbox of domain events (ADR 27): a fact a service states in its transaction, delivered to the subscribers by
 * the job worker after commit. The payload carries the organization and ids, never whole rows.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_org_created_idx').on(t.organizationId, t.createdAt), tenantKey('domain_events', t)],
);

/**
 * One row per (event, subscriber) whose work is done, written in the transaction of that work: a delivery run again
 * skips the subscribers that have a row, so each does its work once.
 */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer().notNull(),
    subscriber: text().notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.eventId, t.subscriber] }),
    tenantReference('domain_event_deliveries_event_fk', [t.organizationId, t.eventId], domainEvents, 'cascade'),
  ],
);
