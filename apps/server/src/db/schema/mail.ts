import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { communications } from './communications.ts';
import { organizations } from './organizations.ts';
import { tenantReference } from './tenant-keys.ts';

/**
 * Every mail is a row here, written in the transaction that decides to send it. The worker delivers it over SMTP
 * (status sent) or, without SMTP_URL, keeps it (status kept) for admins to read in development.
 * dedupe_key is unique so a retried job never mails anyone twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    dedupeKey: text().notNull().unique(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    attachments: jsonb().$type<{ filename: string; content: string; contentType: string }[]>(),
    status: text({ enum: ['pending', 'sending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** The invitation or message this mail belongs to (its status follows its mails). */
    communicationId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_org_created_idx').on(t.organizationId, t.createdAt),
    index('mail_outbox_communication_idx').on(t.communicationId, t.status),
    // Deleting a communication keeps its mails, unlinked.
    tenantReference(
      'mail_outbox_communication_id_fk',
      [t.organizationId, t.communicationId],
      communications,
      'set null',
    ),
  ],
);
