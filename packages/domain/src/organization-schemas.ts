import { z } from 'zod';
import { budgetSettingsFields } from './budget-schemas.ts';
import { MAX_ID } from './ids.ts';
import { oktaSettingsFields } from './okta-schemas.ts';

/** Spec platform §2.9, §4, §5, §8: organization settings. */
export const SETTINGS_MESSAGES = {
  saved: 'Organization settings saved.',
  notSaved: 'We were unable to update your settings.',
  displayNameRequired: 'Display name is required',
  domainRequired: 'At least one email domain is required',
  domainInvalid: 'Enter a valid domain',
  typeNameRequired: 'Name is required',
  duplicateName: 'Names must be unique',
  /** Spec platform §5: removing a type that is in use is refused. */
  typeInUse: (uses: number) => `We can't remove the type, it's currently applied to ${uses} items`,
  emailDomainsHelp: 'Email domains define who can sign up for your organization.',
  domainPlaceholder: (host: string) => `Enter a valid domain (e.g. ${host})`,
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
  imageInvalid: 'You must upload an image file.',
} as const;

/** Saved rows carry their id; unsaved rows carry a temporary negative id (or none). */
const rowId = z.number().int().min(-MAX_ID).max(MAX_ID).optional();

const DOMAIN_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const emailDomainSchema = z
  .string({ error: SETTINGS_MESSAGES.domainInvalid })
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().max(253, SETTINGS_MESSAGES.domainInvalid).regex(DOMAIN_PATTERN, SETTINGS_MESSAGES.domainInvalid));

const typeName = z
  .string({ error: SETTINGS_MESSAGES.typeNameRequired })
  .trim()
  .min(1, SETTINGS_MESSAGES.typeNameRequired)
  .max(80);

function uniqueBy<T>(key: (item: T) => string, field: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item).toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index, field], message: SETTINGS_MESSAGES.duplicateName });
      seen.add(k);
    });
  };
}

const typeList = z
  .array(z.object({ id: rowId, name: typeName }))
  .max(200)
  .superRefine(uniqueBy((t) => t.name, 'name'));

export const organizationSettingsInput = z.object({
  display_name: z
    .string({ error: SETTINGS_MESSAGES.displayNameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.displayNameRequired)
    .max(120)
    .optional(),
  email_extensions: z
    .array(z.object({ id: rowId, domain: emailDomainSchema }))
    .min(1, SETTINGS_MESSAGES.domainRequired)
    .max(50)
    .superRefine(uniqueBy((d) => d.domain, 'domain'))
    .optional(),
  event_types: typeList.optional(),
  group_types: typeList.optional(),
  /** Set to true to remove the current logo / icon without uploading a new one. */
  logo_removed: z.boolean().optional(),
  favicon_removed: z.boolean().optional(),
  // The Budget tab's fields (issue 18), saved by the budgets module.
  ...budgetSettingsFields,
  // The Okta card's fields (issue 34), saved by the organization settings with their own rules.
  ...oktaSettingsFields,
});
export type OrganizationSettingsInput = z.infer<typeof organizationSettingsInput>;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
