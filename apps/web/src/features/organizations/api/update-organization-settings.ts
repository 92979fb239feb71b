import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSavedResponse } from '@huddle/domain/contracts/organizations';
import { api } from '../../../lib/api-client';
import { organizationKey } from '../../../lib/organization';
import { referenceKeys } from '../../../lib/reference/reference-keys';
import { organizationSettingsKey } from './get-organization-settings';

/** The `organization` object of PATCH /api/organizations/{id}: only what changed is sent. */
export interface OrganizationPatch {
  display_name?: string;
  /** A list that is sent replaces the saved one; rows without an id are created. */
  email_extensions?: { id?: number; domain: string }[];
  event_types?: { id?: number; name: string }[];
  group_types?: { id?: number; name: string }[];
  logo_removed?: boolean;
  favicon_removed?: boolean;
  /** The Okta card (spec §7); a missing or empty client secret keeps the stored one. */
  okta_enabled?: boolean;
  okta_type?: 'oidc' | 'saml';
  okta_client_id?: string;
  okta_client_secret?: string;
  okta_issuer?: string;
  okta_saml_url?: string;
  force_okta_sign_in?: boolean;
}

export interface OrganizationUpdate {
  organization: OrganizationPatch;
  logo?: File;
  favicon?: File;
}

/** JSON when no file changed; otherwise multipart with the object as the `organization` JSON string. */
export function organizationUpdateBody({ organization, logo, favicon }: OrganizationUpdate): object | FormData {
  if (!logo && !favicon) return { organization };
  const data = new FormData();
  data.set('organization', JSON.stringify(organization));
  if (logo) data.set('logo', logo);
  if (favicon) data.set('favicon', favicon);
  return data;
}

export function useUpdateOrganizationSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OrganizationUpdate) =>
      api.patch<OrganizationSavedResponse>(`/api/organizations/${id}`, organizationUpdateBody(update)),
    onSuccess: ({ organization }) => {
      queryClient.setQueryData(organizationSettingsKey(id), organization);
      // The navigation shows the name, logo and icon of the current organization.
      void queryClient.invalidateQueries({ queryKey: organizationKey });
      // Every picker and filter of event and group types.
      void queryClient.invalidateQueries({ queryKey: referenceKeys.eventTypes() });
      void queryClient.invalidateQueries({ queryKey: referenceKeys.groupTypes() });
    },
  });
}
