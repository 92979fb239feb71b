import type { User } from '../../lib/api-types';
import { makeOrganization } from '../../test/fixtures';
import { mockFetch, type Responder } from '../../test/mock-fetch';
import type { GroupDetail, GroupMember } from './api/group-models';

/** Test data of the groups screens, shaped as docs/api-admin.md "Groups" answers. */
export function makeGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  // An editor's abilities follow can_edit unless a test sets them apart (docs/api-admin.md "Groups").
  const editor = overrides.can_edit ?? false;
  return {
    id: 5,
    name: 'Women in Tech',
    description: 'We meet monthly.',
    safe_description: 'We meet <strong>monthly</strong>.',
    external_link: 'https://wit.example.com',
    cover_image: null,
    cover_image_key: null,
    group_type_id: 2,
    group_type: { id: 2, name: 'Employee Resource Group (ERG)' },
    office_ids: [3],
    offices: [{ id: 3, name: 'London' }],
    private: false,
    can_organizers_edit: false,
    organizer_id: 7,
    members_count: 12,
    is_member: false,
    is_group_admin: false,
    can_edit: false,
    can_delete: editor,
    can_manage_members: editor,
    can_create_event: editor,
    can_view_without_membership: !(overrides.private ?? false),
    synced_slack_channel: null,
    currency_details: null,
    created_at: '2025-01-01T00:00:00Z',
    group_admin_ids: [8],
    admin_employee_ids: [8],
    admin_employees: [{ id: 8, full_name: 'Grace Hopper', email: 'grace@acme.test', avatar_url: null }],
    member_employee_ids: [],
    employee_ids: [8],
    event_ids: [],
    ...overrides,
  };
}

export function makeMember(id: number, fullName: string, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    id,
    full_name: fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@acme.test`,
    avatar_url: null,
    office: { id: 3, name: 'London' },
    is_group_admin: false,
    ...overrides,
  };
}

export const OFFICES = [
  { id: 3, name: 'London', users_count: 4, events_count: 0, groups_count: 1 },
  { id: 4, name: 'Paris', users_count: 2, events_count: 0, groups_count: 0 },
];

export const GROUP_TYPES = [
  { id: 2, name: 'Employee Resource Group (ERG)' },
  { id: 9, name: 'Social' },
];

export const PEOPLE = [
  { id: 8, full_name: 'Grace Hopper', email: 'grace@acme.test', avatar_url: null },
  { id: 11, full_name: 'Alan Turing', email: 'alan@acme.test', avatar_url: null },
];

/** The signed-in app's calls plus the groups screens' lookups; `routes` adds or overrides. */
export function serveGroups(user: User, routes: Record<string, Responder> = {}, flags: Record<string, boolean> = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags } },
    'GET /api/users/current': { body: { user } },
    'GET /api/offices': { body: { data: OFFICES, meta: { total_pages: 1, total_count: 2, next_page: null } } },
    'GET /api/group_types': { body: { data: GROUP_TYPES } },
    'GET /api/users': { body: { data: PEOPLE, meta: { total_pages: 1, total_count: 2 } } },
    ...routes,
  });
}
