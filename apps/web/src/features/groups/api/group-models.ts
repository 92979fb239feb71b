import type { GROUP_TABS } from '@huddle/domain/group-schemas';
import type {
  GroupDetailRecord,
  GroupMemberRecord,
  GroupRecord,
  GroupSavedResponse,
} from '@huddle/domain/contracts/groups';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import type { PageMetaRecord } from '@huddle/domain/contracts/page-meta';

/**
 * Response shapes of docs/api-admin.md "Groups", as the web reads them: the routes' response contracts
 * (`@huddle/domain/contracts/groups`) under the web's names.
 */
export type GroupTypeRef = OrganizationTypesResponse['data'][number];

export type SyncedSlackChannel = NonNullable<GroupRecord['synced_slack_channel']>;

/** A group with the reader's abilities, computed by the server's policy (`can_edit`, `can_manage_members`, …). */
export type Group = GroupRecord;

/** A person as the pickers and the admins list show them. */
export interface PersonRef {
  id: number;
  full_name: string;
  email?: string;
  avatar_url?: string | null;
}

export type GroupDetail = GroupDetailRecord;

export type GroupMember = GroupMemberRecord;

export type PageMeta = PageMetaRecord;

/** The answer of a group's page and of every change to a group (with its message). */
export interface GroupResponse {
  group: GroupDetail;
  message?: GroupSavedResponse['message'];
}

export type GroupListTab = (typeof GROUP_TABS)[number];

export interface GroupFilters {
  tab: GroupListTab;
  officeId: number | null;
  groupTypeId: number | null;
  search: string;
}
