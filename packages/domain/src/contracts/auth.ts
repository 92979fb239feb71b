import { z } from 'zod';
import { ROLES } from '../roles.ts';

/**
 * The JSON the auth routes answer (docs/api-auth.md "Calls": sign-in, sign-up, verification, passwords, the second
 * factor and the account routes registered with them), in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Times are ISO 8601 UTC strings (Date#toISOString). */
const instant = z.iso.datetime();

/** What the caller's role lets them do anywhere (policy/account abilitiesOfAccount). */
export const accountAbilitiesSchema = z.object({
  can_create_events: z.boolean(),
  can_create_groups: z.boolean(),
  can_manage_collections: z.boolean(),
  can_manage_contacts: z.boolean(),
  can_manage_surveys: z.boolean(),
  can_view_analytics: z.boolean(),
  can_manage_users: z.boolean(),
  can_manage_settings: z.boolean(),
  can_manage_integrations: z.boolean(),
  can_manage_budgets: z.boolean(),
  can_use_during_maintenance: z.boolean(),
});

/**
 * The caller's own user as a sign-in answers it (docs/api-auth.md "Shapes": User with `abilities`; the users
 * module's presentSelf).
 */
export const sessionUserSchema = z.object({
  id,
  employee_id: id,
  organization_id: id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  initials: z.string(),
  avatar_url: z.string().nullable(),
  timezone: z.string(),
  office: z.object({ id, name: z.string() }).nullable(),
  office_id: id.nullable(),
  is_admin: z.boolean(),
  is_organizer: z.boolean(),
  permission_level: z.enum(ROLES),
  state: z.enum(['activated', 'deactivated']),
  status: z.enum(['active', 'invited', 'deactivated']),
  mfa_required: z.boolean(),
  welcome_shown: z.boolean(),
  events_hosted_count: count,
  events: z.array(z.object({ id, group_ids: z.array(id) })),
  has_google_calendar_auth: z.boolean(),
  has_outlook_auth: z.boolean(),
  has_google_admin_auth: z.boolean(),
  has_google_sso_auth: z.boolean(),
  has_zoom_meeting_auth: z.boolean(),
  has_zoom_webinar_auth: z.boolean(),
  has_zoom_webinar_license: z.boolean(),
  created_at: instant,
  abilities: accountAbilitiesSchema,
});

/** A session began: the user and the token (also set as the httpOnly cookie). */
export const sessionResponse = z.object({ user: sessionUserSchema, token: z.string() });
/** The password was right and the second factor is due (POST /api/users/mfa_login). */
export const mfaRequiredResponse = z.object({ mfa_required: z.literal(true), user_id: id });
/** POST /api/users/login. */
export const loginResponse = z.union([sessionResponse, mfaRequiredResponse]);
/** POST /api/admins/login: the onboarding token, not a session. */
export const adminLoginResponse = z.object({ token: z.string(), organization_id: id });
/** POST /api/users and /api/admins: a verification mail went out, or (with an onboarding code) a session began. */
export const signUpResponse = z.union([sessionResponse, z.object({ message: z.string() })]);

export type AccountAbilitiesRecord = z.infer<typeof accountAbilitiesSchema>;
export type SessionUserRecord = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponse>;
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;
export type SignUpResponse = z.infer<typeof signUpResponse>;
