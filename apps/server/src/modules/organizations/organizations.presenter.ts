import type {
  CurrentOrganizationRecord,
  OrganizationPublicRecord,
  OrganizationSettingsRecord,
} from '@huddle/domain/contracts/organizations';
import { presentOffice } from '../offices/offices.port.ts';
import type { OrganizationRow } from './organizations.types.ts';

export function fileUrl(key: string | null): string | null {
  return key ? `/api/files/${encodeURIComponent(key)}` : null;
}

/** What anyone on the organization's host may read: enough to draw the sign-in page. */
export function presentOrganizationPublic(org: OrganizationRow): OrganizationPublicRecord {
  return {
    id: org.id,
    subdomain: org.subdomain,
    display_name: org.displayName,
    active: org.active,
    logo: org.logoKey,
    favicon: org.faviconKey,
    logo_key: org.logoKey,
    favicon_key: org.faviconKey,
    logo_url: fileUrl(org.logoKey),
    favicon_url: fileUrl(org.faviconKey),
    calendar_enabled: org.calendarEnabled,
    okta_enabled: org.oktaEnabled,
    okta_type: org.oktaType,
    force_okta_sign_in: org.forceOktaSignIn,
  };
}

/** The organization and the lists its settings show, as the settings service reads them. */
export interface LoadedOrganization {
  org: OrganizationRow;
  lists: {
    emailExtensions: { id: number; domain: string }[];
    eventTypes: { id: number; name: string; uses: number }[];
    groupTypes: { id: number; name: string; uses: number }[];
  };
}

/** The settings every signed-in member reads (the Organization tab's fields). */
function presentOrganizationMember({ org, lists }: LoadedOrganization) {
  return {
    ...presentOrganizationPublic(org),
    slack_enabled: org.slackEnabled,
    budget_start_month: org.budgetStartMonth,
    email_extensions: lists.emailExtensions,
    event_types: lists.eventTypes,
    group_types: lists.groupTypes,
  };
}

/** What an admin edits on the Organization and Integrations tabs (spec platform §2.9, §3). */
export function presentOrganizationSettings(loaded: LoadedOrganization): OrganizationSettingsRecord {
  const { org } = loaded;
  return {
    ...presentOrganizationMember(loaded),
    okta_client_id: org.oktaClientId,
    okta_issuer: org.oktaIssuer,
    okta_saml_url: org.oktaSamlUrl,
    // The secret stays sealed in the database: the card only learns that one is kept.
    okta_client_secret_set: org.oktaClientSecret !== null,
  };
}

/** GET /api/organizations/current for a signed-in member: the settings record and the offices. */
export function presentCurrentOrganization(
  loaded: LoadedOrganization & {
    offices: Parameters<typeof presentOffice>[0][];
    money: Pick<CurrentOrganizationRecord, 'currencies' | 'expense_categories'>;
  },
): CurrentOrganizationRecord {
  return { ...presentOrganizationMember(loaded), offices: loaded.offices.map(presentOffice), ...loaded.money };
}
