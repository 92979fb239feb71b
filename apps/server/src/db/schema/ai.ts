import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';

/**
 * One row per request to the language model (issue 20): what counts against a user's hourly limit (it costs money)
 * and what the organization's admins see. It keeps no text of the request or the answer.
 */
export const aiEventGenerations = pgTable(
  'ai_event_generations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    /** ok, malformed, timeout, refused, unavailable. */
    outcome: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_event_generations_org_user_created_idx').on(t.organizationId, t.userId, t.createdAt),
    index('ai_event_generations_org_created_idx').on(t.organizationId, t.createdAt),
    tenantKey('ai_event_generations', t),
    tenantReference('ai_event_generations_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);
