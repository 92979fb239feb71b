import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-keys.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subdomain: text().notNull(),
    /** Signs the RSVP links in mails (lib/signed-links.ts); random per organization, never sent. */
    linkSecret: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    displayName: text().notNull(),
    active: boolean().notNull().default(true),
    logoKey: text(),
    faviconKey: text(),
    slackEnabled: boolean().notNull().default(false),
    slackTeamId: text(),
    calendarEnabled: text({ enum: ['google', 'outlook', 'none'] })
      .notNull()
      .default('none'),
    oktaEnabled: boolean().notNull().default(false),
    oktaType: text({ enum: ['oidc', 'saml'] }),
    forceOktaSignIn: boolean().notNull().default(false),
    oktaClientId: text(),
    oktaClientSecret: text(),
    oktaIssuer: text(),
    oktaSamlUrl: text(),
    budgetStartMonth: text().notNull().default('January'),
    /** Admin onboarding: a code that lets the first admin sign up through /admin/sign-up. */
    onboardCodeHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_subdomain_key').on(sql`lower(${t.subdomain})`),
    /** Slack's inbound calls name the workspace: one organization per workspace (ADR 33). */
    uniqueIndex('organizations_slack_team_key')
      .on(t.slackTeamId)
      .where(sql`${t.slackTeamId} IS NOT NULL`),
  ],
);

export const emailExtensions = pgTable(
  'email_extensions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
  },
  (t) => [uniqueIndex('email_extensions_org_domain_key').on(t.organizationId, sql`lower(${t.domain})`)],
);

export const eventTypes = pgTable(
  'event_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (t) => [index('event_types_org_idx').on(t.organizationId, t.name), tenantKey('event_types', t)],
);

export const groupTypes = pgTable(
  'group_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (t) => [index('group_types_org_idx').on(t.organizationId, t.name), tenantKey('group_types', t)],
);

export const offices = pgTable(
  'offices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offices_org_name_idx').on(t.organizationId, t.name), tenantKey('offices', t)],
);

/** ISO 4217 currencies, shared by every organization. */
export const currencies = pgTable('currencies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  symbol: text().notNull(),
});

export const organizationCurrencies = pgTable(
  'organization_currencies',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.currencyId] })],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);
