import { admin, type admin_directory_v1 } from '@googleapis/admin';
import type { GoogleConfig } from '../../config.ts';
import { callGoogle } from './google-errors.ts';

/** A group of the domain, in the fields Huddle shows. */
export interface DirectoryGroup {
  id: string;
  email: string;
  name: string;
  directMembersCount: number | null;
}

/** A member of a group who is a person with an active account (type USER, status ACTIVE). */
export interface DirectoryMember {
  id: string;
  email: string;
}

/** Directory API page sizes: groups.list allows 200, members.list 200. */
const GROUPS_PAGE = 200;
const MEMBERS_PAGE = 200;

/**
 * Google's Admin Directory API (groups and members) over GOOGLE_API_URL through the official `@googleapis/admin`
 * client. Its own retries are off: a 429 or a rate-limit 403 becomes a retryable ProviderError and the calling job
 * retries after Retry-After. The access token is passed per call and never logged.
 */
export function createDirectoryClient(config: Pick<GoogleConfig, 'apiUrl'>, options: { timeoutMs?: number } = {}) {
  const directory: admin_directory_v1.Admin = admin({ version: 'directory_v1', rootUrl: config.apiUrl });
  const callOptions = (token: string) => ({
    retry: false,
    timeout: options.timeoutMs ?? 15_000,
    headers: { authorization: `Bearer ${token}` },
  });

  return {
    /** groups.list for the admin's whole account (customer my_customer), one page. */
    async listGroups(token: string, pageToken?: string) {
      const { data } = await callGoogle(() =>
        directory.groups.list(
          { customer: 'my_customer', maxResults: GROUPS_PAGE, ...(pageToken && { pageToken }) },
          callOptions(token),
        ),
      );
      const groups: DirectoryGroup[] = (data.groups ?? [])
        .filter((g) => g.email)
        .map((g) => ({
          id: g.id ?? g.email!,
          email: g.email!.toLowerCase(),
          name: g.name || g.email!,
          directMembersCount: g.directMembersCount ? Number(g.directMembersCount) : null,
        }));
      return { groups, nextPageToken: data.nextPageToken ?? null };
    },

    /** Every group of the domain (all pages). */
    async allGroups(token: string) {
      const all: DirectoryGroup[] = [];
      let pageToken: string | undefined;
      do {
        const page = await this.listGroups(token, pageToken);
        all.push(...page.groups);
        pageToken = page.nextPageToken ?? undefined;
      } while (pageToken);
      return all;
    },

    /**
     * members.list of a group, one page, with the members of nested groups (includeDerivedMembership): only people
     * (type USER) whose account is active; groups and customers as members, and suspended accounts, are left out.
     */
    async listMembers(token: string, groupKey: string, pageToken?: string) {
      const { data } = await callGoogle(() =>
        directory.members.list(
          { groupKey, includeDerivedMembership: true, maxResults: MEMBERS_PAGE, ...(pageToken && { pageToken }) },
          callOptions(token),
        ),
      );
      const members: DirectoryMember[] = (data.members ?? [])
        .filter((m) => m.type === 'USER' && m.status === 'ACTIVE' && m.email)
        .map((m) => ({ id: m.id ?? m.email!, email: m.email!.toLowerCase() }));
      return { members, nextPageToken: data.nextPageToken ?? null };
    },
  };
}

export type DirectoryClient = ReturnType<typeof createDirectoryClient>;
