import type { DeepPartial } from 'react-hook-form';
import { z } from 'zod';
import { organizationSettingsInput } from '@huddle/domain/organization-schemas';
import type { OrganizationSettings } from '../api/get-organization-settings';
import type { OrganizationUpdate } from '../api/update-organization-settings';

/** A logo or icon: a newly picked file, or the saved one (kept or removed). */
export interface ImageValue {
  file: File | null;
  removed: boolean;
}

const KEEP_IMAGE: ImageValue = { file: null, removed: false };
const settings = organizationSettingsInput.shape;

/** The form checks what the server checks (domain schema); the images ride along unchecked. */
export const organizationForm = z.object({
  display_name: settings.display_name.unwrap(),
  email_extensions: settings.email_extensions.unwrap(),
  event_types: settings.event_types.unwrap(),
  group_types: settings.group_types.unwrap(),
  logo: z.custom<ImageValue>(),
  favicon: z.custom<ImageValue>(),
});

export type OrganizationFormInput = z.input<typeof organizationForm>;
export type OrganizationFormOutput = z.output<typeof organizationForm>;
export type TypeListName = 'event_types' | 'group_types';

let lastTempId = 0;

/** New rows carry a temporary negative id until they are saved (spec §4). */
export function temporaryId(): number {
  lastTempId -= 1;
  return lastTempId;
}

export function toFormValues(organization: OrganizationSettings): OrganizationFormInput {
  return {
    display_name: organization.display_name,
    email_extensions: organization.email_extensions.map(({ id, domain }) => ({ id, domain })),
    event_types: organization.event_types.map(({ id, name }) => ({ id, name })),
    group_types: organization.group_types.map(({ id, name }) => ({ id, name })),
    logo: KEEP_IMAGE,
    favicon: KEEP_IMAGE,
  };
}

const LISTS = ['email_extensions', 'event_types', 'group_types'] as const;

const sameList = (a: unknown[] | undefined, b: unknown[] | undefined) => JSON.stringify(a) === JSON.stringify(b);
const imageChanged = (image: DeepPartial<ImageValue> | undefined) => Boolean(image?.file || image?.removed);

/** Which parts differ from what is saved: they make the pending changes and what the PATCH sends. */
export function changedParts(values: DeepPartial<OrganizationFormInput>, saved: OrganizationFormInput) {
  return {
    display_name: values.display_name !== saved.display_name,
    email_extensions: !sameList(values.email_extensions, saved.email_extensions),
    event_types: !sameList(values.event_types, saved.event_types),
    group_types: !sameList(values.group_types, saved.group_types),
    logo: imageChanged(values.logo),
    favicon: imageChanged(values.favicon),
  };
}

export function hasChanges(values: DeepPartial<OrganizationFormInput>, saved: OrganizationFormInput): boolean {
  return Object.values(changedParts(values, saved)).some(Boolean);
}

/** Saved rows keep their id; temporary (negative) ids are dropped, so the server creates those rows. */
function withSavedId<T extends { id?: number }>(row: T): T {
  const { id, ...rest } = row;
  return (id !== undefined && id > 0 ? { id, ...rest } : rest) as T;
}

/** One PATCH with only the changed parts; a list that is sent is sent whole (it replaces the saved one). */
export function toUpdate(
  values: OrganizationFormOutput,
  raw: OrganizationFormInput,
  saved: OrganizationFormInput,
): OrganizationUpdate {
  const changed = changedParts(raw, saved);
  const organization: OrganizationUpdate['organization'] = {};
  if (changed.display_name) organization.display_name = values.display_name;
  for (const list of LISTS) {
    if (changed[list]) Object.assign(organization, { [list]: values[list].map(withSavedId) });
  }
  if (values.logo.removed && !values.logo.file) organization.logo_removed = true;
  if (values.favicon.removed && !values.favicon.file) organization.favicon_removed = true;
  return { organization, logo: values.logo.file ?? undefined, favicon: values.favicon.file ?? undefined };
}

const SERVER_FIELD = /^(display_name|logo|favicon|(email_extensions|event_types|group_types)(\.\d+\.(domain|name))?)$/;

/** Server field keys that name a place in this form (`event_types.2.name`, `email_extensions`, `logo`…). */
export function formFieldsIn(errors: Record<string, string[]> | undefined): (keyof OrganizationFormInput)[] {
  return Object.keys(errors ?? {}).filter((key) => SERVER_FIELD.test(key)) as (keyof OrganizationFormInput)[];
}
