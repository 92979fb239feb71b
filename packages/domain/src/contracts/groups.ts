import { z } from 'zod';
import { pageMetaSchema } from './page-meta.ts';

/**
 * The JSON the groups routes answer (docs/api-admin.md "Groups", spec platform §3 Group, §7): the groups module's
 * response contract, in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const instant = z.iso.datetime();
const named = z.object({ id, name: z.string() });

/** A person as the admins list and the members tab show them. */
export const groupPersonSchema = z.object({
  id,
  /** The full name, or the email when there is none. */
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});

/** The reader's abilities over the group (policy/groups abilitiesOfGroup): the web shows what the server allows. */
export const groupAbilitiesSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_manage_members: z.boolean(),
  /** The group's "New event" button: an editor who may create events. */
  can_create_event: z.boolean(),
  /** Whether the group stays visible once the reader leaves it (false for a private one, unless an org admin). */
  can_view_without_membership: z.boolean(),
});

/** The group as lists and pages show it. */
export const groupSchema = z.object({
  id,
  name: z.string(),
  /** HTML as typed. */
  description: z.string(),
  /** Sanitized HTML, safe to render. */
  safe_description: z.string(),
  external_link: z.string().nullable(),
  cover_image: z.string().nullable(),
  cover_image_key: z.string().nullable(),
  group_type_id: id.nullable(),
  group_type: named.nullable(),
  office_ids: z.array(id),
  offices: z.array(named),
  private: z.boolean(),
  can_organizers_edit: z.boolean(),
  organizer_id: id.nullable(),
  members_count: z.number().int().nonnegative(),
  is_member: z.boolean(),
  is_group_admin: z.boolean(),
  ...groupAbilitiesSchema.shape,
  /** Slack-synced membership (a later issue): null until then. */
  synced_slack_channel: z
    .object({ slack_channel_id: z.string(), slack_channel_name: z.string(), is_private: z.boolean() })
    .nullable(),
  /** The group's budget currency (spec §3); USD when it has no group budget. */
  currency_details: z.object({ code: z.string(), symbol: z.string(), name: z.string() }).nullable(),
  created_at: instant,
});

/** One group with its people. */
export const groupDetailSchema = groupSchema.extend({
  group_admin_ids: z.array(id),
  admin_employee_ids: z.array(id),
  admin_employees: z.array(groupPersonSchema),
  /** The members who are not admins. */
  member_employee_ids: z.array(id),
  /** Everyone in the group, admins too. */
  employee_ids: z.array(id),
  event_ids: z.array(id),
});

/** A row of the members tab. */
export const groupMemberSchema = groupPersonSchema.extend({
  office: named.nullable(),
  is_group_admin: z.boolean(),
});

/** GET /api/groups. */
export const groupListResponse = z.object({ data: z.array(groupSchema) });
/** GET /api/groups/{id}. */
export const groupResponse = z.object({ group: groupDetailSchema });
/** POST /api/groups (201), PUT and PATCH /api/groups/{id}, join, leave, mass_join and mass_leave. */
export const groupSavedResponse = z.object({ group: groupDetailSchema, message: z.string() });
/** GET /api/groups/{id}/members. */
export const groupMembersResponse = z.object({ data: z.array(groupMemberSchema), meta: pageMetaSchema });

export type GroupPersonRecord = z.infer<typeof groupPersonSchema>;
export type GroupRecord = z.infer<typeof groupSchema>;
export type GroupDetailRecord = z.infer<typeof groupDetailSchema>;
export type GroupMemberRecord = z.infer<typeof groupMemberSchema>;
export type GroupListResponse = z.infer<typeof groupListResponse>;
export type GroupResponse = z.infer<typeof groupResponse>;
export type GroupSavedResponse = z.infer<typeof groupSavedResponse>;
export type GroupMembersResponse = z.infer<typeof groupMembersResponse>;
