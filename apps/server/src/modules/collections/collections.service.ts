import {
  COLLECTION_MESSAGES,
  nameProblem,
  organizersProblem,
  type CollectionInput,
  type CollectionTab,
} from '@huddle/domain/collection-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { mayManageCollections, mayViewCollection } from '@huddle/domain/policy/collections';
import { mayManageEvent, mayViewEveryEvent } from '@huddle/domain/policy/events';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { richTextFrom } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import { collectionImageFrom } from './collections.image.ts';
import * as announcementsRepository from './announcements.repository.ts';
import * as collectionsRepository from './collections.repository.ts';
import type { CollectionEventRow, CollectionRow } from './collections.repository.ts';

type OrganizerRow = Awaited<ReturnType<typeof collectionsRepository.organizersOf>>[number];

/** Collections with what their pages show, read in four statements whatever their number. */
export interface LoadedCollections {
  rows: CollectionRow[];
  organizers: Map<number, OrganizerRow[]>;
  events: Map<number, CollectionEventRow[]>;
  announcementCounts: Map<number, number>;
  now: Date;
}

export interface CollectionListArgs {
  tab: CollectionTab;
  search?: string | undefined;
  organizerIds?: number[] | undefined;
  page: number;
  perPage: number;
}

/** Who reads a collection's events, for the events lists' visibility rule. */
const viewerOf = (actor: Actor) => ({ id: actor.userId, isAdmin: mayViewEveryEvent(actor) });

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

function groupBy<T extends { collectionId: number }>(rows: T[]) {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.collectionId, [...(map.get(row.collectionId) ?? []), row]);
  return map;
}

export function createCollectionsService(deps: { bind: Tenancy['bind']; storage: Storage; clock: Clock }) {
  const repo = deps.bind(collectionsRepository);
  const announcements = deps.bind(announcementsRepository);

  async function load(actor: Actor, rows: CollectionRow[]): Promise<LoadedCollections> {
    const ids = rows.map((r) => r.id);
    // Each reader sees the events they would see in the events lists: managing collections opens no event.
    const [organizers, events] = [await repo.organizersOf(ids), await repo.eventsOf(ids, viewerOf(actor))];
    const announcementCounts = await announcements.countsOf(ids);
    return {
      rows,
      organizers: groupBy(organizers),
      events: groupBy(events),
      announcementCounts,
      now: deps.clock.now(),
    };
  }

  function manager(actor: Actor) {
    if (!mayManageCollections(actor)) throw forbidden(COLLECTION_MESSAGES.forbidden);
  }

  async function found(actor: Actor, id: number) {
    const row = await repo.findCollection(id);
    // A draft is its managers' alone: to anyone else it does not exist.
    if (!row || !mayViewCollection(actor, row)) throw notFound(COLLECTION_MESSAGES.notFound);
    return row;
  }

  /**
   * Spec §4: an event joins when it is in no collection or already in this one, and (issue 31) only when the caller
   * manages it; one they may not see is not found. The events of this collection that the caller may not see stay in
   * it: their form never held them. Organizers are managers.
   */
  async function checkLinks(actor: Actor, collectionId: number | null, input: CollectionInput, organizerIds: number[]) {
    const problem = organizersProblem(organizerIds);
    if (problem) throw invalid('organizerEmployeeIds', problem);
    if ((await repo.countOrganizerCandidates(organizerIds)) !== organizerIds.length) {
      throw invalid('organizerEmployeeIds', COLLECTION_MESSAGES.organizerNotFound);
    }
    const eventIds = [...new Set(input.eventIds)];
    const owners = await repo.collectionsOfEvents(eventIds, viewerOf(actor));
    const joining = owners.filter((e) => collectionId === null || e.collectionId !== collectionId);
    if (owners.length !== eventIds.length || joining.some((e) => !e.seen)) {
      throw invalid('eventIds', COLLECTION_MESSAGES.eventNotFound);
    }
    if (joining.some((e) => e.collectionId !== null)) throw invalid('eventIds', COLLECTION_MESSAGES.eventTaken);
    if (joining.some((e) => !mayManageEvent(actor, e))) throw invalid('eventIds', EVENT_MESSAGES.notEditable);
    const unseen = collectionId === null ? [] : await repo.unseenEventIds(collectionId, viewerOf(actor));
    return [...new Set([...eventIds, ...unseen])];
  }

  async function imageChange(input: CollectionInput) {
    if (input.collectionImage === undefined) return undefined;
    if (input.collectionImage === null || input.collectionImage === '') return null;
    return deps.storage.put('collections', 'jpg', await collectionImageFrom(input.collectionImage));
  }

  async function releaseImage(key: string | null) {
    if (key && (await repo.countImageUses(key)) === 0) await deps.storage.remove(key);
  }

  async function write(actor: Actor, existing: CollectionRow | null, input: CollectionInput, publish: boolean) {
    const published = publish || Boolean(existing?.published);
    const name = nameProblem(input.name, published);
    if (name) throw invalid('name', name);
    const organizerIds = [...new Set(input.organizerEmployeeIds)];
    const eventIds = await checkLinks(actor, existing?.id ?? null, input, organizerIds);
    const imageKey = await imageChange(input);
    const now = deps.clock.now();
    const values = {
      name: input.name,
      description: input.description,
      safeDescription: richTextFrom(input.description),
      ...(imageKey !== undefined && { imageKey }),
      ...(input.config && { config: { cover_image_dimensions: input.config.coverImageDimensions ?? null } }),
      published,
      ...(published && !existing?.publishedAt && { publishedAt: now }),
    };
    let id: number;
    try {
      id = existing
        ? (await repo.updateCollection(existing.id, values), existing.id)
        : await repo.insertCollection({ ...values, createdById: actor.userId });
      await repo.setOrganizers(id, organizerIds);
      await repo.assignEvents(id, eventIds);
    } catch (error) {
      if (imageKey) await deps.storage.remove(imageKey);
      throw error;
    }
    if (imageKey !== undefined && existing?.imageKey && existing.imageKey !== imageKey) {
      await releaseImage(existing.imageKey);
    }
    return load(actor, [(await repo.findCollection(id))!]);
  }

  return {
    load,

    /** Spec §2: one tab of the list, a page of it; drafts are for managers. */
    async list(actor: Actor, args: CollectionListArgs) {
      if (args.tab === 'drafts') manager(actor);
      const query = {
        tab: args.tab,
        search: args.search,
        organizerIds: args.organizerIds,
        now: deps.clock.now(),
        limit: args.perPage,
        offset: (args.page - 1) * args.perPage,
      };
      const page = await repo.listCollections(query);
      const total = page.total ?? (args.page > 1 ? await repo.countCollections(query) : 0);
      return { loaded: await load(actor, page.rows), total };
    },

    async get(actor: Actor, id: number) {
      return load(actor, [await found(actor, id)]);
    },

    /** The stored form of a collection, for an update to start from (what a caller does not send stays). */
    async stored(actor: Actor, id: number) {
      const row = await found(actor, id);
      manager(actor);
      const loaded = await load(actor, [row]);
      return {
        row,
        form: {
          name: row.name,
          description: row.description,
          eventIds: (loaded.events.get(row.id) ?? []).map((e) => e.id),
          organizerEmployeeIds: (loaded.organizers.get(row.id) ?? []).map((o) => o.id),
        },
      };
    },

    async create(actor: Actor, input: CollectionInput, publish: boolean) {
      manager(actor);
      return write(actor, null, input, publish);
    },

    async update(actor: Actor, existing: CollectionRow, input: CollectionInput, publish: boolean) {
      manager(actor);
      return write(actor, existing, input, publish);
    },

    /** Spec §4: deleting a collection leaves its events, out of any collection. */
    async destroy(actor: Actor, id: number) {
      manager(actor);
      const row = await found(actor, id);
      await repo.deleteCollection(row.id);
      await releaseImage(row.imageKey);
      return row;
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
