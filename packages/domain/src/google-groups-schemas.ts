import { z } from 'zod';

/**
 * Google Groups contact lists (spec platform §2.9, §3, §7, §8; guest-engagement §3, §7, §8): an admin connects
 * Google with the Directory API's group scope, and chosen groups of the domain become contact lists. ADR 36.
 */

/** Spec platform §7 "a Google OAuth scope for reading group directories", with the account's email. */
export const GOOGLE_ADMIN_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/admin.directory.group.readonly',
] as const;
export const GOOGLE_GROUPS_SCOPE = GOOGLE_ADMIN_SCOPES[2];
/** The connect popup's return page (an SPA route on the organization's host). */
export const GOOGLE_ADMIN_RETURN_PATH = '/auth/google-admin';
/** The OAuth state lives this long and is used once (ADR 33). */
export const GOOGLE_ADMIN_STATE_TTL_MS = 10 * 60 * 1000;
/** The groups dialog and the resync poll the lists this often until they are synced. */
export const GOOGLE_GROUPS_POLL_MS = 1_000;
/** At most this many groups are synced in one request. */
export const GOOGLE_GROUPS_SYNC_MAX = 100;

export const GOOGLE_GROUPS_MESSAGES = {
  // Spec platform §8
  failed: 'Something went wrong! Please try again',
  connectFailed: 'Something went wrong. Please ensure you have the correct permissions and try again!',
  // Spec guest-engagement §8
  syncing: 'Syncing Google Groups...',
  synced: 'Google Groups synced!',
  // Beyond the spec: the server's own refusals and the web's words around them.
  notConfigured: 'Google is not configured on this server.',
  notConnected: 'Connect Google Groups in Settings › Integrations first.',
  stateExpired: 'This Google sign-in has expired. Please start again.',
  codeRequired: 'The Google authorization code is missing.',
  groupsRequired: 'Choose at least one Google group.',
  unknownGroups: 'Some of the chosen Google groups are not in your domain.',
  disconnected: 'Google Groups disconnected.',
  popupBlocked: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  returnPage: 'Connecting Google… you can close this window.',
  noGroups: 'No Google groups were found in your domain.',
  alreadySynced: 'Synced',
  dialogTitle: 'Sync Google Groups',
  sync: 'Sync',
  resync: 'Resync Google Groups',
  groupMarker: 'Google group',
  skipped: (n: number) => `${n} member${n === 1 ? '' : 's'} outside your email domains skipped`,
} as const;

/** POST /api/auth_details/google_admin (spec platform §7). */
export const googleAdminInput = z.object({
  code: z.string().trim().min(1, GOOGLE_GROUPS_MESSAGES.codeRequired).max(2048),
  redirect_uri: z.string().trim().min(1).max(2048),
});
export type GoogleAdminInput = z.infer<typeof googleAdminInput>;

/** POST /api/lists/sync_google_groups (spec platform §7): the chosen groups by email. */
export const syncGoogleGroupsInput = z.object({
  groups: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: GOOGLE_GROUPS_MESSAGES.unknownGroups }).max(320)),
      {
        error: GOOGLE_GROUPS_MESSAGES.groupsRequired,
      },
    )
    .min(1, GOOGLE_GROUPS_MESSAGES.groupsRequired)
    .max(GOOGLE_GROUPS_SYNC_MAX),
});
export type SyncGoogleGroupsInput = z.infer<typeof syncGoogleGroupsInput>;

export const GOOGLE_ADMIN_STATUSES = ['none', 'connecting', 'connected', 'broken'] as const;
export type GoogleAdminStatus = (typeof GOOGLE_ADMIN_STATUSES)[number];
