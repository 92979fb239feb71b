import {
  ANNOUNCEMENT_MESSAGES as M,
  announcementActions,
  type AnnouncementAction,
  type AnnouncementInput,
} from '@huddle/domain/announcement-schemas';
import { isPastCollection } from '@huddle/domain/collection-schemas';
import { scheduleRefusal } from '@huddle/domain/communication-schemas';
import { mayManageCollections, mayViewCollection } from '@huddle/domain/policy/collections';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventCatalog } from '../../domain-events/catalog.ts';
import type { DispatchAnnouncementData } from '../../jobs/dispatch-announcement.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import { textMessage } from '../../integrations/slack/blocks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { InvitedChannelsPort } from '../communications/communications.port.ts';
import type { SlackPort } from '../integrations/integrations.port.ts';
import { channelMap, presentAnnouncement, statusOf, type AnnouncementChannel } from './announcements.presenter.ts';
import * as announcementsRepository from './announcements.repository.ts';
import type { AnnouncementRow } from './announcements.repository.ts';
import * as collectionsRepository from './collections.repository.ts';
import type { CollectionRow } from './collections.repository.ts';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';

const refused = (message: string) => new AppError('validation', message);

/**
 * Collection announcements (spec events §2–§8, ADR 33): composed by a collection's managers, sent by the
 * dispatch-announcement job at their time (or now) as Slack posts to channels that received or are scheduled to
 * receive an invitation of the collection's events; `slack.posts_settled` makes them Sent or Failed.
 */
export function createAnnouncementsService(deps: {
  db: Db;
  bind: Tenancy['bind'];
  clock: Clock;
  queue: Queue;
  dispatchJob: JobDefinition<DispatchAnnouncementData>;
  slack: Pick<SlackPort, 'isConnected' | 'channelsByIds' | 'queuePosts'>;
  invitedChannels: InvitedChannelsPort;
  /** The collection's page, from configuration (ADR 11), for the message's "View collection" button. */
  collectionUrl: (organizationId: number, collectionId: number) => Promise<string>;
}) {
  const repo = deps.bind(announcementsRepository);
  const collections = deps.bind(collectionsRepository);

  function manager(actor: Actor) {
    if (!mayManageCollections(actor)) throw forbidden(COLLECTION_MESSAGES.forbidden);
  }

  /** The collection as its managers see it: another organization's or an unknown one is 404. */
  async function collectionOf(actor: Actor, id: number) {
    const row = await collections.findCollection(id);
    // Not found before not allowed, as the collection mutations answer (a draft is its managers' alone).
    if (!row || !mayViewCollection(actor, row)) throw notFound(COLLECTION_MESSAGES.notFound);
    manager(actor);
    return row;
  }

  /** An announcement the actor may `action` (spec events §4; null: any), with its collection. */
  async function changeable(actor: Actor, id: number, action: AnnouncementAction | null) {
    const row = await repo.findAnnouncement(id);
    if (!row) throw notFound(M.notFound);
    const collection = await collectionOf(actor, row.eventsCollectionId);
    if (action && !announcementActions(statusOf(row.status)).includes(action)) throw refused(M.notChangeable);
    return { row, collection };
  }

  function announceable(collection: CollectionRow) {
    if (!collection.published) throw refused(M.notPublished);
    if (isPastCollection(collection.endsAt, deps.clock.now())) throw refused(M.pastCollection);
  }

  /** Spec events §7, §5: the channels that received or are scheduled to receive an invitation of its events. */
  async function channelsOf(collectionId: number): Promise<AnnouncementChannel[]> {
    const eventIds = await repo.eventIdsOf(collectionId);
    const ids = await deps.invitedChannels.slackChannelsInvitedTo(eventIds);
    const channels = await deps.slack.channelsByIds(ids);
    return channels.filter((c) => c.selected);
  }

  /** The input's rules (spec events §5, §6; scheduling as the communications document's), as row values. */
  async function checked(collection: CollectionRow, input: AnnouncementInput) {
    announceable(collection);
    if (!input.messageBody.trim()) throw refused(M.messageRequired);
    const channelIds = [...new Set(input.recipients.map((r) => r.recipientId))];
    if (channelIds.length === 0) throw refused(M.recipientsRequired);
    if (!(await deps.slack.isConnected())) throw refused(SLACK_MESSAGES.notConnected);
    const allowed = new Set((await channelsOf(collection.id)).map((c) => c.id));
    if (channelIds.some((id) => !allowed.has(id))) throw refused(M.channelNotInvited);
    const now = deps.clock.now();
    let scheduledFor: Date | null = null;
    if (input.isScheduled) {
      const refusal = scheduleRefusal(input.scheduledFor, now, 'message', now);
      if (refusal) throw refused(refusal);
      scheduledFor = new Date(input.scheduledFor!);
    }
    return {
      messageBody: input.messageBody,
      deliveryMethod: 'slack' as const,
      channelIds,
      isScheduled: scheduledFor !== null,
      scheduledFor,
      addCalendarInvitation: input.addCalendarInvitation,
      // Scheduled ones wait for their job; the others go out now (the job queues the posts).
      status: scheduledFor ? ('scheduled' as const) : ('sending' as const),
      error: null,
    };
  }

  /** The dispatch job, in the transaction of the row it sends (ARCHITECTURE.md §3.7). */
  function enqueue(row: AnnouncementRow) {
    const data = { announcementId: row.id, version: row.version, organizationId: row.organizationId };
    const startAfter = row.status === 'scheduled' && row.scheduledFor ? row.scheduledFor : undefined;
    return deps.queue.enqueue(deps.db, deps.dispatchJob, data, startAfter ? { startAfter } : {});
  }

  async function fail(data: DispatchAnnouncementData, error: string) {
    await repo.moveStatus(data.announcementId, data.version, ['scheduled', 'sending'], { status: 'failed', error });
  }

  /** Announcements as the GraphQL shows them, with their channels' names and senders, in two reads. */
  async function presented(which: { collectionId: number } | { id: number }) {
    const rows = await repo.announcementsOf(which);
    const ids = [...new Set(rows.flatMap((r) => r.announcement.channelIds))];
    const channels = channelMap(ids.length ? await deps.slack.channelsByIds(ids) : []);
    return rows.map((r) => presentAnnouncement(r.announcement, r.sender, channels));
  }
  const one = async (id: number) => (await presented({ id }))[0]!;

  return {
    /**
     * A caller who may not manage the collection or announcement hears so (403/404) before their input is read:
     * a refused input is the payload's `errors`, these are not.
     */
    async assertAccess(actor: Actor, which: { collectionId: number } | { id: number }) {
      if ('id' in which) await changeable(actor, which.id, null);
      else await collectionOf(actor, which.collectionId);
    },

    /** A collection's announcements (its managers'; others see none). */
    list: async (actor: Actor, collectionId: number) =>
      mayManageCollections(actor) ? presented({ collectionId }) : [],

    /** The channels the collection may be announced to (none for those who may not announce it). */
    async announceableChannels(actor: Actor, collectionId: number) {
      return mayManageCollections(actor) ? channelsOf(collectionId) : [];
    },

    async create(actor: Actor, input: AnnouncementInput) {
      if (!input.eventsCollectionId) throw notFound(COLLECTION_MESSAGES.notFound);
      const collection = await collectionOf(actor, input.eventsCollectionId);
      const values = await checked(collection, input);
      const row = await repo.insertAnnouncement({
        ...values,
        eventsCollectionId: collection.id,
        sentById: actor.userId,
      });
      await enqueue(row);
      return one(row.id);
    },

    async update(actor: Actor, id: number, input: AnnouncementInput) {
      const { collection } = await changeable(actor, id, 'edit');
      const row = await repo.updateAnnouncement(id, { ...(await checked(collection, input)), sentById: actor.userId });
      await enqueue(row);
      return one(row.id);
    },

    async destroy(actor: Actor, id: number) {
      await changeable(actor, id, 'delete');
      const gone = await one(id);
      await repo.deleteAnnouncement(id);
      return gone;
    },

    async sendNow(actor: Actor, id: number) {
      const { collection } = await changeable(actor, id, 'send_now');
      announceable(collection);
      const values = { status: 'sending' as const, isScheduled: false, scheduledFor: null, sentById: actor.userId };
      const row = await repo.updateAnnouncement(id, values);
      await enqueue(row);
      return one(row.id);
    },

    /**
     * The job: queues one Slack post per channel and moves the announcement to Sending. A job of an older version
     * (edited, sent now or deleted since) does nothing; a retried one queues nothing twice (the outbox is unique).
     */
    async dispatch(data: DispatchAnnouncementData) {
      const row = await repo.findAnnouncement(data.announcementId);
      if (!row || row.version !== data.version || !['scheduled', 'sending'].includes(row.status)) return;
      const collection = await collections.findCollection(row.eventsCollectionId);
      if (!collection) return;
      if (isPastCollection(collection.endsAt, deps.clock.now())) return fail(data, M.pastCollection);
      const { slack } = deps;
      if (!(await slack.isConnected())) return fail(data, SLACK_MESSAGES.notConnected);
      const url = await deps.collectionUrl(row.organizationId, collection.id);
      await slack.queuePosts({
        source: { kind: 'announcement', id: row.id, version: row.version },
        channelIds: row.channelIds,
        message: textMessage(row.messageBody, { label: 'View collection', url }),
      });
      const sentAt = deps.clock.now();
      await repo.moveStatus(row.id, row.version, ['scheduled', 'sending'], { status: 'sending', sentAt });
    },

    /** The job gave up: the announcement shows Failed rather than Sending for ever. */
    giveUp: (data: DispatchAnnouncementData) => fail(data, 'The announcement could not be sent.'),

    /**
     * `slack.posts_settled` of an announcement: Sent when any channel got it, Failed when none did (as communications
     * do), keeping Slack's last error code either way.
     */
    async settled({ source, sent, failed, error }: DomainEventCatalog['slack.posts_settled']) {
      if (source.kind !== 'announcement') return;
      const status = sent > 0 ? ('sent' as const) : ('failed' as const);
      await repo.moveStatus(source.id, source.version, ['sending'], { status, error: failed > 0 ? error : null });
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
