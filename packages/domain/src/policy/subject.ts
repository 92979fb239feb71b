import { hasMinimumRole, type Role } from '../roles.ts';

/**
 * Who asks (spec platform §6): a signed-in person's id and role. The server's Actor fits as it is, so guards pass it
 * straight in; every policy function of this folder takes one.
 */
export interface Subject {
  readonly userId: number;
  readonly role: Role;
}

export const isAdmin = (subject: Pick<Subject, 'role'>) => subject.role === 'admin';

/** Organizers and admins: the "organizer or above" of the spec's tables and route guards. */
export const isOrganizerOrAbove = (subject: Pick<Subject, 'role'>) => hasMinimumRole(subject.role, 'organizer');
