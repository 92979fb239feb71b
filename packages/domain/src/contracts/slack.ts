import { z } from 'zod';
import { SLACK_CONNECTION_STATUSES } from '../slack-schemas.ts';
import { pageMetaSchema } from './page-meta.ts';

/** The JSON the Slack routes answer (ADR 33; spec platform §3 "Slack channel (syncable)", guest-engagement §3). */

const id = z.number().int().positive();

/** A chat channel (spec guest-engagement §3 "Chat channel"; events §3): our id, Slack's id, name, private. */
export const slackChannelSchema = z.object({
  id,
  slack_id: z.string(),
  name: z.string(),
  private: z.boolean(),
  /** Whether the organization syncs it (picked in the settings page's channel editor). */
  selected: z.boolean(),
  /** The group whose members follow this channel, if any. */
  synced_group_id: id.nullable(),
});
export type SlackChannelRecord = z.infer<typeof slackChannelSchema>;

/** GET /api/organizations/slack: a page of the workspace's channels (30 a page), by name. */
export const slackChannelsResponse = z.object({ data: z.array(slackChannelSchema), meta: pageMetaSchema });

/** GET /api/organizations/synced_slack_channels: the channels the organization syncs (composer, announcements). */
export const syncedSlackChannelsResponse = z.object({ data: z.array(slackChannelSchema) });

/** A member of a synced channel (spec platform §3: slack_users with id, email, employee with first_name). */
export const slackUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  employee: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
});

/** GET and PUT /api/organizations/syncables: the synced channels with their members. */
export const syncableSchema = slackChannelSchema.extend({
  slack_users: z.array(slackUserSchema),
  /** When the members were last read from Slack; null until the first read after the channel was selected. */
  members_synced_at: z.iso.datetime().nullable(),
});
export const syncablesResponse = z.object({ data: z.array(syncableSchema) });

/**
 * GET /api/organizations/slack_status (beyond the spec): what the Integrations card and the settings page show.
 * `configured` is false when the server has no Slack app settings.
 */
export const slackStatusResponse = z.object({
  configured: z.boolean(),
  status: z.enum(SLACK_CONNECTION_STATUSES),
  team_name: z.string().nullable(),
  /** The message of a broken or failed connection, to show the admin. */
  error: z.string().nullable(),
  /** When the channel list was last read from Slack; null before the first read. */
  channels_synced_at: z.iso.datetime().nullable(),
  synced_channels_count: z.number().int().nonnegative(),
});
export type SlackStatusRecord = z.infer<typeof slackStatusResponse>;

/** POST /api/organizations/slack_oauth (beyond the spec): a single-use state and the URL the popup opens. */
export const slackOauthResponse = z.object({ state: z.string(), authorize_url: z.string() });

/** GET /api/organizations/slack_channel_description. */
export const slackChannelDescriptionResponse = z.object({ description: z.string() });
