import { z } from 'zod';
import { formFlag } from './form-values.ts';
import { idSchema } from './ids.ts';

/** Spec platform §2.8, §5, §8: groups. */
export const GROUP_MESSAGES = {
  created: 'Group was created.',
  updated: 'Group updated!',
  joined: 'You have joined this group!',
  left: 'You have left this group.',
  deleted: 'Group deleted!',
  membersUpdated: 'Group members updated!',
  memberRemoved: (name: string) => `${name} removed from group!`,
  saveFailed: (error: string) => `Something went wrong! ${error}`,
  joinFailed: (error: string) => `Failed to join group: ${error}`,
  leaveFailed: (error: string) => `Failed to leave group: ${error}`,
  deleteFailed: (error: string) => `Failed to delete group: ${error}`,
  removeMemberFailed: "The member couldn't be removed from the group, please try again later.",
  addMembersFailed: 'Something went wrong when trying to add members, please try again.',
  nameRequired: 'Name is required',
  adminRequired: 'At least one item must be selected',
  externalLinkInvalid: 'External link must be a valid URL',
  imageInvalid: 'You must upload an image file.',
  imageTooLarge: 'The image is too large (10 MB at most).',
  notFound: 'Group not found',
  lastAdmin: 'A group needs at least one admin. Make someone else an admin before leaving.',
  alreadyMember: 'You are already a member of this group.',
  notMember: 'You are not a member of this group.',
  syncedMembership: "This group's members are managed by its Slack channel.",
  groupTypeNotFound: 'Group type not found',
  officeNotFound: 'Office not found',
  memberNotFound: 'One or more people were not found.',
  emptyAll: 'No groups yet.',
  emptyMine: "You haven't joined any groups yet.",
  emptySearch: 'No groups match your search.',
} as const;

export const GROUP_COVER_MAX_BYTES = 10 * 1024 * 1024;

/** An external link must be an http(s) URL; a bare host gets https:// in front. */
export const externalLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `https://${v}` : v))
  .pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, hostname: /\./, error: GROUP_MESSAGES.externalLinkInvalid }),
    ]),
  )
  .transform((v) => v || null);

const flag = formFlag;

export const groupInput = z.object({
  name: z.string({ error: GROUP_MESSAGES.nameRequired }).trim().min(1, GROUP_MESSAGES.nameRequired).max(120),
  description: z.string().max(50_000).default(''),
  external_link: externalLinkSchema.default(''),
  group_type_id: z.union([idSchema, z.literal('').transform(() => null), z.null()]).default(null),
  private: flag.default(false),
  can_organizers_edit: flag.default(false),
  group_admin_ids: z
    .array(idSchema, { error: GROUP_MESSAGES.adminRequired })
    .min(1, GROUP_MESSAGES.adminRequired)
    .max(500),
  office_ids: z.array(idSchema).max(500).default([]),
  /** Spec platform §2.8: a new group synced from a Slack channel (our slack_channels id, /group/new?channel=). */
  slack_channel_id: z.union([idSchema, z.literal('').transform(() => null), z.null()]).optional(),
});
export type GroupInput = z.infer<typeof groupInput>;

export const employeeIdsInput = z.object({ employee_ids: z.array(idSchema).min(1).max(1000) });

export const GROUP_TABS = ['active', 'my'] as const;
export const GROUP_PAGE_TABS = ['view', 'edit', 'members', 'budget'] as const;
