import { DEFAULT_TIMEZONE } from '@huddle/domain/constants';
import { LIST_MESSAGES } from '@huddle/domain/contact-schemas';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import { ProviderError } from '../../integrations/provider-error.ts';
import { providerJob } from '../../jobs/provider-job.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { GoogleDirectoryPort } from '../integrations/integrations.port.ts';
import * as contactListsRepository from './contact-lists.repository.ts';
import * as contactsRepository from './contacts.repository.ts';
import * as googleGroupsRepository from './google-groups.repository.ts';

export interface GoogleGroupSyncJob {
  organizationId: number;
  listId: number;
  /** Whose grant reads the directory (theirs when connected, else the organization's newest). */
  userId: number;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Google Groups contact lists (ADR 36; spec platform §7, guest-engagement §3, §7, §8): the domain's groups read from
 * Google's directory, chosen groups kept as lists owned by whoever chose them, and a job that makes a list's members
 * the group's people inside the organization's email domains. The reads of Google happen outside any transaction.
 */
export function createGoogleGroupsService(deps: {
  tenancy: Pick<Tenancy, 'bind' | 'db' | 'inOrganization' | 'asSystem'>;
  directory: GoogleDirectoryPort;
  queue: () => Queue;
  clock: Clock;
  enabled: () => Promise<boolean>;
}) {
  const { tenancy } = deps;
  const repo = tenancy.bind(googleGroupsRepository);
  const lists = tenancy.bind(contactListsRepository);
  const contacts = tenancy.bind(contactsRepository);
  const scope = <T>(organizationId: number, work: () => Promise<T>) => tenancy.inOrganization(organizationId, work);

  async function requireEnabled(organizationId: number) {
    if (!(await scope(organizationId, deps.enabled))) throw notFound(LIST_MESSAGES.disabled);
  }

  /** The directory's groups; Google's refusal of the grant is the spec's failure message. */
  async function directoryGroups(actor: Actor) {
    try {
      return await deps.directory.groups(actor.organizationId, actor.userId);
    } catch (error) {
      if (error instanceof ProviderError) throw new AppError('validation', GOOGLE_GROUPS_MESSAGES.failed);
      throw error;
    }
  }

  async function queueSyncs(organizationId: number, userId: number, listIds: number[]) {
    await deps.queue().enqueueMany(
      tenancy.db,
      jobs.sync,
      listIds.map((listId) => ({ organizationId, listId, userId })),
    );
  }

  // --- the sync job ---

  async function sync({ organizationId, listId, userId }: GoogleGroupSyncJob): Promise<void> {
    const list = await scope(organizationId, () => repo.findGoogleList(listId));
    if (!list) return;
    let members;
    try {
      members = await deps.directory.members(organizationId, userId, list.email);
    } catch (error) {
      // A broken or missing grant, or a group Google no longer has: nothing to retry (the admin sees the card).
      if ((error instanceof ProviderError && !error.retryable) || error instanceof AppError) return;
      throw error;
    }
    await scope(organizationId, async () => {
      if (!(await repo.findGoogleList(listId))) return;
      const domains = new Set(await repo.emailDomains());
      const emails = [...new Set(members.map((m) => m.email))];
      const inside = emails.filter((email) => domains.has(domainOf(email)));
      // People new to Huddle become contacts as an uploaded file's do (contact-only, role user, no account).
      const { ids } = await contacts.upsertContacts(
        inside.map((email) => ({ email, firstName: '', lastName: '', role: 'user' as const })),
        DEFAULT_TIMEZONE,
      );
      await lists.replaceMembers(listId, ids);
      await repo.finishSync(listId, emails.length - inside.length, deps.clock.now());
    });
  }

  const jobs = {
    sync: providerJob<GoogleGroupSyncJob>({
      name: 'google-group-sync',
      handle: sync,
      // Wall time, as the queue compares with now(); the queue's tables are the system's.
      later: (definition, data, seconds) =>
        tenancy.asSystem(() =>
          deps.queue().enqueue(tenancy.db, definition, data, { startAfter: new Date(Date.now() + seconds * 1000) }),
        ),
    }),
  };

  return {
    definitions: Object.values(jobs) as JobDefinition<never>[],

    /** GET /api/lists/google_groups (ownScope): the domain's groups, with the lists already synced from them. */
    async groups(actor: Actor) {
      await requireEnabled(actor.organizationId);
      const groups = await directoryGroups(actor);
      const synced = await scope(actor.organizationId, () => repo.googleLists(groups.map((g) => g.email)));
      const listOf = new Map(synced.map((l) => [l.email, l.id]));
      return groups
        .map((g) => ({ ...g, listId: listOf.get(g.email) ?? null }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    },

    /** POST /api/lists/sync_google_groups (ownScope): one list per chosen group, owned by the caller, then synced. */
    async syncGroups(actor: Actor, emails: string[]) {
      await requireEnabled(actor.organizationId);
      const chosen = [...new Set(emails)];
      const byEmail = new Map((await directoryGroups(actor)).map((g) => [g.email, g]));
      if (chosen.some((email) => !byEmail.has(email))) {
        throw new AppError('validation', GOOGLE_GROUPS_MESSAGES.unknownGroups, {
          groups: [GOOGLE_GROUPS_MESSAGES.unknownGroups],
        });
      }
      return scope(actor.organizationId, async () => {
        for (const email of chosen) {
          await repo.insertGoogleList({ name: byEmail.get(email)!.name, email, ownerId: actor.userId });
        }
        const rows = await repo.googleLists(chosen);
        await queueSyncs(
          actor.organizationId,
          actor.userId,
          rows.map((r) => r.id),
        );
        return { lists: rows, message: GOOGLE_GROUPS_MESSAGES.syncing };
      });
    },

    /** POST (or the spec's GET) /api/lists/resync_google_groups: every Google group list is read again. */
    async resync(actor: Actor) {
      if (!(await deps.enabled())) throw notFound(LIST_MESSAGES.disabled);
      if (!(await deps.directory.isConnected())) throw new AppError('validation', GOOGLE_GROUPS_MESSAGES.notConnected);
      const rows = await repo.googleLists();
      await queueSyncs(
        actor.organizationId,
        actor.userId,
        rows.map((r) => r.id),
      );
      return { lists: rows, message: GOOGLE_GROUPS_MESSAGES.syncing };
    },
  };
}

export type GoogleGroupsService = ReturnType<typeof createGoogleGroupsService>;
