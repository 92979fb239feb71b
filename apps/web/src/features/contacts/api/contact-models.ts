import { CONTACT_PAGE_SIZE } from '@huddle/domain/contact-schemas';
import type { Role } from '@huddle/domain/roles';
import type { OfficeRef } from '../../../lib/api-types';

/** Response shapes of docs/api-guests.md "Contacts" and "Contact lists", as the web reads them. */
export interface Contact {
  id: number;
  employee_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  initials: string;
  email: string;
  office_id: number | null;
  office: OfficeRef | null;
  role_type: Role;
  has_account: boolean;
  /** The reader's abilities (docs/api-guests.md): never oneself, people with an account, hosts or group leaders. */
  can_delete: boolean;
  /** False for someone who has signed up, and (for non-admins) for an organizer or admin. */
  can_change_email: boolean;
  created_at: string;
}

export interface ContactList {
  id: number;
  name: string;
  is_public: boolean;
  is_private: boolean;
  contacts_count: number;
  created_at: string;
  owner_employee: { id: number; full_name: string } | null;
  is_google_group: boolean;
  /** Only the owner or an admin edits or deletes a list (the server's policy, docs/api-guests.md). */
  can_edit: boolean;
  can_delete: boolean;
}

export interface ContactListDetail extends ContactList {
  employee_ids: number[];
}

export interface PageMeta {
  total_pages: number;
  total_count: number;
  next_page: number | null;
  prev_page: number | null;
  current_page?: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** The data grid counts pages from 0; the API from 1. */
export interface GridPage {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: GridPage = { page: 0, pageSize: CONTACT_PAGE_SIZE };

export function pageQuery({ page, pageSize }: GridPage) {
  return { page: page + 1, per_page: pageSize };
}
