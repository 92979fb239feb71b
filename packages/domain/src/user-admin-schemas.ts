import { z } from 'zod';
import { emailSchema, EMAIL_MESSAGE } from './auth-schemas.ts';
import { CSV_MESSAGES } from './contact-schemas.ts';
import { idSchema } from './ids.ts';
import { ROLES, ROLE_LABELS, type Role } from './roles.ts';

/** Spec platform §4, §5, §8: the Users tab. */
export const USER_ADMIN_MESSAGES = {
  invited: (name: string) => `${name} invited via email!`,
  reinvited: (name: string) => `Another invite has been emailed to ${name}!`,
  reactivated: (name: string) => `${name} reactivated!`,
  deactivated: (name: string) => `${name} deactivated!`,
  roleSet: (name: string, role: Role) => `${name}'s role set to ${ROLE_LABELS[role]}!`,
  alreadyUser: (email: string) => `Your organization already has a user with ${email} as their email address`,
  csvUploaded: 'Your CSV was uploaded.',
  invitesSent: 'Your invites were sent.',
  failed: 'Something went wrong, please try again.',
  notYourself: "You can't change your own role or status.",
  onlyActiveRole: 'Only active users can have their role changed.',
  nameRequired: 'Name is required',
  roleRequired: 'Role is required',
  invitationNotFound: 'Invitation not found',
  userNotFound: 'User not found',
  csvRequired: 'Choose a CSV file to upload.',
  csvUnreadable: 'The file is not a readable CSV.',
  csvTooLarge: 'The CSV is too large (5 MB at most).',
  csvNoRows: 'The CSV has no rows.',
  csvNoEmailColumn: 'The CSV needs an email column.',
  invitesTooMany: (max: number) => `Send at most ${max} invites per file.`,
  invitesTooLarge: 'The CSV is too large (1 MB at most).',
} as const;

export const roleSchema = z.enum(ROLES, { error: USER_ADMIN_MESSAGES.roleRequired });

export const inviteUserInput = z.object({
  invitation_mapping: z.object({
    invited_user_email: emailSchema,
    invited_user_name: z
      .string({ error: USER_ADMIN_MESSAGES.nameRequired })
      .trim()
      .min(1, USER_ADMIN_MESSAGES.nameRequired)
      .max(200),
    role_proposed: roleSchema,
    organization_id: idSchema.optional(),
    sign_up_URL: z.string().optional(),
  }),
});
export type InviteUserInput = z.infer<typeof inviteUserInput>;

/** POST /api/invitation_mappings/upload: each row of the file is one invitation, and one mail. */
export const INVITE_CSV_MAX_ROWS = 500;
export const INVITE_CSV_MAX_BYTES = 1024 * 1024;

/**
 * The text fields of POST /api/invitation_mappings/upload (multipart, under `invitation_mapping`; the file is
 * `invitation_mapping[invites]`). `sign_up_URL` is accepted for the spec's callers and ignored: links come from
 * configuration (docs/security.md).
 */
export const inviteUploadInput = z
  .object({
    save_as_segment: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
      .transform((v) => v === true || v === 'true' || v === '1')
      .default(false),
    segment_name: z.string().trim().max(200).optional(),
    sign_up_URL: z.string().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.save_as_segment && !v.segment_name) {
      ctx.addIssue({ code: 'custom', path: ['segment_name'], message: CSV_MESSAGES.listNameRequired });
    }
  });
export type InviteUploadInput = z.infer<typeof inviteUploadInput>;

export const updatePermissionInput = z.object({ new_role: roleSchema, user_id: idSchema });
export const userIdInput = z.object({ user_id: idSchema });

/** Spec platform §5: employee CSV columns. */
export const EMPLOYEE_CSV_COLUMNS = [
  'status',
  'birthday',
  'start_date',
  'email',
  'ethnicity',
  'first_name',
  'gender',
  'last_name',
  'office',
  'role',
] as const;
export type EmployeeCsvColumn = (typeof EMPLOYEE_CSV_COLUMNS)[number];
export const EMPLOYEE_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const EMPLOYEE_CSV_MAX_ROWS = 20_000;

const DATE_MESSAGE = (label: string) => `${label} must be a date as YYYY/MM/DD`;

function csvDate(label: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value);
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
      if (!m || !date || date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) {
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGE(label) });
        return z.NEVER;
      }
      return date.toISOString().slice(0, 10);
    });
}

const optionalText = (max = 120) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .prefault('');

/** One CSV row after header matching; every value arrives as text. */
export const employeeRowSchema = z.object({
  email: z.string().trim().min(1, EMAIL_MESSAGE).pipe(emailSchema),
  first_name: z.string().trim().max(100).prefault(''),
  last_name: z.string().trim().max(100).prefault(''),
  status: z
    .string()
    .trim()
    .prefault('active')
    .transform(
      (v) => (v === '' || v.toLowerCase() === 'active' ? 'active' : 'deactivated') as 'active' | 'deactivated',
    ),
  role: z
    .string()
    .trim()
    .toLowerCase()
    .prefault('')
    .transform((v) => v || 'user')
    .pipe(z.enum(ROLES, { error: 'Role must be admin, organizer or user' })),
  office: optionalText(),
  birthday: csvDate('Birthday').prefault(''),
  start_date: csvDate('Start date').prefault(''),
  ethnicity: optionalText().transform((v) => v?.toLowerCase() ?? null),
  gender: optionalText().transform((v) => v?.toLowerCase() ?? null),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

/** Loose header matching: "First Name", "first-name" and "FIRST_NAME" all name first_name. */
export function employeeColumnFor(header: string): EmployeeCsvColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const aliases: Record<string, EmployeeCsvColumn> = {
    email_address: 'email',
    firstname: 'first_name',
    lastname: 'last_name',
    startdate: 'start_date',
    date_of_birth: 'birthday',
    office_name: 'office',
  };
  if ((EMPLOYEE_CSV_COLUMNS as readonly string[]).includes(key)) return key as EmployeeCsvColumn;
  return aliases[key] ?? null;
}
