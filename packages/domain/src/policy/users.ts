import { can } from '../roles.ts';
import type { Subject } from './subject.ts';

/** What the user-administration rules read of another person's account. */
export interface UserFacts {
  readonly id: number;
  readonly status: 'active' | 'invited' | 'deactivated';
}

/** Spec platform §6 "Manage user permissions": admins change roles, (de)activate, invite and import people. */
export const mayManageUsers = (subject: Pick<Subject, 'role'>) => can(subject.role, 'manageUserPermissions');

/** GET /api/users: admins read everyone's full record; others only what a people picker needs (issue 12). */
export const mayReadFullUserRecords = mayManageUsers;

/** Spec platform §4: roles change for active people only, and never one's own; why not, when not. */
export type UserRoleChange = 'allowed' | 'forbidden' | 'self' | 'inactive';

export function userRoleChange(subject: Subject, user: UserFacts): UserRoleChange {
  if (!mayManageUsers(subject)) return 'forbidden';
  if (user.id === subject.userId) return 'self';
  if (user.status !== 'active') return 'inactive';
  return 'allowed';
}
export const mayChangeUserRole = (subject: Subject, user: UserFacts) => userRoleChange(subject, user) === 'allowed';

/** Admins deactivate and reactivate other people, never themselves; why not, when not. */
export type UserStatusChange = 'allowed' | 'forbidden' | 'self';

export function userStatusChange(subject: Subject, user: Pick<UserFacts, 'id'>): UserStatusChange {
  if (!mayManageUsers(subject)) return 'forbidden';
  if (user.id === subject.userId) return 'self';
  return 'allowed';
}
export const mayChangeUserStatus = (subject: Subject, user: Pick<UserFacts, 'id'>) =>
  userStatusChange(subject, user) === 'allowed';

/** The abilities a user record of the settings' users grid carries for the admin reading it (docs/api-admin.md). */
export function abilitiesOfUser(subject: Subject, user: UserFacts) {
  return {
    can_change_role: mayChangeUserRole(subject, user),
    can_change_status: mayChangeUserStatus(subject, user),
  };
}
