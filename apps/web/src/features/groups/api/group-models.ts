import type { GROUP_TABS } from '@huddle/domain/group-schemas';
import type { OfficeRef } from '../../../lib/api-types';

/** Response shapes of docs/api-admin.md "Groups", as the web reads them. */
export interface GroupTypeRef {
  id: number;
  name: string;
}

export interface SyncedSlackChannel {
  slack_channel_id: string;
  slack_channel_name: string;
  is_private: boolean;
}

export interface Group {
  id: number;
  name: string;
  description: string;
  safe_description: string;
  external_link: string | null;
  cover_image: string | null;
  cover_image_key: string | null;
  group_type_id: number | null;
  group_type: GroupTypeRef | null;
  office_ids: number[];
  offices: OfficeRef[];
  private: boolean;
  can_organizers_edit: boolean;
  organizer_id: number | null;
  members_count: number;
  is_member: boolean;
  is_group_admin: boolean;
  /** The reader's abilities, computed by the server's policy (docs/api-admin.md "Groups"). */
  can_edit: boolean;
  can_delete: boolean;
  can_manage_members: boolean;
  /** The group's "New event" button: an editor who may create events. */
  can_create_event: boolean;
  /** Whether the group stays visible once the reader leaves it (false for a private one, unless an org admin). */
  can_view_without_membership: boolean;
  synced_slack_channel: SyncedSlackChannel | null;
  /** Group budgets (a later issue). */
  currency_details: { code: string; symbol: string } | null;
  created_at: string;
}

/** A person as the pickers and the admins list show them. */
export interface PersonRef {
  id: number;
  full_name: string;
  email?: string;
  avatar_url?: string | null;
}

export interface GroupDetail extends Group {
  group_admin_ids: number[];
  admin_employee_ids: number[];
  admin_employees: PersonRef[];
  event_ids: number[];
}

export interface GroupMember extends PersonRef {
  email: string;
  /** The contract names the field without its shape; both an office object and a name are read. */
  office: OfficeRef | string | null;
  is_group_admin: boolean;
}

export interface PageMeta {
  total_pages: number;
  total_count: number;
  next_page: number | null;
  prev_page: number | null;
}

export interface GroupResponse {
  group: GroupDetail;
  message?: string;
}

export type GroupListTab = (typeof GROUP_TABS)[number];

export interface GroupFilters {
  tab: GroupListTab;
  officeId: number | null;
  groupTypeId: number | null;
  search: string;
}
