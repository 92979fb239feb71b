import { CONTACT_PAGE_SIZE } from '@huddle/domain/contact-schemas';
import type {
  ContactListDetailRecord,
  ContactListRecord,
  ContactPageMeta,
  ContactRecord,
} from '@huddle/domain/contracts/contacts';

/**
 * Response shapes of docs/api-guests.md "Contacts" and "Contact lists": the server's contract
 * (packages/domain/src/contracts/contacts.ts) under the web's names. The `can_*` fields are the reader's abilities.
 */
export type Contact = ContactRecord;
export type ContactList = ContactListRecord;
export type ContactListDetail = ContactListDetailRecord;
export type PageMeta = ContactPageMeta;

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
