import { useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../api-client';
import type { Office, Page } from '../api-types';
import { referenceKeys } from './reference-keys';

/** The server's largest page; an organization with more offices is read page by page. */
const PER_PAGE = 100;
/** A bound on the pages read, so a misbehaving answer can never loop forever. */
const MAX_PAGES = 20;

async function fetchAllOffices(): Promise<Office[]> {
  const offices: Office[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await api.get<Page<Office>>(withQuery('/api/offices', { page, per_page: PER_PAGE }));
    offices.push(...body.data);
    const meta = body.meta as { next_page?: unknown } | undefined;
    if (!meta?.next_page || body.data.length === 0) break;
  }
  return offices;
}

/** Every office of the organization, in the server's order (by name): the pickers and filters of every screen. */
export function useOffices<T = Office[]>(select?: (offices: Office[]) => T) {
  return useQuery({ queryKey: referenceKeys.officeList(), queryFn: fetchAllOffices, staleTime: 5 * 60_000, select });
}
