import { z } from 'zod';
import { currencySchema, expenseCategorySchema } from './budgets.ts';
import { CALENDAR_PROVIDERS } from '../constants.ts';
import { officeSchema } from './offices.ts';

/**
 * The JSON the organization routes answer (docs/api-auth.md, docs/api-admin.md, spec platform §3 Organization): the
 * organizations module's response contract, settings included, in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();
const named = z.object({ id, name: z.string() });

/** What anyone on the organization's host may read: enough to draw the sign-in page. */
export const organizationPublicSchema = z.object({
  id,
  subdomain: z.string(),
  display_name: z.string(),
  active: z.boolean(),
  /** The stored keys of the images (logo and logo_key are the same), or null. */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  logo_key: z.string().nullable(),
  favicon_key: z.string().nullable(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  calendar_enabled: z.enum(CALENDAR_PROVIDERS),
  okta_enabled: z.boolean(),
  okta_type: z.enum(['oidc', 'saml']).nullable(),
  force_okta_sign_in: z.boolean(),
  /** This server has Google sign-in configured (issue 34): the sign-in page offers it. Only on the public face. */
  google_sso: z.boolean().optional(),
});

/** An event or group type with how many events or live groups use it (one in use cannot be deleted). */
export const organizationTypeSchema = named.extend({ uses: z.number().int().nonnegative() });

/** What every signed-in member reads of the organization's settings (the Organization tab's fields). */
const organizationMemberSchema = organizationPublicSchema.extend({
  slack_enabled: z.boolean(),
  budget_start_month: z.string(),
  email_extensions: z.array(z.object({ id, domain: z.string() })),
  event_types: z.array(organizationTypeSchema),
  group_types: z.array(organizationTypeSchema),
});

/** What an admin edits on the Organization and Integrations tabs (spec platform §2.9, §3), without secrets. */
export const organizationSettingsSchema = organizationMemberSchema.extend({
  /** The Okta card (spec §3): the client secret itself never leaves the server, only whether one is stored. */
  okta_client_id: z.string().nullable(),
  okta_issuer: z.string().nullable(),
  okta_saml_url: z.string().nullable(),
  okta_client_secret_set: z.boolean(),
});

/** The record a signed-in member reads: the settings (without the Okta card's) and the offices. */
export const currentOrganizationSchema = organizationMemberSchema.extend({
  offices: z.array(officeSchema),
  /** Spec guest-engagement §3 Organization money fields (USD always among the currencies). */
  currencies: z.array(currencySchema),
  expense_categories: z.array(expenseCategorySchema),
});

/** GET /api/organizations/subdomain: any organization's public face. */
export const organizationPublicResponse = organizationPublicSchema;
/** GET /api/organizations/current: the member's record when signed in, the public face otherwise. */
export const currentOrganizationResponse = z.union([currentOrganizationSchema, organizationPublicSchema]);
/** GET /api/organizations/{id}. */
export const organizationSettingsResponse = z.object({ organization: organizationSettingsSchema });
/** PATCH /api/organizations/current and /api/organizations/{id}. */
export const organizationSavedResponse = z.object({ organization: organizationSettingsSchema, message: z.string() });
/** GET /api/event_types and /api/group_types. */
export const organizationTypesResponse = z.object({ data: z.array(named) });

export type OrganizationPublicRecord = z.infer<typeof organizationPublicSchema>;
export type OrganizationTypeRecord = z.infer<typeof organizationTypeSchema>;
export type OrganizationSettingsRecord = z.infer<typeof organizationSettingsSchema>;
export type CurrentOrganizationRecord = z.infer<typeof currentOrganizationSchema>;
export type CurrentOrganizationResponse = z.infer<typeof currentOrganizationResponse>;
export type OrganizationSettingsResponse = z.infer<typeof organizationSettingsResponse>;
export type OrganizationSavedResponse = z.infer<typeof organizationSavedResponse>;
export type OrganizationTypesResponse = z.infer<typeof organizationTypesResponse>;
