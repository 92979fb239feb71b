import { z } from 'zod';
import { externalLinkSchema, GROUP_MESSAGES, groupInput } from '@huddle/domain/group-schemas';
import type { User } from '../../../lib/api-types';
import type { GroupSubmission } from '../api/group-form-data';
import type { GroupDetail, PersonRef } from '../api/group-models';

const person = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string().optional(),
  avatar_url: z.string().nullable().optional(),
});

/**
 * The group form: the domain's rules (name, link, at least one admin) over the shapes the controls hold —
 * admins as people (the picker shows names), the type as the select's string value, the cover as a file.
 */
export const groupFormSchema = z.object({
  name: groupInput.shape.name,
  description: z.string().max(50_000),
  // The controls hold strings; '' (no link) becomes null only in the submission.
  external_link: externalLinkSchema.transform((link) => link ?? ''),
  group_type_id: z.string(),
  office_ids: z.array(z.number()),
  admins: z.array(person).min(1, GROUP_MESSAGES.adminRequired),
  private: z.boolean(),
  can_organizers_edit: z.boolean(),
  cover_image: z.custom<File | null>((value) => value === null || value instanceof File),
  cover_image_removed: z.boolean(),
});

export type GroupFormInput = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

/** Server field errors and the form field each belongs under (docs/api-admin.md "Groups"). */
export const GROUP_FORM_FIELDS = [
  'name',
  'description',
  'external_link',
  'group_type_id',
  'office_ids',
  ['group_admin_ids', 'admins'],
  'private',
  'can_organizers_edit',
  'cover_image',
] as const;

function personOf(user: Pick<User, 'id' | 'full_name' | 'email' | 'avatar_url'>): PersonRef {
  return { id: user.id, full_name: user.full_name, email: user.email, avatar_url: user.avatar_url };
}

/** A new group: the creator is its first admin. */
export function newGroupDefaults(creator: User | null): GroupFormInput {
  return {
    name: '',
    description: '',
    external_link: '',
    group_type_id: '',
    office_ids: [],
    admins: creator ? [personOf(creator)] : [],
    private: false,
    can_organizers_edit: false,
    cover_image: null,
    cover_image_removed: false,
  };
}

export function editGroupDefaults(group: GroupDetail): GroupFormInput {
  return {
    name: group.name,
    description: group.description ?? '',
    external_link: group.external_link ?? '',
    group_type_id: group.group_type_id === null ? '' : String(group.group_type_id),
    office_ids: group.office_ids ?? [],
    admins: group.admin_employees ?? [],
    private: group.private,
    can_organizers_edit: group.can_organizers_edit,
    cover_image: null,
    cover_image_removed: false,
  };
}

export function toSubmission(values: GroupFormOutput): GroupSubmission {
  return {
    name: values.name,
    description: values.description,
    external_link: values.external_link || null,
    group_type_id: values.group_type_id === '' ? null : Number(values.group_type_id),
    private: values.private,
    can_organizers_edit: values.can_organizers_edit,
    group_admin_ids: values.admins.map((admin) => admin.id),
    office_ids: values.office_ids,
    cover_image: values.cover_image,
    cover_image_removed: values.cover_image_removed,
  };
}
