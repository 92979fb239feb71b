import { createContext, useContext } from 'react';
import { api } from './api-client';
import type { Organization } from './api-types';

export const organizationKey = ['organizations', 'current'] as const;

export function fetchCurrentOrganization(): Promise<Organization> {
  return api.get<Organization>('/api/organizations/current');
}

export const OrganizationContext = createContext<Organization | null>(null);

/** The host's organization; the organization gate renders nothing below it until it is known. */
export function useOrganization(): Organization {
  const organization = useContext(OrganizationContext);
  if (!organization) throw new Error('useOrganization must be used below the organization gate');
  return organization;
}
