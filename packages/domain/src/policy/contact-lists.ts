import { isAdmin, type Subject } from './subject.ts';

/** What the list rules read of a contact list. */
export interface ContactListFacts {
  readonly isPublic: boolean;
  readonly ownerId: number | null;
}

/**
 * Spec guest engagement §3 "Contact list": a public list is shared with every organizer, a private one with its owner
 * only (admins included: private means private).
 */
export function mayViewContactList(subject: Pick<Subject, 'userId'>, list: ContactListFacts): boolean {
  return list.isPublic || list.ownerId === subject.userId;
}

/** Guests §8 "notOwner": the owner or an admin changes a list they can see: rename, members, privacy, uploads. */
export function mayEditContactList(subject: Subject, list: ContactListFacts): boolean {
  return mayViewContactList(subject, list) && (isAdmin(subject) || list.ownerId === subject.userId);
}

export const mayDeleteContactList = mayEditContactList;

/** The abilities a list record carries for the person reading it (docs/api-guests.md). */
export function abilitiesOfContactList(subject: Subject, list: ContactListFacts) {
  return {
    can_edit: mayEditContactList(subject, list),
    can_delete: mayDeleteContactList(subject, list),
  };
}
