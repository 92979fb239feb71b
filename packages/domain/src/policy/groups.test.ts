import { describe, expect, it } from 'vitest';
import {
  abilitiesOfGroup,
  mayCreateGroup,
  mayCreateGroupEvent,
  mayDeleteGroup,
  mayEditGroup,
  mayManageGroupMembers,
  mayViewEveryGroup,
  mayViewGroup,
  type GroupFacts,
} from './groups.ts';

const admin = { userId: 1, role: 'admin' } as const;
const organizer = { userId: 2, role: 'organizer' } as const;
const user = { userId: 3, role: 'user' } as const;
const open: GroupFacts = { private: false, canOrganizersEdit: false, membership: null };

describe('creating groups (platform §6)', () => {
  it('is for admins and organizers only', () => {
    expect(mayCreateGroup(admin)).toBe(true);
    expect(mayCreateGroup(organizer)).toBe(true);
    expect(mayCreateGroup(user)).toBe(false);
  });
});

describe('viewing groups (platform §6)', () => {
  it('shows public groups to everyone', () => {
    expect(mayViewGroup(user, open)).toBe(true);
  });

  it('shows a private group to its members, its admins and org admins only', () => {
    const secret = { ...open, private: true };
    expect(mayViewGroup(user, secret)).toBe(false);
    expect(mayViewGroup(organizer, secret)).toBe(false);
    expect(mayViewGroup(user, { ...secret, membership: 'member' })).toBe(true);
    expect(mayViewGroup(user, { ...secret, membership: 'admin' })).toBe(true);
    expect(mayViewGroup(admin, secret)).toBe(true);
    expect(mayViewEveryGroup(admin)).toBe(true);
    expect(mayViewEveryGroup(organizer)).toBe(false);
  });
});

describe('editing groups (platform §6 "Group editors")', () => {
  it('is for org admins and the group admins, whatever their role', () => {
    expect(mayEditGroup(admin, open)).toBe(true);
    expect(mayEditGroup(user, { ...open, membership: 'admin' })).toBe(true);
    expect(mayEditGroup(user, { ...open, membership: 'member' })).toBe(false);
  });

  it('lets any organizer edit only when can_organizers_edit is on', () => {
    expect(mayEditGroup(organizer, open)).toBe(false);
    expect(mayEditGroup(organizer, { ...open, canOrganizersEdit: true })).toBe(true);
    expect(mayEditGroup(user, { ...open, canOrganizersEdit: true })).toBe(false);
  });

  it('never on a private group the subject cannot see', () => {
    expect(mayEditGroup(organizer, { ...open, private: true, canOrganizersEdit: true })).toBe(false);
  });

  it('gives deleting and managing members to the editors', () => {
    expect(mayDeleteGroup(user, { ...open, membership: 'admin' })).toBe(true);
    expect(mayDeleteGroup(organizer, open)).toBe(false);
    expect(mayManageGroupMembers(user, { ...open, membership: 'admin' })).toBe(true);
    expect(mayManageGroupMembers(user, { ...open, membership: 'member' })).toBe(false);
  });

  it('shows the group event button to editors who create events', () => {
    expect(mayCreateGroupEvent(organizer, { ...open, membership: 'admin' })).toBe(true);
    expect(mayCreateGroupEvent(user, { ...open, membership: 'admin' })).toBe(false);
    expect(mayCreateGroupEvent(organizer, open)).toBe(false);
  });
});

describe('group abilities', () => {
  it('say whether a private group stays visible without the membership', () => {
    const secret: GroupFacts = { ...open, private: true, membership: 'member' };
    expect(abilitiesOfGroup(user, secret).can_view_without_membership).toBe(false);
    expect(abilitiesOfGroup(admin, secret).can_view_without_membership).toBe(true);
    expect(abilitiesOfGroup(user, open).can_view_without_membership).toBe(true);
  });

  it('are the rules above for the reader', () => {
    expect(abilitiesOfGroup(organizer, { ...open, membership: 'admin' })).toEqual({
      can_edit: true,
      can_delete: true,
      can_manage_members: true,
      can_create_event: true,
      can_view_without_membership: true,
    });
  });
});
