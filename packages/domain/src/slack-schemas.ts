import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * Slack (spec platform §2.8, §2.9, §4, §7, §9; guest-engagement §2, §6, §7, §9; events §2–§8 on announcements):
 * constants, messages and inputs shared by the server and the web. ADR 33 says how the pieces meet.
 */

/** Spec platform §9: the 13 scopes the Slack OAuth request asks for (bot scopes of a Slack app). */
export const SLACK_SCOPES = [
  'channels:history',
  'channels:join',
  'channels:manage',
  'channels:read',
  'chat:write',
  'chat:write.customize',
  'chat:write.public',
  'emoji:read',
  'im:write',
  'users:read',
  'users:read.email',
  'groups:read',
  'mpim:read',
] as const;

/** Spec platform §9: the channel grid shows 30 a page, with first and last buttons past 60 channels; 400 px high. */
export const SLACK_CHANNELS_PAGE_SIZE = 30;
export const SLACK_FIRST_LAST_THRESHOLD = 60;
export const SLACK_GRID_HEIGHT = 400;
/** Spec platform §4, §9: the connect popup (500 by 820) is polled every 500 ms. */
export const SLACK_POPUP_WIDTH = 500;
export const SLACK_POPUP_HEIGHT = 820;
export const SLACK_POPUP_POLL_MS = 500;
/** Spec guest-engagement §9: the channel list is cached 24 h, the synced channels 5 minutes. */
export const SLACK_CHANNELS_CACHE_MS = 24 * 60 * 60 * 1000;
export const SLACK_SYNCED_CHANNELS_CACHE_MS = 5 * 60 * 1000;
/** Spec platform §9: the dismissal of the private-channels alert is kept in local storage under this key. */
export const SLACK_PRIVATE_ALERT_KEY = 'huddle.slack.privateChannelsAlertDismissed';
/** The OAuth state lives this long and is used once. */
export const SLACK_OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** Inbound requests older (or newer) than this are refused as replays (Slack's own recommendation). */
export const SLACK_REPLAY_WINDOW_SECONDS = 5 * 60;
/** The Slack app's return page of the connect popup (an SPA route on the organization's host). */
export const SLACK_RETURN_PATH = '/auth/slack';

export const SLACK_CONNECTION_STATUSES = ['none', 'connecting', 'connected', 'broken'] as const;
export type SlackConnectionStatus = (typeof SLACK_CONNECTION_STATUSES)[number];

export const SLACK_SHOW_FILTERS = ['all', 'selected', 'unselected'] as const;
export type SlackShowFilter = (typeof SLACK_SHOW_FILTERS)[number];
export const SLACK_SHOW_FILTER_LABELS: Record<SlackShowFilter, string> = {
  all: 'All',
  selected: 'Selected',
  unselected: 'Unselected',
};

export const SLACK_TABS = ['channels', 'settings'] as const;
export type SlackTab = (typeof SLACK_TABS)[number];

export const SLACK_MESSAGES = {
  // Spec platform §8
  flowFailed: 'Something went wrong, please try again.',
  syncablesFailed: 'We were unable to update the syncables. {message}',
  syncablesSaved: 'Changes saved! Your selected Slack channels are now being synced.',
  /** The spec quotes "Slack integration removed! …" and not the rest. */
  removed: 'Slack integration removed! Huddle no longer posts to your workspace.',
  // Beyond the spec: the server's own refusals.
  notConfigured: 'Slack is not configured on this server.',
  notConnected: 'Slack is not connected for your organization.',
  stateExpired: 'This Slack sign-in has expired. Please start again.',
  codeRequired: 'The Slack authorization code is missing.',
  unknownChannel: 'One or more Slack channels are not available to your workspace.',
  alreadyConnected: 'Another Huddle organization is already connected to this Slack workspace.',
  broken: 'Huddle lost access to your Slack workspace. Please connect Slack again.',
  searchChannels: 'Search by channel name',
  disable: 'Disable Slack',
  disableConfirm:
    'Disable Slack? Huddle will stop posting to your channels and synced groups will be managed by members.',
  unselectSyncedConfirm:
    'The group synced to this channel will stop syncing and will be managed by members only. Continue?',
  privateChannelsInfo:
    'Private channels appear here once the Huddle app has been added to them in Slack (/invite @Huddle).',
  membersManagedByChannel: "This group's members are managed by its Slack channel.",
  // The web's own words around the connect flow and the channel editor.
  popupBlocked: 'Your browser blocked the Slack window. Allow pop-ups for this site and try again.',
  connecting: 'Connecting to Slack…',
  returnPage: 'Connecting Slack… you can close this window.',
  noChannelsYet: 'No channels yet',
  noChannelsYetHelp: 'Huddle is reading the channels of your workspace. They appear here in a moment.',
  noneSynced: 'No channels are synced yet. Choose the channels Huddle may post to with Edit channels.',
  noAccount: 'No Huddle account',
  noUnsyncedChannels:
    'Every synced Slack channel already has a group. Select more channels in Settings › Integrations › Slack.',
  channelAlreadySynced: 'This Slack channel is already synced to another group.',
  // The confirmation a guest sees in Slack after pressing an RSVP button.
  rsvpRecorded: 'Thanks! Your RSVP for {event} is recorded as {status}.',
  rsvpNoAccount: 'We could not find your Huddle account from your Slack email, so your RSVP was not recorded.',
} as const;

/** POST /api/organizations/add_slack (spec platform §7). */
export const addSlackInput = z.object({
  code: z.string().trim().min(1, SLACK_MESSAGES.codeRequired).max(512),
  redirect_uri: z.string().trim().min(1).max(2048),
});
export type AddSlackInput = z.infer<typeof addSlackInput>;

/** PUT /api/organizations/syncables (spec platform §7): the whole selection of synced channels. */
export const syncablesInput = z.object({
  syncables: z.array(z.object({ ids: z.array(idSchema).max(5_000), type: z.literal('slack_channels') })).max(10),
});
export type SyncablesInput = z.infer<typeof syncablesInput>;

/** GET /api/organizations/slack (spec guest-engagement §7): page and name. `show` is the grid's Show toggle. */
export const slackChannelsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  name: z.string().trim().max(200).default(''),
  show: z.enum(SLACK_SHOW_FILTERS).default('all'),
});
export type SlackChannelsQuery = z.infer<typeof slackChannelsQuery>;

/** GET /api/organizations/slack_channel_description (spec platform §7). */
export const slackChannelDescriptionQuery = z.object({ channel_slack_id: z.string().trim().min(1).max(64) });
