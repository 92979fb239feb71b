import type { OrganizationRow } from './organizations.service.ts';

export function fileUrl(key: string | null): string | null {
  return key ? `/api/files/${encodeURIComponent(key)}` : null;
}

/** What anyone on the organization's host may read: enough to draw the sign-in page. */
export function presentOrganizationPublic(org: OrganizationRow) {
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

/** What an admin edits on the Organization tab (spec platform §2.9, §3). */
export function presentOrganizationSettings(
  org: OrganizationRow,
  lists: {
    emailExtensions: { id: number; domain: string }[];
    eventTypes: { id: number; name: string; uses: number }[];
    groupTypes: { id: number; name: string; uses: number }[];
  },
) {
  return {
    ...presentOrganizationPublic(org),
    slack_enabled: org.slackEnabled,
    budget_start_month: org.budgetStartMonth,
    email_extensions: lists.emailExtensions,
    event_types: lists.eventTypes,
    group_types: lists.groupTypes,
  };
}
