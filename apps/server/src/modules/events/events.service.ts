import { EVENT_MESSAGES, type EventInput } from '@huddle/domain/event-schemas';
import { normalizeResources } from '@huddle/domain/event-rules';
import {
  eventAccess,
  isPublicEvent,
  mayEditEvent,
  mayManageEvent,
  mayViewEveryEvent,
} from '@huddle/domain/policy/events';
import { mayViewEveryGroup } from '@huddle/domain/policy/groups';
import { mayManageGuests } from '@huddle/domain/policy/guests';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { normalizeImage } from '../../lib/images.ts';
import type { PageQuery } from '../../lib/pagination.ts';
import { richTextFrom } from '../../lib/sanitize.ts';
import type { Actor } from '../auth/actor.ts';
import { indexRelations, type LoadedEvents } from './events.presenter.ts';
import * as linksRepository from './events.links-repository.ts';
import * as relationsRepository from './events.relations-repository.ts';
import type { EventRelations, MyInvitee } from './events.relations-repository.ts';

type RelationsWithMine = EventRelations & { mine: MyInvitee[] };
import * as eventsRepository from './events.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { CoverChange, EventsPort } from './events.port.ts';

const UNKNOWN_LINK_MESSAGES = {
  host_ids: EVENT_MESSAGES.hostNotFound,
  group_ids: EVENT_MESSAGES.groupNotFound,
  office_ids: EVENT_MESSAGES.officeNotFound,
  event_type_id: EVENT_MESSAGES.eventTypeNotFound,
} as const;

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

export function createEventsService(deps: {
  bind: Tenancy['bind'];
  storage: Storage;
  clock: Clock;
  /** The event-privacy-never-public flag of the organization. */
  publicEventsOff: () => Promise<boolean>;
}) {
  const { clock } = deps;
  const repo = deps.bind(eventsRepository);
  const links = deps.bind(linksRepository);
  const relations = deps.bind(relationsRepository);

  /** The rows with their relations and the caller's guest rows, in one statement; the routes present them. */
  async function load(actor: Actor, rows: eventsRepository.EventRow[]): Promise<LoadedEvents> {
    return loaded(
      rows,
      await relations.relationsOf(
        rows.map((r) => r.id),
        actor.userId,
      ),
    );
  }

  function loaded(rows: eventsRepository.EventRow[], { mine, ...found }: RelationsWithMine): LoadedEvents {
    return { rows, index: indexRelations(found), mine: new Map(mine.map((m) => [m.eventId, m])), now: clock.now() };
  }

  /** Spec events §2 access guard (policy/events): 404 for a hidden draft, 403 to the uninvited of a private event. */
  async function viewable(actor: Actor, id: number) {
    return (await viewableWithHost(actor, id)).row;
  }

  /** The guard above, also answering whether the caller hosts and manages the event (one host query for all). */
  async function viewableWithHost(actor: Actor, id: number) {
    return guard(actor, await repo.findEventFor(id, actor.userId));
  }

  function guard(actor: Actor, found: { row: eventsRepository.EventRow; isHost: boolean; mine: unknown } | null) {
    if (!found) throw notFound(EVENT_MESSAGES.notFound);
    const { row, isHost, mine } = found;
    const facts = { published: row.published, privacy: row.privacy, isHost };
    const access = eventAccess(actor, facts);
    if (access === 'hidden') throw notFound(EVENT_MESSAGES.notFound);
    if (access === 'invitees_only' && !mine) throw new AppError('not_invited', 'You are not invited to this event.');
    return { row, isHost, manages: mayManageEvent(actor, facts) };
  }

  /** The event's managers change it, and only while it is editable (not started once published). */
  async function changeable(actor: Actor, id: number) {
    const found = await repo.findEventFor(id, actor.userId);
    if (!found) throw notFound(EVENT_MESSAGES.notFound);
    const { row } = found;
    const facts = { published: row.published, start: row.startAt, isHost: found.isHost };
    if (!mayManageEvent(actor, facts)) {
      // Drafts and private events are not admitted to exist.
      if (!row.published || row.privacy === 'invite_only') throw notFound(EVENT_MESSAGES.notFound);
      throw new AppError('forbidden', EVENT_MESSAGES.notEditable);
    }
    if (!mayEditEvent(actor, facts, clock.now())) throw new AppError('validation', EVENT_MESSAGES.locked);
    return row;
  }

  async function checkReferences(actor: Actor, eventId: number | null, input: EventInput) {
    const unique = (ids: number[]) => [...new Set(ids)];
    const hostIds = unique(input.host_ids);
    const groupIds = unique(input.group_ids);
    const officeIds = unique(input.office_ids);
    const keptGroupIds = eventId ? await links.groupIdsOf(eventId) : [];
    // Private groups the caller cannot see are not theirs to link (those already linked stay).
    const viewer = { id: actor.userId, isAdmin: mayViewEveryGroup(actor), keptGroupIds };
    const unknown = await links.unknownLink({ hostIds, groupIds, officeIds, eventTypeId: input.event_type_id }, viewer);
    if (unknown) throw invalid(unknown, UNKNOWN_LINK_MESSAGES[unknown]);
    return { hostIds, groupIds, officeIds };
  }

  /** Spec events §4: an event belongs to one collection; one already in another cannot join this one. */
  async function checkCollection(existing: eventsRepository.EventRow | null, collectionId: number | null | undefined) {
    if (!collectionId || existing?.eventsCollectionId === collectionId) return;
    if (!(await links.hasCollection(collectionId))) throw invalid('collection_id', EVENT_MESSAGES.collectionNotFound);
    if (existing?.eventsCollectionId) throw invalid('collection_id', EVENT_MESSAGES.collectionTaken);
  }

  function fields(input: EventInput) {
    return {
      name: input.name,
      description: input.description,
      safeDescription: richTextFrom(input.description),
      startAt: input.start,
      endsAt: input.ends,
      timezone: input.timezone,
      location: input.location,
      privacy: input.privacy,
      eventTypeId: input.event_type_id,
      displayOrganizersAsHosts: input.display_organizers_as_hosts,
      // Not sent: the stored meeting stays.
      ...(input.meeting_attributes !== undefined && {
        meetingService: input.meeting_attributes?.service ?? null,
        meetingLink: input.meeting_attributes?.link || null,
      }),
      ...(input.collection_id !== undefined && { eventsCollectionId: input.collection_id }),
    };
  }

  /** Removes a banner file unless another event (a duplicate) still shows it. */
  async function releaseCover(key: string | null) {
    if (key && (await repo.countCoverUses(key)) === 0) await deps.storage.remove(key);
  }

  async function writeRelations(eventId: number, input: EventInput, refs: Awaited<ReturnType<typeof checkReferences>>) {
    await links.replaceLinks(eventId, refs);
    if (!input.resources_attributes) return; // not sent: the resources stay
    const resources = normalizeResources(input.resources_attributes).filter((r) => !r._destroy);
    await links.applyResources(eventId, resources);
  }

  /**
   * The rsvp_pause rules (spec events §4), shared by POST /api/events/{id}/rsvp_pause, the event update and the
   * invitation body: checked now, written by the returned function in the caller's transaction.
   */
  async function prepareRsvpPause(actor: Actor, id: number, active: boolean) {
    const { row, isHost } = await viewableWithHost(actor, id);
    if (!mayManageGuests(actor, { isHost })) throw new AppError('forbidden', EVENT_MESSAGES.notEditable);
    if (!row.published || !row.rsvpPauseAllowed) throw invalid('rsvp_pause_active', RSVP_MESSAGES.pauseNotAllowed);
    return () => repo.updateEvent(id, { rsvpPauseActive: active });
  }

  return {
    async list(
      actor: Actor,
      tab: eventsRepository.EventListTab,
      filters: eventsRepository.EventFilters,
      query: PageQuery,
    ) {
      const viewer = { id: actor.userId, isAdmin: mayViewEveryEvent(actor) };
      const { rows, total } = await repo.listEvents(viewer, tab, filters, query, clock.now());
      const totalPages = Math.ceil(total / query.per_page);
      return {
        events: await load(actor, rows),
        meta: {
          current_page: query.page,
          total_pages: totalPages,
          total_count: total,
          next_page: query.page < totalPages ? query.page + 1 : null,
        },
      };
    },

    async range(actor: Actor, from: Date, to: Date) {
      const viewer = { id: actor.userId, isAdmin: mayViewEveryEvent(actor) };
      return repo.eventsInRange(viewer, from, to);
    },

    /**
     * An event the caller may view, with whether they host it and manage it (policy/events mayManageEvent): the
     * guard of the guests and communications modules.
     */
    async access(actor: Actor, id: number) {
      const { row, isHost, manages } = await viewableWithHost(actor, id);
      return { row, isHost, manager: manages };
    },

    /** An event's row of the scope's organization (a visitor of its host, a job), or null. */
    async findForPublic(id: number) {
      return (await repo.findEvent(id)) ?? null;
    },

    /** Rows another module holds (the RSVP answer), loaded for its route to present. */
    load,

    /** The event page: guard, row and relations read in one statement. */
    async get(actor: Actor, id: number): Promise<LoadedEvents> {
      const found = await repo.findEventPage(id, actor.userId);
      const { row } = guard(actor, found && { ...found, mine: found.relations.mine[0] ?? null });
      return { ...loaded([row], found!.relations), surveys: found!.surveys };
    },

    /** The public page: published open events only, for anyone on the organization's host. */
    async getPublic(id: number): Promise<LoadedEvents> {
      const row = await repo.findEvent(id);
      if (!row || !isPublicEvent(row)) throw notFound(EVENT_MESSAGES.notFound);
      const index = indexRelations(await relations.relationsOf([id]));
      return { rows: [row], index, mine: new Map(), now: clock.now() };
    },

    /** Create (id null) or update a draft or an editable published event; `publish` also publishes it. */
    /** `afterSave` runs once the event is written and before it is loaded (the communications follow-up). */
    async save(
      actor: Actor,
      id: number | null,
      input: EventInput,
      cover: CoverChange,
      publish: boolean,
      afterSave?: (eventId: number) => Promise<void>,
    ) {
      const existing = id ? await changeable(actor, id) : null;
      const refs = await checkReferences(actor, existing?.id ?? null, input);
      await checkCollection(existing, input.collection_id);
      const pause = input.rsvp_pause_active;
      if (!existing && pause === true) throw invalid('rsvp_pause_active', RSVP_MESSAGES.pauseNotAllowed);
      const writePause =
        existing && pause !== undefined && pause !== existing.rsvpPauseActive
          ? await prepareRsvpPause(actor, existing.id, pause)
          : null;
      const becomesPublic = input.privacy === 'open' && existing?.privacy !== 'open';
      if (becomesPublic && (await deps.publicEventsOff())) {
        throw invalid('privacy', EVENT_MESSAGES.publicOff);
      }
      const now = clock.now();
      const startChanged = !existing || existing.startAt.getTime() !== input.start.getTime();
      if ((startChanged || (publish && !existing?.published)) && input.start.getTime() <= now.getTime()) {
        throw invalid('start', EVENT_MESSAGES.dateInPast);
      }
      let coverKey: string | null | undefined;
      if (cover.image) {
        const image = await normalizeImage(cover.image, { width: 1600, height: 900, fit: 'cover' }, 'cover_image');
        coverKey = await deps.storage.put('banners', 'webp', image);
      } else if (cover.removed) {
        coverKey = null;
      }
      const published = publish || Boolean(existing?.published);
      const values = {
        ...fields(input),
        ...(coverKey !== undefined && { coverImageKey: coverKey }),
        published,
        ...(published && !existing?.publishedAt && { publishedAt: now }),
        // RSVP pausing can only be chosen before publishing (spec events §4).
        ...(!existing?.published && { rsvpPauseAllowed: input.rsvp_pause_allowed }),
      };
      let eventId: number;
      try {
        // The request's transaction (ADR 12): a failure below rolls back the event with its relations.
        eventId = existing
          ? (await repo.updateEvent(existing.id, values), existing.id)
          : await repo.insertEvent({ createdById: actor.userId, ...values });
        await writeRelations(eventId, input, refs);
        await writePause?.();
      } catch (error) {
        if (coverKey) await deps.storage.remove(coverKey);
        throw error;
      }
      if (coverKey !== undefined && existing?.coverImageKey && existing.coverImageKey !== coverKey) {
        await releaseCover(existing.coverImageKey);
      }
      await afterSave?.(eventId);
      return load(actor, [(await repo.findEvent(eventId))!]);
    },

    /** Spec events §4: RSVPs pause and reopen after publishing, only where pausing was chosen before. */
    async setRsvpPause(actor: Actor, id: number, active: boolean) {
      const write = await prepareRsvpPause(actor, id, active);
      await write();
      const event = await load(actor, [(await repo.findEvent(id))!]);
      return { event, message: active ? RSVP_MESSAGES.pauseClosed : RSVP_MESSAGES.pauseOpened };
    },

    prepareRsvpPause,

    /**
     * The event's fields as a form would send them, for an update to start from. A caller who may not change the
     * event hears so (403/404) here, before their form is read.
     */
    async storedForm(actor: Actor, id: number): Promise<Record<string, unknown>> {
      const row = await changeable(actor, id);
      const index = indexRelations(await relations.relationsOf([id]));
      const idsOf = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id);
      return {
        name: row.name,
        description: row.description,
        start: row.startAt.toISOString(),
        ends: row.endsAt.toISOString(),
        timezone: row.timezone,
        location: row.location,
        privacy: row.privacy,
        host_ids: idsOf(index.hosts.get(id)),
        group_ids: idsOf(index.groups.get(id)),
        office_ids: idsOf(index.offices.get(id)),
        event_type_id: row.eventTypeId,
        rsvp_pause_allowed: row.rsvpPauseAllowed,
        display_organizers_as_hosts: row.displayOrganizersAsHosts,
      };
    },

    async remove(actor: Actor, id: number) {
      const row = await changeable(actor, id);
      await repo.deleteEvent(id);
      await releaseCover(row.coverImageKey);
    },

    /** Unpublished copies with the same content; the caller hosts them too, so they show under Drafts. */
    async duplicate(actor: Actor, id: number, copies: number) {
      const source = await viewable(actor, id);
      const index = indexRelations(await relations.relationsOf([id]));
      const hostIds = [...new Set([...(index.hosts.get(id) ?? []).map((h) => h.id), actor.userId])];
      // The copy is the caller's: private groups they cannot see are left out, as if they had linked it themselves.
      const viewer = { id: actor.userId, isAdmin: mayViewEveryGroup(actor) };
      const sourceGroupIds = (index.groups.get(id) ?? []).map((g) => g.id);
      const groupIds = await links.linkableGroupIds(sourceGroupIds, viewer);
      const created: number[] = [];
      for (let i = 0; i < copies; i++) {
        const { id: _id, organizationId: _o, createdAt: _c, updatedAt: _u, ...rest } = source;
        const copyId = await repo.insertEvent({
          ...rest,
          published: false,
          publishedAt: null,
          rsvpPauseActive: false,
          createdById: actor.userId,
        });
        await links.replaceLinks(copyId, {
          hostIds,
          groupIds,
          officeIds: (index.offices.get(id) ?? []).map((o) => o.id),
        });
        await links.applyResources(
          copyId,
          (index.resources.get(id) ?? []).map((r) => ({ title: r.title, link: r.link })),
        );
        created.push(copyId);
      }
      return load(actor, await repo.findEvents(created));
    },
  };
}

export type EventsService = Implements<EventsPort, ReturnType<typeof createEventsService>>;
