import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { organizations } from './organizations.ts';
import { tenantKey, tenantReference } from './tenant-keys.ts';
import { users } from './users.ts';

const organizationId = () =>
  integer()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The workspace's channels as Slack last listed them (conversations.list, by the channel sync job), with what the
 * organization chose: `selected` (synced, offered to organizers) and the group that follows a channel.
 */
export const slackChannels = pgTable(
  'slack_channels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    slackId: text().notNull(),
    name: text().notNull(),
    private: boolean().notNull().default(false),
    description: text().notNull().default(''),
    memberCount: integer().notNull().default(0),
    /** Still in the workspace's list at the last sync (archived or gone channels are kept for history). */
    present: boolean().notNull().default(true),
    selected: boolean().notNull().default(false),
    syncedGroupId: integer(),
    membersSyncedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slack_channels_org_slack_id_key').on(t.organizationId, t.slackId),
    index('slack_channels_org_name_idx').on(t.organizationId, t.name),
    uniqueIndex('slack_channels_org_group_key')
      .on(t.organizationId, t.syncedGroupId)
      .where(sql`${t.syncedGroupId} IS NOT NULL`),
    tenantKey('slack_channels', t),
    tenantReference('slack_channels_synced_group_id_fk', [t.organizationId, t.syncedGroupId], groups, 'set null'),
  ],
);

/** The members of selected channels (conversations.members + users.info), matched to users by email. */
export const slackChannelMembers = pgTable(
  'slack_channel_members',
  {
    organizationId: organizationId(),
    channelId: integer().notNull(),
    slackUserId: text().notNull(),
    email: text(),
    userId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.channelId, t.slackUserId] }),
    index('slack_channel_members_org_user_idx').on(t.organizationId, t.userId),
    tenantReference('slack_channel_members_channel_id_fk', [t.organizationId, t.channelId], slackChannels, 'cascade'),
    tenantReference('slack_channel_members_user_id_fk', [t.organizationId, t.userId], users, 'set null'),
  ],
);

export const SLACK_POST_SOURCES = ['communication', 'announcement'] as const;
export type SlackPostSource = (typeof SLACK_POST_SOURCES)[number];

/**
 * The Slack outbox (ADR 33): one post per (source, channel), written in the sender's transaction and posted by the
 * deliver-slack-posts job; the unique key means a retried job never posts twice.
 */
export const slackPosts = pgTable(
  'slack_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    sourceKind: text({ enum: SLACK_POST_SOURCES }).notNull(),
    sourceId: integer().notNull(),
    sourceVersion: integer().notNull().default(0),
    channelId: integer().notNull(),
    /** Slack's channel id when queued (a renamed channel keeps it). */
    slackChannelId: text().notNull(),
    /** `{ text, blocks }` as chat.postMessage takes them. */
    message: jsonb().$type<{ text: string; blocks?: unknown[] }>().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Slack's message timestamp (its id) once posted. */
    ts: text(),
    error: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slack_posts_source_channel_key').on(t.organizationId, t.sourceKind, t.sourceId, t.channelId),
    index('slack_posts_org_status_idx').on(t.organizationId, t.status),
    tenantKey('slack_posts', t),
    tenantReference('slack_posts_channel_id_fk', [t.organizationId, t.channelId], slackChannels, 'cascade'),
  ],
);
