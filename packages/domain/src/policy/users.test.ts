import { describe, expect, it } from 'vitest';
import {
  abilitiesOfUser,
  mayChangeUserStatus,
  mayManageUsers,
  mayReadFullUserRecords,
  userRoleChange,
  userStatusChange,
} from './users.ts';

const admin = { userId: 1, role: 'admin' } as const;
const organizer = { userId: 2, role: 'organizer' } as const;
const person = { id: 5, status: 'active' } as const;

describe('user administration (platform §4, §6)', () => {
  it('is for admins only', () => {
    expect(mayManageUsers(admin)).toBe(true);
    expect(mayManageUsers(organizer)).toBe(false);
    expect(mayReadFullUserRecords(admin)).toBe(true);
    expect(mayReadFullUserRecords(organizer)).toBe(false);
  });

  it('changes the roles of other active people only', () => {
    expect(userRoleChange(admin, person)).toBe('allowed');
    expect(userRoleChange(organizer, person)).toBe('forbidden');
    expect(userRoleChange(admin, { ...person, id: 1 })).toBe('self');
    expect(userRoleChange(admin, { ...person, status: 'deactivated' })).toBe('inactive');
    expect(userRoleChange(admin, { ...person, status: 'invited' })).toBe('inactive');
  });

  it('(de)activates other people, never oneself', () => {
    expect(mayChangeUserStatus(admin, person)).toBe(true);
    expect(mayChangeUserStatus(admin, { id: 1 })).toBe(false);
    expect(mayChangeUserStatus(organizer, person)).toBe(false);
    expect(userStatusChange(admin, { id: 1 })).toBe('self');
    expect(userStatusChange(organizer, person)).toBe('forbidden');
  });

  it('carries the abilities for the reader', () => {
    expect(abilitiesOfUser(admin, { ...person, status: 'deactivated' })).toEqual({
      can_change_role: false,
      can_change_status: true,
    });
    expect(abilitiesOfUser(admin, { ...person, id: 1 })).toEqual({ can_change_role: false, can_change_status: false });
  });
});
