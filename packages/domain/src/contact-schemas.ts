import { z } from 'zod';
import { idSchema } from './ids.ts';
import { ROLES, type Role } from './roles.ts';

/** Spec guest-engagement §5 and §8 (contacts, CSV upload, contact lists). */
export const CONTACT_MESSAGES = {
  emailRequired: 'Email is required',
  emailFormat: 'Incorrect email format',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailTaken: 'A contact with this email already exists',
  officeNotFound: 'This office does not exist.',
  created: 'Contact created!',
  updated: 'Contact updated!',
  deleted: 'Contact deleted!',
  manyDeleted: (n: number) => `${n} contacts deleted!`,
  notFound: 'This contact does not exist.',
  cannotDeleteSelf: 'You can’t delete yourself.',
  hasAccount: (name: string) => `${name} has an account. An admin can deactivate it in Settings → Users.`,
  accountEmailLocked: 'The email of someone who has signed up can’t be changed here.',
  roleEmailLocked: 'Only an admin can change the email of an organizer or admin.',
  hostsOrLeads: (name: string) => `${name} hosts events or leads a group, so they can’t be deleted.`,
  someSkipped: (n: number) =>
    `${n} contact(s) were kept: people with an account, event hosts and group leaders are not deleted here.`,
} as const;

export const CSV_MESSAGES = {
  invalidFile: 'Please upload a valid CSV file.',
  uploadFailed: 'We were unable to upload your CSV. Please check the format & try again!',
  rejected: (n: number) => `${n} contact(s) couldn't be uploaded due to missing or invalid data.`,
  skipped: (n: number) => `${n} invalid entries were found and will be skipped.`,
  saved: (intoList: boolean) => `Your contacts were saved${intoList ? ' into a contact list' : ''}`,
  listNameRequired: 'This field is required',
  noValidRows: 'There are no valid contacts in this file.',
  tooManyRows: (max: number) => `Send at most ${max} contacts per request.`,
} as const;

export const LIST_MESSAGES = {
  createFailed: 'We were unable to create this list. Please try again!',
  updateFailed: 'We were unable to update this list. Please try again!',
  deleteFailed: 'We were unable to delete this list',
  created: (name: string) => `"${name}" list created!`,
  updated: (name: string) => `"${name}" list updated!`,
  deleted: (name: string) => `"${name}" list deleted!`,
  nameRequired: 'Name is required',
  membersRequired: 'Add at least one contact to the list',
  notFound: 'This contact list does not exist.',
  notOwner: 'Only the owner of this list or an admin can change it.',
  disabled: 'Contact lists are not turned on for your organization.',
  unknownMembers: 'Some of the selected contacts do not exist.',
} as const;

/** Spec §9: data grid page sizes; table default 10. */
export const CONTACT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CONTACT_PAGE_SIZE = 10;
/** Rows per upload request; the browser sends a large file in several such batches and shows the progress. */
export const CONTACT_UPLOAD_BATCH = 5_000;
/** The largest file the upload dialog reads (100,000 rows of contacts fit easily). */
export const CONTACT_CSV_MAX_BYTES = 20 * 1024 * 1024;
export const SAMPLE_CONTACT_CSV_NAME = 'Sample CSV - Contact Upload.csv';
export const SAMPLE_CONTACT_CSV = 'email,first_name,last_name,role\njane.doe@example.com,Jane,Doe,User\n';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const contactEmailSchema = required(CONTACT_MESSAGES.emailRequired)
  .toLowerCase()
  .pipe(z.email({ error: CONTACT_MESSAGES.emailFormat }).max(254, CONTACT_MESSAGES.emailFormat));

/** POST /api/employees and PATCH /api/employees/{id}. */
export const contactInput = z.object({
  email: contactEmailSchema,
  first_name: required(CONTACT_MESSAGES.firstNameRequired).max(100),
  last_name: required(CONTACT_MESSAGES.lastNameRequired).max(100),
  office_id: idSchema.nullable().optional(),
});
export type ContactInput = z.infer<typeof contactInput>;
/** PATCH /api/employees/{id}: only the fields sent change (top level, or under `employee` as a Rails form sends). */
export const contactPatchInput = contactInput.partial();
export type ContactPatch = z.infer<typeof contactPatchInput>;

export const destroyManyInput = z.object({ employee_ids: z.array(idSchema).min(1).max(1000) });

/** The role column of an upload (Admin, Organizer, User), any case. */
export const contactRoleSchema = z.string().trim().toLowerCase().pipe(z.enum(ROLES)).optional().catch(undefined);

export const uploadedContactSchema = z.object({
  email: contactEmailSchema,
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  role: contactRoleSchema,
});
export type UploadedContact = { email: string; first_name: string; last_name: string; role?: Role | undefined };

/** POST /api/employees/upload: one batch; list_id continues the list the first batch created. */
export const contactUploadInput = z
  .object({
    employees: z.array(z.unknown()).max(CONTACT_UPLOAD_BATCH, CSV_MESSAGES.tooManyRows(CONTACT_UPLOAD_BATCH)),
    save_as_segment: z.boolean().default(false),
    segment_name: z.string().trim().max(200).optional(),
    list_id: idSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.save_as_segment && !v.list_id && !v.segment_name) {
      ctx.addIssue({ code: 'custom', path: ['segment_name'], message: CSV_MESSAGES.listNameRequired });
    }
  });

/** POST /api/lists and PATCH /api/lists/{id}. */
export const contactListInput = z.object({
  name: required(LIST_MESSAGES.nameRequired).max(200),
  is_private: z.boolean().default(false),
  employee_ids: z
    .array(idSchema, { error: LIST_MESSAGES.membersRequired })
    .min(1, LIST_MESSAGES.membersRequired)
    .max(200_000),
});
export type ContactListInput = z.infer<typeof contactListInput>;
/** PATCH /api/lists/{id}: only the fields sent change. */
export const contactListPatchInput = z.object({
  name: contactListInput.shape.name.optional(),
  is_private: z.boolean().optional(),
  employee_ids: contactListInput.shape.employee_ids.optional(),
});
export type ContactListPatch = z.infer<typeof contactListPatchInput>;

export type ContactColumn = 'id' | 'email' | 'first_name' | 'last_name' | 'role';

/** Loose column matching (spec §5): a header naming email, first, last or role, or exactly id. */
export function contactColumnFor(header: string): ContactColumn | null {
  const key = header.trim().toLowerCase();
  if (key.includes('email') || key.includes('e-mail')) return 'email';
  if (key.includes('first')) return 'first_name';
  if (key.includes('last') || key.includes('surname')) return 'last_name';
  if (key.includes('role')) return 'role';
  if (key === 'id' || key === 'employee id' || key === 'employee_id') return 'id';
  return null;
}

export interface PreparedContacts {
  valid: UploadedContact[];
  /** Rows without an email containing '@' (spec §5), or with an email that is not one. */
  invalidCount: number;
  /** Repeated emails after the first. */
  duplicateCount: number;
  hasEmailColumn: boolean;
}

/**
 * Turns parsed CSV rows (the first one the header) into the contacts to upload: columns matched loosely, invalid rows
 * counted and skipped, duplicates by email removed. The dialog's preview and the server use the same rules.
 */
export function prepareContactRows(rows: string[][]): PreparedContacts {
  const [header = [], ...body] = rows;
  const columns = header.map(contactColumnFor);
  const at = (row: string[], column: ContactColumn) => {
    const index = columns.indexOf(column);
    return index >= 0 ? (row[index] ?? '') : '';
  };
  const seen = new Set<string>();
  const valid: UploadedContact[] = [];
  let invalidCount = 0;
  let duplicateCount = 0;
  for (const row of body) {
    if (row.every((cell) => cell.trim() === '')) continue;
    const parsed = uploadedContactSchema.safeParse({
      email: at(row, 'email'),
      first_name: at(row, 'first_name'),
      last_name: at(row, 'last_name'),
      role: at(row, 'role') || undefined,
    });
    if (!parsed.success) {
      invalidCount++;
      continue;
    }
    if (seen.has(parsed.data.email)) {
      duplicateCount++;
      continue;
    }
    seen.add(parsed.data.email);
    valid.push(parsed.data);
  }
  return { valid, invalidCount, duplicateCount, hasEmailColumn: columns.includes('email') };
}
