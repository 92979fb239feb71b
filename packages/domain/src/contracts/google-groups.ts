import { z } from 'zod';
import { GOOGLE_ADMIN_STATUSES } from '../google-groups-schemas.ts';

/** The JSON of the Google Groups routes (ADR 36; spec platform §3 "Google group (list)", §7). */

const id = z.number().int().positive();

/** A group of the domain's directory (spec platform §3 "Google group (list)"). `id` is the list's once synced. */
export const googleGroupSchema = z.object({
  /** The contact list's id when the group is synced, else null. */
  id: id.nullable(),
  /** Google's id of the group. */
  google_id: z.string(),
  name: z.string(),
  email: z.string(),
  is_google_group: z.literal(true),
  /** The group is already a contact list of the organization. */
  synced: z.boolean(),
  members_count: z.number().int().nonnegative().nullable(),
});
export type GoogleGroupRecord = z.infer<typeof googleGroupSchema>;

/** GET /api/lists/google_groups: every group of the domain, by name. */
export const googleGroupsResponse = z.object({ data: z.array(googleGroupSchema) });

/** POST /api/lists/sync_google_groups, POST (or GET) /api/lists/resync_google_groups: the lists being synced. */
export const googleGroupsSyncResponse = z.object({
  lists: z.array(z.object({ id, name: z.string(), email: z.string() })),
  message: z.string(),
});

/** GET /api/auth_details/google_admin: the caller's connection to Google's directory. */
export const googleAdminStatusResponse = z.object({
  configured: z.boolean(),
  status: z.enum(GOOGLE_ADMIN_STATUSES),
  /** The Google account that granted the scope. */
  email: z.string().nullable(),
  error: z.string().nullable(),
});
export type GoogleAdminStatusRecord = z.infer<typeof googleAdminStatusResponse>;

/** POST /api/auth_details/google_admin_oauth: a single-use state and the URL the popup opens. */
export const googleAdminOauthResponse = z.object({ state: z.string(), authorize_url: z.string() });
