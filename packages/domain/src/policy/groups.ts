import { can } from '../roles.ts';
import { mayCreateEvent } from './events.ts';
import { isAdmin, type Subject } from './subject.ts';

/** What the group rules read of a group: its settings and the subject's membership (a group admin is a member). */
export interface GroupFacts {
  readonly private: boolean;
  readonly canOrganizersEdit: boolean;
  readonly membership: 'admin' | 'member' | null;
}

/** Spec platform §6: only admins and organizers create groups. */
export const mayCreateGroup = (subject: Pick<Subject, 'role'>) => can(subject.role, 'createGroups');

/** Admins see every group, private ones too, in lists and pickers. */
export const mayViewEveryGroup = (subject: Pick<Subject, 'role'>) => isAdmin(subject);

/** Spec platform §6: a private group is visible only to its members (group admins included) and org admins. */
export function mayViewGroup(subject: Subject, group: Pick<GroupFacts, 'private' | 'membership'>): boolean {
  return !group.private || group.membership !== null || mayViewEveryGroup(subject);
}

/**
 * Spec platform §6 "Group editors": org admins, the group's admins, and any organizer when can_organizers_edit; and
 * only on a group they can see.
 */
export function mayEditGroup(subject: Subject, group: GroupFacts): boolean {
  if (!mayViewGroup(subject, group)) return false;
  return isAdmin(subject) || group.membership === 'admin' || (subject.role === 'organizer' && group.canOrganizersEdit);
}

/** Deleting (archiving) a group and adding or removing its members are the editors' (platform §2.8). */
export const mayDeleteGroup = mayEditGroup;
export const mayManageGroupMembers = mayEditGroup;

/** Platform §2.8 "The event creation button is shown to group editors", who must also be able to create events. */
export function mayCreateGroupEvent(subject: Subject, group: GroupFacts): boolean {
  return mayEditGroup(subject, group) && mayCreateEvent(subject);
}

/** The abilities a group record carries for the person reading it (docs/api-admin.md). */
export function abilitiesOfGroup(subject: Subject, group: GroupFacts) {
  return {
    can_edit: mayEditGroup(subject, group),
    can_delete: mayDeleteGroup(subject, group),
    can_manage_members: mayManageGroupMembers(subject, group),
    can_create_event: mayCreateGroupEvent(subject, group),
    // Whether the group stays visible without a membership: a private one hides from those who leave it.
    can_view_without_membership: mayViewGroup(subject, { ...group, membership: null }),
  };
}
