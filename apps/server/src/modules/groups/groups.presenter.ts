import type { abilitiesOfGroup, GroupFacts } from '@huddle/domain/policy/groups';
import type {
  GroupDetailRecord,
  GroupMemberRecord,
  GroupPersonRecord,
  GroupRecord,
} from '@huddle/domain/contracts/groups';
import { fileUrl } from '../organizations/organizations.port.ts';
import { DEFAULT_CURRENCY } from '@huddle/domain/money';
import type { GroupView } from './groups.repository.ts';

/** The reader's membership, and their abilities over the group (policy/groups). */
export interface GroupAccess {
  facts: GroupFacts;
  isMember: boolean;
  isGroupAdmin: boolean;
  abilities: ReturnType<typeof abilitiesOfGroup>;
}

type Person = { id: number; firstName: string; lastName: string; email: string; avatarKey: string | null };

export function presentPerson(p: Person): GroupPersonRecord {
  return {
    id: p.id,
    full_name: `${p.firstName} ${p.lastName}`.trim() || p.email,
    email: p.email,
    avatar_url: fileUrl(p.avatarKey),
  };
}

/** The group as lists and pages show it (spec platform §3 Group). */
export function presentGroup(
  view: GroupView,
  offices: { id: number; name: string }[],
  access: GroupAccess,
): GroupRecord {
  const g = view.group;
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    safe_description: g.safeDescription,
    external_link: g.externalLink,
    cover_image: fileUrl(g.coverImageKey),
    cover_image_key: g.coverImageKey,
    group_type_id: g.groupTypeId,
    group_type: g.groupTypeId ? { id: g.groupTypeId, name: view.groupTypeName ?? '' } : null,
    office_ids: offices.map((o) => o.id),
    offices,
    private: g.private,
    can_organizers_edit: g.canOrganizersEdit,
    organizer_id: g.organizerId,
    members_count: view.membersCount,
    is_member: access.isMember,
    is_group_admin: access.isGroupAdmin,
    ...access.abilities,
    // Spec platform §3 Group.synced_slack_channel: Slack's id of the channel the group follows (ADR 33).
    synced_slack_channel: view.syncedChannel && {
      slack_channel_id: view.syncedChannel.slackId,
      slack_channel_name: view.syncedChannel.name,
      is_private: view.syncedChannel.private,
    },
    // Spec §9: USD ($) when the group has no budget currency.
    currency_details: view.currencyDetails ?? DEFAULT_CURRENCY,
    created_at: g.createdAt.toISOString(),
  };
}

/** A group in a list, with its offices and the reader's access, as the service reads it. */
export interface LoadedGroup {
  view: GroupView;
  offices: { id: number; name: string }[];
  access: GroupAccess;
}

/** One group with its people, as the service reads it. */
export interface LoadedGroupDetail extends LoadedGroup {
  admins: Person[];
  members: { id: number; role: 'admin' | 'member' }[];
}

export function presentGroupDetail({ view, offices, access, admins, members }: LoadedGroupDetail): GroupDetailRecord {
  const ids = admins.map((a) => a.id);
  return {
    ...presentGroup(view, offices, access),
    group_admin_ids: ids,
    admin_employee_ids: ids,
    admin_employees: admins.map(presentPerson),
    // Spec platform §3 Group: the members who are not admins, and everyone in the group (admins too).
    member_employee_ids: members.filter((m) => m.role === 'member').map((m) => m.id),
    employee_ids: members.map((m) => m.id),
    event_ids: [],
  };
}

/** A row of the members tab. */
export function presentMember(
  m: Person & { officeId: number | null; officeName: string | null; role: 'admin' | 'member' },
): GroupMemberRecord {
  return {
    ...presentPerson(m),
    office: m.officeId ? { id: m.officeId, name: m.officeName ?? '' } : null,
    is_group_admin: m.role === 'admin',
  };
}
