import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** `google_admin`: an admin's grant of the Directory API's group scope, for Google Groups lists (issue 34). */
export const INTEGRATION_PROVIDERS = ['slack', 'google_admin'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];
/** Providers that use OAuth states: the integrations, and the sign-in providers (issue 34), whose states have no user. */
/** `okta_saml`: a SAML AuthnRequest's id, kept so the response's InResponseTo can be checked (and used once). */
export const OAUTH_STATE_PROVIDERS = [...INTEGRATION_PROVIDERS, 'google', 'okta', 'okta_saml'] as const;
export type OauthStateProvider = (typeof OAUTH_STATE_PROVIDERS)[number];
/** `revoking`: disconnected by an admin; the revoke job still has to tell the provider, then deletes the row. */
export const CONNECTION_STATUSES = ['connecting', 'connected', 'broken', 'revoking'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The connection store (ADR 33): one OAuth grant per organization and provider (`user_id` null: a workspace) or per
 * organization, user and provider. Secrets are sealed (integrations/sealed.ts): only ciphertext is kept here.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    provider: text({ enum: INTEGRATION_PROVIDERS }).notNull(),
    userId: integer(),
    status: text({ enum: CONNECTION_STATUSES }).notNull(),
    /** The provider's id of what was connected (Slack: the team id). */
    externalId: text(),
    /** Sealed. The authorization code while connecting; cleared once exchanged. */
    pendingCode: text(),
    pendingRedirectUri: text(),
    /** Sealed. */
    accessToken: text(),
    /** Sealed. */
    refreshToken: text(),
    expiresAt: timestamp({ withTimezone: true }),
    scopes: text().notNull().default(''),
    /** What the provider told about the grant that is safe to show (team name, bot user id). */
    details: jsonb().$type<Record<string, string | null>>().notNull().default({}),
    /** Why the connection is broken, to show the admin. */
    error: text(),
    createdById: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_connections_org_provider_key')
      .on(t.organizationId, t.provider)
      .where(sql`${t.userId} IS NULL`),
    uniqueIndex('integration_connections_org_user_provider_key')
      .on(t.organizationId, t.userId, t.provider)
      .where(sql`${t.userId} IS NOT NULL`),
    tenantKey('integration_connections', t),
    tenantReference('integration_connections_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
    tenantReference('integration_connections_created_by_id_fk', [t.organizationId, t.createdById], users, 'set null'),
  ],
);

/**
 * OAuth `state` values: random, stored hashed, single use, short-lived (ADR 33). A sign-in's state (Google, Okta) has
 * no user yet: `user_id` is null there.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    userId: integer(),
    provider: text({ enum: OAUTH_STATE_PROVIDERS }).notNull(),
    stateHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oauth_states_org_user_idx').on(t.organizationId, t.userId, t.provider, t.createdAt),
    tenantKey('oauth_states', t),
    tenantReference('oauth_states_user_id_fk', [t.organizationId, t.userId], users, 'cascade'),
  ],
);

/**
 * SAML assertions already used to sign in (issue 34): an assertion's id is refused a second time until it expires.
 * The id is stored hashed, as states are.
 */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    organizationId: organizationId(),
    assertionIdHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.assertionIdHash] })],
);
