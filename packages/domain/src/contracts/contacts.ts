import { z } from 'zod';
import { ROLES } from '../roles.ts';

/**
 * The JSON the contacts and contact-lists routes answer (docs/api-guests.md "Contacts", "Contact lists"), in the
 * pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Times are ISO 8601 UTC strings (Date#toISOString). */
const instant = z.iso.datetime();

/** A contact (spec guest-engagement §3 "Contact (employee)"), with the reader's abilities over it. */
export const contactSchema = z.object({
  id,
  /** The same number as `id`: a contact is an employee. */
  employee_id: id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  email: z.string(),
  office_id: id.nullable(),
  office: z.object({ id, name: z.string() }).nullable(),
  role_type: z.enum(ROLES),
  has_account: z.boolean(),
  /** Never oneself, people with an account, hosts or group leaders (policy/contacts). */
  can_delete: z.boolean(),
  /** False for someone who has signed up, and (for non-admins) for an organizer or admin. */
  can_change_email: z.boolean(),
  created_at: instant,
});

/** A contact list (spec §3 "Contact list"), with the reader's abilities over it. */
export const contactListSchema = z.object({
  id,
  name: z.string(),
  is_public: z.boolean(),
  is_private: z.boolean(),
  contacts_count: count,
  created_at: instant,
  owner_employee: z.object({ id, full_name: z.string() }).nullable(),
  is_google_group: z.boolean(),
  /** A Google group list's group email (guest-engagement §3); null for other lists. */
  email: z.string().nullable(),
  /** A Google group list: members left out at the last sync (outside the email domains), and when it ran. */
  google_group_skipped: count,
  google_group_synced_at: instant.nullable(),
  /** Only the owner or an admin edits or deletes a list (policy/contact-lists). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});

/** GET /api/lists/{id}: the list with its members' ids. */
export const contactListDetailSchema = contactListSchema.extend({ employee_ids: z.array(id) });

/** The pages of the contacts and lists tables. */
export const contactPageMetaSchema = z.object({
  total_pages: count,
  total_count: count,
  next_page: id.nullable(),
  prev_page: id.nullable(),
  current_page: id,
});

/** GET /api/employees, GET /api/lists/{id}/members. */
export const contactPageResponse = z.object({ data: z.array(contactSchema), meta: contactPageMetaSchema });
/** GET /api/employees/{id}. */
export const contactResponse = z.object({ employee: contactSchema });
/** POST /api/employees, PATCH /api/employees/{id}. */
export const contactSavedResponse = z.object({ employee: contactSchema, message: z.string() });
/** POST /api/employees/destroy_many: the contacts that stay are named in `skipped`. */
export const contactsRemovedResponse = z.object({
  deleted_count: count,
  skipped: z.array(z.object({ id, full_name: z.string() })),
  message: z.string(),
});
/** POST /api/employees/upload: one batch of a file. */
export const contactUploadResponse = z.object({
  employees: z.object({
    created_count: count,
    existing_count: count,
    rejected_count: count,
    /** The file's people, new or known. */
    ids: z.array(id),
  }),
  list: z.object({ id, name: z.string() }).nullable(),
  event: z.null(),
  message: z.string(),
});
/** GET /api/lists. */
export const contactListPageResponse = z.object({ data: z.array(contactListSchema), meta: contactPageMetaSchema });
/** GET /api/lists/{id}. */
export const contactListResponse = z.object({ list: contactListDetailSchema });
/** POST /api/lists, PATCH /api/lists/{id}. */
export const contactListSavedResponse = z.object({ list: contactListSchema, message: z.string() });

export type ContactRecord = z.infer<typeof contactSchema>;
export type ContactListRecord = z.infer<typeof contactListSchema>;
export type ContactListDetailRecord = z.infer<typeof contactListDetailSchema>;
export type ContactPageMeta = z.infer<typeof contactPageMetaSchema>;
export type ContactPageResponse = z.infer<typeof contactPageResponse>;
export type ContactResponse = z.infer<typeof contactResponse>;
export type ContactSavedResponse = z.infer<typeof contactSavedResponse>;
export type ContactsRemovedResponse = z.infer<typeof contactsRemovedResponse>;
export type ContactUploadResponse = z.infer<typeof contactUploadResponse>;
export type ContactListPageResponse = z.infer<typeof contactListPageResponse>;
export type ContactListResponse = z.infer<typeof contactListResponse>;
export type ContactListSavedResponse = z.infer<typeof contactListSavedResponse>;
