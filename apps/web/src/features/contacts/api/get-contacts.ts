import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@huddle/domain/roles';
import { api, withQuery } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';
import { pageQuery, type Contact, type GridPage, type Paged } from './contact-models';

export type ContactSortField = 'full_name' | 'email' | 'office' | 'created_at';

export interface ContactSort {
  field: ContactSortField;
  sort: 'asc' | 'desc';
}

export const DEFAULT_CONTACT_SORT: ContactSort = { field: 'full_name', sort: 'asc' };

export type FilterMatch = 'any' | 'all';

export interface ContactFilters {
  officeIds: number[];
  roleTypes: Role[];
  listIds: number[];
  match: FilterMatch;
}

export const NO_CONTACT_FILTERS: ContactFilters = { officeIds: [], roleTypes: [], listIds: [], match: 'any' };

export interface ContactsQuery {
  search: string;
  page: GridPage;
  sort?: ContactSort | null;
  filters?: ContactFilters;
}

/** The query of GET /api/employees: `filters` and `filter_type` only when a filter is set. */
export function contactsParams({
  search,
  page,
  sort = DEFAULT_CONTACT_SORT,
  filters = NO_CONTACT_FILTERS,
}: ContactsQuery) {
  const chosen: Record<string, unknown[]> = {};
  if (filters.officeIds.length) chosen.office_ids = filters.officeIds;
  if (filters.roleTypes.length) chosen.role_types = filters.roleTypes;
  if (filters.listIds.length) chosen.list_ids = filters.listIds;
  const filtered = Object.keys(chosen).length > 0;
  return {
    ...pageQuery(page),
    search: search.trim() || undefined,
    filters: filtered ? JSON.stringify(chosen) : undefined,
    sorting: sort ? JSON.stringify([sort]) : undefined,
    filter_type: filtered ? filters.match : undefined,
  };
}

export function useContactsPage(query: ContactsQuery) {
  const params = contactsParams(query);
  return useQuery({
    queryKey: contactKeys.page(params),
    queryFn: () => api.get<Paged<Contact>>(withQuery('/api/employees', params)),
    placeholderData: keepPreviousData,
  });
}
