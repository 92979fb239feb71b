import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { EMPLOYEE_CSV_COLUMNS } from '../user-admin-schemas.ts';
import { pageMetaSchema } from './page-meta.ts';

/**
 * The JSON the users routes answer (docs/api-auth.md, docs/api-admin.md, spec platform §3 User, §7): the users
 * module's response contract, in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const instant = z.iso.datetime();
const officeRef = z.object({ id, name: z.string() });

/** A person's full record (spec platform §3 User). */
export const userSchema = z.object({
  id,
  /** The same number as id. */
  employee_id: id,
  organization_id: id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  /** The full name, or the email when there is none. */
  display_name: z.string(),
  email: z.string(),
  initials: z.string(),
  avatar_url: z.string().nullable(),
  timezone: z.string(),
  office: officeRef.nullable(),
  office_id: id.nullable(),
  is_admin: z.boolean(),
  is_organizer: z.boolean(),
  permission_level: z.enum(ROLES),
  state: z.enum(['activated', 'deactivated']),
  status: z.enum(['active', 'invited', 'deactivated']),
  mfa_required: z.boolean(),
  welcome_shown: z.boolean(),
  events_hosted_count: z.number().int().nonnegative(),
  events: z.array(z.object({ id, group_ids: z.array(id) })),
  has_google_calendar_auth: z.boolean(),
  has_outlook_auth: z.boolean(),
  has_google_admin_auth: z.boolean(),
  has_google_sso_auth: z.boolean(),
  has_zoom_meeting_auth: z.boolean(),
  has_zoom_webinar_auth: z.boolean(),
  has_zoom_webinar_license: z.boolean(),
  created_at: instant,
});

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

/** The caller's own record with their abilities (users presentSelf; sign-in answers it too). */
export const accountUserSchema = userSchema.extend({ abilities: accountAbilitiesSchema });

/** The own record of the users routes: with the address of an email change waiting for its confirmation link. */
export const currentUserSchema = accountUserSchema.extend({ pending_email: z.string().nullable() });

/** A row of the settings' users grid: the user with the admin's abilities over them (policy/users). */
export const managedUserSchema = userSchema.extend({ can_change_role: z.boolean(), can_change_status: z.boolean() });

/** All a non-admin sees of other people in GET /api/users: what a people picker needs. */
export const pickerUserSchema = z.object({
  id,
  full_name: z.string(),
  display_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  office: officeRef.nullable(),
});

/** A person offered by the pickers of GET /api/employees/{event_host,group_admin,collection_organizer}_options. */
export const personOptionSchema = z.object({
  id,
  /** The full name, or the email when there is none. */
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});

/** A valid row of an employee CSV, as the preview shows it. */
export const employeeCsvRowSchema = z.object({
  line: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['active', 'deactivated']),
  role: z.enum(ROLES),
  office: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  start_date: z.string().nullable(),
  ethnicity: z.string().nullable(),
  gender: z.string().nullable(),
  /** An existing user (by email) is updated rather than created. */
  exists: z.boolean(),
});

export const employeeCsvInvalidRowSchema = z.object({
  line: z.number().int().positive(),
  email: z.string(),
  errors: z.array(z.string()),
});

/** GET /api/users/current, POST /api/users/update_2fa; update_profile adds a message when a step is left. */
export const currentUserResponse = z.object({ user: currentUserSchema, message: z.string().optional() });
/** GET /api/users: admins get the grid's rows, everyone else the pickers' fields of active people. */
export const userListResponse = z.union([
  z.object({ data: z.array(managedUserSchema), meta: pageMetaSchema }),
  z.object({ data: z.array(pickerUserSchema), meta: pageMetaSchema }),
]);
/** POST /api/users/update_permission, /api/admins/deactivate_user and /api/admins/reactivate_user. */
export const managedUserResponse = z.object({ user: managedUserSchema, message: z.string() });
/** GET /api/employees/{event_host,group_admin,collection_organizer}_options. */
export const personOptionsResponse = z.object({ data: z.array(personOptionSchema) });
/** POST /api/organizations/upload_employees: the preview (dry run) and the upload answer the same report. */
export const employeeImportResponse = z.object({
  dry_run: z.boolean(),
  columns: z.array(z.enum(EMPLOYEE_CSV_COLUMNS)),
  ignored_columns: z.array(z.string()),
  total_rows: z.number().int().nonnegative(),
  valid_count: z.number().int().nonnegative(),
  invalid_count: z.number().int().nonnegative(),
  duplicate_count: z.number().int().nonnegative(),
  created_count: z.number().int().nonnegative(),
  updated_count: z.number().int().nonnegative(),
  /** The first 100. */
  rows: z.array(employeeCsvRowSchema),
  invalid: z.array(employeeCsvInvalidRowSchema),
  /** After an upload, not a preview. */
  message: z.string().optional(),
});

export type UserRecord = z.infer<typeof userSchema>;
export type AccountAbilitiesRecord = z.infer<typeof accountAbilitiesSchema>;
export type AccountUserRecord = z.infer<typeof accountUserSchema>;
export type CurrentUserRecord = z.infer<typeof currentUserSchema>;
export type ManagedUserRecord = z.infer<typeof managedUserSchema>;
export type PickerUserRecord = z.infer<typeof pickerUserSchema>;
export type PersonOptionRecord = z.infer<typeof personOptionSchema>;
export type EmployeeCsvRowRecord = z.infer<typeof employeeCsvRowSchema>;
export type EmployeeCsvInvalidRowRecord = z.infer<typeof employeeCsvInvalidRowSchema>;
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;
export type UserListResponse = z.infer<typeof userListResponse>;
export type ManagedUserResponse = z.infer<typeof managedUserResponse>;
export type PersonOptionsResponse = z.infer<typeof personOptionsResponse>;
export type EmployeeImportResponse = z.infer<typeof employeeImportResponse>;
