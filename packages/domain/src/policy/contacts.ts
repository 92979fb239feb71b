import type { Role } from '../roles.ts';
import { can } from '../roles.ts';
import { isAdmin, type Subject } from './subject.ts';

/** What the contact rules read of a contact (an employee row, with or without an account). */
export interface ContactFacts {
  readonly id: number;
  /** Signed up or confirmed: the row is someone's account. */
  readonly hasAccount: boolean;
  /** Hosts an event or administers a group. */
  readonly leads: boolean;
  readonly role: Role;
}

/** Spec guest engagement §6, platform §6: contacts are an organizer-or-above area. */
export const mayManageContacts = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageContacts');

/**
 * Whether a contact may be deleted (ADR 7), and if not why: never oneself, nor anyone with an account, nor someone
 * who hosts or leads (deleting would silently take them off those).
 */
export type ContactDeletion = 'allowed' | 'self' | 'has_account' | 'leads';

export function contactDeletion(subject: Pick<Subject, 'userId'>, contact: ContactFacts): ContactDeletion {
  if (contact.id === subject.userId) return 'self';
  if (contact.hasAccount) return 'has_account';
  if (contact.leads) return 'leads';
  return 'allowed';
}

export const mayDeleteContact = (subject: Pick<Subject, 'userId'>, contact: ContactFacts) =>
  contactDeletion(subject, contact) === 'allowed';

/**
 * Whether a contact's email may change, and if not why. The row is what signing up with that email claims, so an
 * account keeps its address, and only admins move an organizer's or admin's (it would hand over the role).
 */
export type ContactEmailChange = 'allowed' | 'has_account' | 'role_locked';

export function contactEmailChange(subject: Pick<Subject, 'role'>, contact: ContactFacts): ContactEmailChange {
  if (contact.hasAccount) return 'has_account';
  if (contact.role !== 'user' && !isAdmin(subject)) return 'role_locked';
  return 'allowed';
}

export const mayChangeContactEmail = (subject: Pick<Subject, 'role'>, contact: ContactFacts) =>
  contactEmailChange(subject, contact) === 'allowed';

/** Only an admin's contacts file may make new people organizers or admins; others' rows come in as users. */
export const mayAssignRolesOnUpload = (subject: Pick<Subject, 'role'>) => isAdmin(subject);

/** The abilities a contact record carries for the person reading it (docs/api-guests.md). */
export function abilitiesOfContact(subject: Subject, contact: ContactFacts) {
  return {
    can_delete: mayDeleteContact(subject, contact),
    can_change_email: mayChangeContactEmail(subject, contact),
  };
}
