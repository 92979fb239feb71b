import { abilitiesOfContactList } from '@huddle/domain/policy/contact-lists';
import { abilitiesOfContact } from '@huddle/domain/policy/contacts';
import type { Subject } from '@huddle/domain/policy/subject';
import type { ContactListRecord, ContactRecord } from '@huddle/domain/contracts/contacts';
import type { ListWithOwner } from './contact-lists.repository.ts';
import type { ContactRow } from './contacts.repository.ts';

const initialsOf = (first: string, last: string, email: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

/** How a contact is named: their full name, or their email when they have none. */
export const contactFullName = (row: Pick<ContactRow, 'firstName' | 'lastName' | 'email'>) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

/** A contact (spec guest-engagement §3 "Contact (employee)"), with the reader's abilities over it. */
export function presentContact(row: ContactRow, viewer: Subject): ContactRecord {
  return {
    id: row.id,
    employee_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: contactFullName(row),
    initials: initialsOf(row.firstName, row.lastName, row.email),
    email: row.email,
    office_id: row.officeId,
    office: row.officeId && row.officeName ? { id: row.officeId, name: row.officeName } : null,
    role_type: row.role,
    has_account: row.hasAccount,
    // can_delete: people with an account, hosts and group leaders stay (ADR 7); can_change_email (policy/contacts).
    ...abilitiesOfContact(viewer, row),
    created_at: row.createdAt.toISOString(),
  };
}

/** A contact list (spec §3 "Contact list"), with the reader's abilities over it. */
export function presentList(row: ListWithOwner, viewer: Subject): ContactListRecord {
  const { list } = row;
  const ownerName = `${row.ownerFirstName ?? ''} ${row.ownerLastName ?? ''}`.trim() || row.ownerEmail || '';
  return {
    id: list.id,
    name: list.name,
    is_public: list.isPublic,
    is_private: !list.isPublic,
    contacts_count: row.contactsCount,
    created_at: list.createdAt.toISOString(),
    owner_employee: list.ownerId ? { id: list.ownerId, full_name: ownerName } : null,
    is_google_group: list.googleGroupEmail !== null,
    email: list.googleGroupEmail,
    google_group_skipped: list.googleGroupSkipped,
    google_group_synced_at: list.googleGroupSyncedAt?.toISOString() ?? null,
    ...abilitiesOfContactList(viewer, list),
  };
}
