import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offices, organizations } from './organizations.ts';

/** One row per employee of an organization; it is also the sign-in account for that organization. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    passwordHash: text(),
    role: text({ enum: ['admin', 'organizer', 'user'] })
      .notNull()
      .default('user'),
    status: text({ enum: ['active', 'invited', 'deactivated'] })
      .notNull()
      .default('active'),
    timezone: text().notNull().default('America/New_York'),
    officeId: integer().references(() => offices.id, { onDelete: 'set null' }),
    avatarKey: text(),
    mfaRequired: boolean().notNull().default(false),
    confirmedAt: timestamp({ withTimezone: true }),
    welcomeShownAt: timestamp({ withTimezone: true }),
    birthday: date(),
    startDate: date(),
    ethnicity: text(),
    gender: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_org_email_key').on(t.organizationId, sql`lower(${t.email})`),
    index('users_org_status_name_idx').on(t.organizationId, t.status, t.firstName, t.lastName),
    index('users_org_office_idx').on(t.organizationId, t.officeId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_org_user_idx').on(t.organizationId, t.userId)],
);

/** Single-use secrets sent by mail: email verification, password reset, second-factor codes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify_email', 'reset_password', 'mfa'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not unique: six-digit codes repeat across users (they are hashed with the user id).
    index('user_tokens_purpose_hash_idx').on(t.purpose, t.tokenHash),
    index('user_tokens_org_user_idx').on(t.organizationId, t.userId, t.purpose),
  ],
);

export const invitationMappings = pgTable(
  'invitation_mappings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invitedUserEmail: text().notNull(),
    invitedUserName: text().notNull(),
    roleProposed: text({ enum: ['admin', 'organizer', 'user'] })
      .notNull()
      .default('user'),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The secret of the sign-up link in the invitation mail; a resend replaces it. */
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_mappings_org_email_key').on(t.organizationId, sql`lower(${t.invitedUserEmail})`),
    index('invitation_mappings_org_pending_idx').on(t.organizationId, t.acceptedAt, t.createdAt),
    index('invitation_mappings_token_idx').on(t.tokenHash),
  ],
);
