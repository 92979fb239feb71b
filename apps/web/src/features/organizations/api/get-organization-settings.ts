import { useQuery } from '@tanstack/react-query';
import type {
  OrganizationSettingsRecord,
  OrganizationSettingsResponse as SettingsAnswer,
  OrganizationTypeRecord,
} from '@huddle/domain/contracts/organizations';
import { api } from '../../../lib/api-client';

export type EmailExtension = OrganizationSettingsRecord['email_extensions'][number];

/** An event or group type, with the events (event types) or groups (group types) using it. */
export type OrganizationType = OrganizationTypeRecord;

/** The admin view of an organization (docs/api-admin.md), as the route's response contract says. */
export type OrganizationSettings = OrganizationSettingsRecord;

export type OrganizationSettingsResponse = SettingsAnswer;

export const organizationSettingsKey = (id: number) => ['organizations', id, 'settings'] as const;

export function useOrganizationSettings(id: number) {
  return useQuery({
    queryKey: organizationSettingsKey(id),
    queryFn: () => api.get<OrganizationSettingsResponse>(`/api/organizations/${id}`).then((body) => body.organization),
  });
}
