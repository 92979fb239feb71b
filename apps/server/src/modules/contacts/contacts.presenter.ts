import type { ListWithOwner } from './contact-lists.repository.ts';
import type { ContactRow } from './contacts.repository.ts';

const initialsOf = (first: string, last: string, email: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || email.charAt(0).toUpperCase();

/** A contact (spec guest-engagement §3 "Contact (employee)"). */
export function presentContact(row: ContactRow) {
  return {
    id: row.id,
    employee_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    initials: initialsOf(row.firstName, row.lastName, row.email),
    email: row.email,
    office_id: row.officeId,
    office: row.officeId && row.officeName ? { id: row.officeId, name: row.officeName } : null,
    role_type: row.role,
    has_account: row.hasAccount,
    // People with an account, hosts and group leaders are not deleted from Contacts (ADR 7).
    can_delete: !row.hasAccount && !row.leads,
    created_at: row.createdAt.toISOString(),
  };
}

/** A contact list (spec §3 "Contact list"). */
export function presentList(row: ListWithOwner, viewer: { userId: number; isAdmin: boolean }) {
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
    is_google_group: false,
    can_edit: viewer.isAdmin || list.ownerId === viewer.userId,
  };
}
