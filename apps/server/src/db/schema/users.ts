import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { offices, organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';

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
    officeId: integer(),
    avatarKey: text(),
    mfaRequired: boolean().notNull().default(false),
    confirmedAt: timestamp({ withTimezone: true }),
    /**
     * Written by the Contacts screens (ADR 7, issue 31): a contact is not an account. Until the row has one (a password
     * or a confirmed address), neither a reset link nor the row itself lifts the sign-up domain rule; an admin's
     * employee upload clears it.
     */
    contactOnly: boolean().notNull().default(false),
    welcomeShownAt: timestamp({ withTimezone: true }),
    /** The last sign-in with Google (issue 34): the user's `has_google_sso_auth` (spec platform §3). */
    googleSsoAt: timestamp({ withTimezone: true }),
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
    tenantKey('users', t),
    tenantReference('users_office_id_fk', [t.organizationId, t.officeId], offices, 'set null'),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_org_user_idx').on(t.organizationId, t.userId),
    tenantReference('sessions_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);

/**
 * What a secret carries until its link is used: a sign-up's pending credentials (applied only once the mailbox is
 * proven, so a sign-up never overwrites an existing row) or the new address of an email change.
 */
export interface UserTokenPayload {
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  role?: 'admin' | 'organizer' | 'user';
  email?: string;
}

/** Single-use secrets sent by mail: email verification, password reset, second-factor codes, email changes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    purpose: text({ enum: ['verify_email', 'reset_password', 'mfa', 'change_email'] }).notNull(),
    tokenHash: text().notNull(),
    payload: jsonb().$type<UserTokenPayload>(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not unique: six-digit codes repeat across users (they are hashed with the user id).
    index('user_tokens_purpose_hash_idx').on(t.purpose, t.tokenHash),
    index('user_tokens_org_user_idx').on(t.organizationId, t.userId, t.purpose),
    tenantReference('user_tokens_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
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
    invitedById: integer(),
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
    tenantReference('invitation_mappings_invited_by_id_fk', [t.organizationId, t.invitedById], users, 'set null'),
  ],
);

/**
 * Failed sign-in, one-time-password, reset and onboarding-code attempts per account (or organization), kept in the
 * database so every process sees the same count. The key names the kind and the account; an unknown email has a
 * row like a known one, so the answers reveal nothing (ADR 0009).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
