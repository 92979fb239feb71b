import { useQuery } from '@tanstack/react-query';
import type { CalendarProvider } from '@huddle/domain/constants';
import { api } from '../../../lib/api-client';

export interface EmailExtension {
  id: number;
  domain: string;
}

export interface OrganizationType {
  id: number;
  name: string;
  /** Events (event types) or groups (group types) using it. */
  uses: number;
}

/** The admin view of an organization (docs/api-admin.md). */
export interface OrganizationSettings {
  id: number;
  subdomain: string;
  display_name: string;
  active: boolean;
  logo_url: string | null;
  favicon_url: string | null;
  logo_key: string | null;
  favicon_key: string | null;
  calendar_enabled: CalendarProvider;
  okta_enabled: boolean;
  okta_type: string | null;
  force_okta_sign_in: boolean;
  slack_enabled: boolean;
  budget_start_month: string | null;
  email_extensions: EmailExtension[];
  event_types: OrganizationType[];
  group_types: OrganizationType[];
}

export interface OrganizationSettingsResponse {
  organization: OrganizationSettings;
}

export const organizationSettingsKey = (id: number) => ['organizations', id, 'settings'] as const;

export function useOrganizationSettings(id: number) {
  return useQuery({
    queryKey: organizationSettingsKey(id),
    queryFn: () => api.get<OrganizationSettingsResponse>(`/api/organizations/${id}`).then((body) => body.organization),
  });
}
