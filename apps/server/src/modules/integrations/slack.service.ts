import {
  SLACK_CHANNELS_PAGE_SIZE,
  SLACK_MESSAGES,
  SLACK_OAUTH_STATE_TTL_MS,
  SLACK_RETURN_PATH,
  SLACK_SCOPES,
  type AddSlackInput,
  type SlackChannelsQuery,
  type SyncablesInput,
} from '@huddle/domain/slack-schemas';
import type { SlackConfig } from '../../config.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import type { Queue } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Implements } from '../../lib/port.ts';
import type { Actor } from '../auth/actor.ts';
import type { ConnectionStore } from './connection-store.ts';
import type { SlackPort } from './integrations.port.ts';
import * as organizationSlack from './organization-slack.repository.ts';
import type { InboundJob } from './slack-inbound.jobs.ts';
import type { SlackJobs } from './slack.jobs.ts';
import * as slackRepository from './slack.repository.ts';

const refuse = (message: string) => new AppError('validation', message);

/**
 * Slack for the organization's admins and for other modules (ADR 33): the connection, the channels and their
 * selection, and the port. Nothing here talks to Slack: it writes rows and queues the jobs that do.
 */
export function createSlackService(deps: {
  tenancy: Pick<Tenancy, 'bind' | 'db' | 'currentOrganization'>;
  config: SlackConfig | null;
  store: ConnectionStore | null;
  queue: Queue;
  jobs: SlackJobs;
  domainEvents: DomainEventPublisher;
  /** The organization's address (from configuration): the OAuth redirect is built on it. */
  linkBase: (organization: { subdomain: string }) => string;
}) {
  const repo = deps.tenancy.bind(slackRepository);
  const org = deps.tenancy.bind(organizationSlack);
  const { db } = deps.tenancy;

  function configured() {
    if (!deps.config || !deps.store) throw refuse(SLACK_MESSAGES.notConfigured);
    return { config: deps.config, store: deps.store };
  }

  async function connection() {
    return deps.store ? deps.store.find('slack') : null;
  }

  async function isConnected() {
    return (await connection())?.status === 'connected';
  }

  async function requireConnected() {
    configured();
    if (!(await isConnected())) throw refuse(SLACK_MESSAGES.notConnected);
  }

  const returnUrl = (subdomain: string) => `${deps.linkBase({ subdomain })}${SLACK_RETURN_PATH}`;

  const port = {
    isConnected,
    channelsByIds: (ids: readonly number[]) => repo.channelsByIds(ids),
    async queuePosts({ source, channelIds, message }: Parameters<SlackPort['queuePosts']>[0]) {
      const channels = await repo.channelsByIds(channelIds);
      const inserted = await repo.insertPosts(
        channels.map((c) => ({
          sourceKind: source.kind,
          sourceId: source.id,
          sourceVersion: source.version,
          channelId: c.id,
          slackChannelId: c.slackId,
          message: message as { text: string; blocks?: unknown[] },
        })),
      );
      // Queuing again adds no post; only new posts get a job (a job of a done post does nothing anyway).
      const organizationId = currentOrganizationId();
      await deps.queue.enqueueMany(
        db,
        deps.jobs.deliverPost,
        inserted.map((postId) => ({ organizationId, postId })),
      );
      return inserted.length;
    },
    postCounts: async (source: { kind: 'communication' | 'announcement'; id: number }) => {
      const { pending, sent, failed } = await repo.postCounts(source);
      return { pending, sent, failed };
    },
    async syncChannelToGroup(groupId: number, channelId: number | null) {
      const current = await repo.channelOfGroup(groupId);
      if (channelId === null || current?.id === channelId) {
        if (channelId === null && current) await repo.linkGroup(current.id, null);
        return;
      }
      const [channel] = await repo.channelsByIds([channelId]);
      if (!channel?.selected) throw refuse(SLACK_MESSAGES.unknownChannel);
      if (channel.syncedGroupId !== null) throw refuse(SLACK_MESSAGES.channelAlreadySynced);
      if (current) await repo.linkGroup(current.id, null);
      await repo.linkGroup(channel.id, groupId);
      const members = await repo.memberUserIds(channel.id);
      // The group takes the members as last read now, and again when the member sync below has read Slack.
      await deps.domainEvents.publish('slack.channel_members_changed', {
        channelId: channel.id,
        groupId,
        full: true,
        added: members,
        removed: [],
      });
      await enqueueMemberSync([channel.id]);
    },
    channelOfGroup: (groupId: number) => repo.channelOfGroup(groupId),
    channelMemberUserIds: (channelId: number) => repo.memberUserIds(channelId),
  };

  async function enqueueMemberSync(channelIds: number[]) {
    const organizationId = currentOrganizationId();
    await deps.queue.enqueueMany(
      db,
      deps.jobs.syncMembers,
      channelIds.map((channelId) => ({ organizationId, channelId })),
    );
  }

  /** The scope's organization: the jobs queued here run in it. */
  const currentOrganizationId = () => deps.tenancy.currentOrganization()!;

  return {
    ...port,

    /** GET /api/organizations/slack_status. */
    async status() {
      const row = await connection();
      const status = !row || row.status === 'revoking' ? 'none' : row.status;
      const selected = status === 'none' ? [] : await repo.selectedChannels();
      return {
        configured: Boolean(deps.config && deps.store),
        status,
        teamName: status === 'none' ? null : (row?.details.team_name ?? null),
        error: status === 'broken' ? (row?.error ?? SLACK_MESSAGES.broken) : null,
        channelsSyncedAt: status === 'none' ? null : (row?.details.channels_synced_at ?? null),
        syncedChannelsCount: selected.length,
      } as const;
    },

    /** POST /api/organizations/slack_oauth: a single-use state, and the authorize URL the popup opens. */
    async startOAuth(actor: Actor, subdomain: string) {
      const { config, store } = configured();
      return store.startAuthorization(
        { userId: actor.userId, provider: 'slack', ttlMs: SLACK_OAUTH_STATE_TTL_MS },
        config.authorizeUrl,
        { client_id: config.clientId, scope: SLACK_SCOPES.join(','), redirect_uri: returnUrl(subdomain) },
      );
    },

    /** POST /api/organizations/add_slack: the code waits, sealed, for the connect job (a call to Slack). */
    async addSlack(actor: Actor, subdomain: string, input: AddSlackInput) {
      const { store } = configured();
      if (input.redirect_uri !== returnUrl(subdomain)) throw refuse(SLACK_MESSAGES.flowFailed);
      if (!(await store.consumeState(actor.userId, 'slack'))) throw refuse(SLACK_MESSAGES.stateExpired);
      await store.startConnecting('slack', {
        code: input.code,
        redirectUri: input.redirect_uri,
        createdById: actor.userId,
      });
      await deps.queue.enqueue(db, deps.jobs.connect, { organizationId: actor.organizationId });
      return { status: 'connecting' as const };
    },

    /**
     * GET or POST /api/organizations/remove_slack: Slack is off at once (nothing more is posted, synced groups are
     * managed by members again); the revoke job then tells Slack and forgets the token.
     */
    async removeSlack(actor: Actor) {
      configured();
      const row = await deps.store!.find('slack', { lock: true });
      if (!row || row.status === 'revoking') throw refuse(SLACK_MESSAGES.notConnected);
      await deps.store!.markRevoking(row.id);
      await org.setOrganizationSlack({ slackEnabled: false, slackTeamId: null });
      await repo.setSelection([]);
      for (const source of await repo.failPending('disconnected')) {
        const counts = await repo.postCounts({ kind: source.sourceKind, id: source.sourceId });
        await deps.domainEvents.publish('slack.posts_settled', {
          source: { kind: source.sourceKind, id: source.sourceId, version: source.sourceVersion },
          sent: counts.sent,
          failed: counts.failed,
          error: counts.error,
        });
      }
      await deps.queue.enqueue(db, deps.jobs.revoke, { organizationId: actor.organizationId, connectionId: row.id });
    },

    /** GET /api/organizations/slack: a page of 30 channels by name. */
    async channels(query: SlackChannelsQuery) {
      await requireConnected();
      const limit = SLACK_CHANNELS_PAGE_SIZE;
      const { rows, total } = await repo.pageChannels({ ...query, limit, offset: (query.page - 1) * limit });
      return { rows, meta: pageMeta({ page: query.page, per_page: limit }, total) };
    },

    syncedChannels: () => repo.selectedChannels(),

    /** GET /api/organizations/syncables: the selected channels with their members as last read. */
    async syncables() {
      const channels = await repo.selectedChannels();
      const members = await repo.membersOf(channels.map((c) => c.id));
      return channels.map((c) => ({ ...c, members: members.filter((m) => m.channelId === c.id) }));
    },

    /** PUT /api/organizations/syncables: the selection becomes exactly these channels of the workspace. */
    async saveSyncables(input: SyncablesInput) {
      await requireConnected();
      const ids = [...new Set(input.syncables.flatMap((s) => s.ids))];
      const known = await repo.channelsByIds(ids);
      if (known.length !== ids.length) throw refuse(SLACK_MESSAGES.unknownChannel);
      const { added } = await repo.setSelection(ids);
      await enqueueMemberSync(added);
    },

    /** A verified call from Slack: its job finds the organization and does the work (slack-inbound.routes.ts). */
    receive: (job: InboundJob) => deps.queue.enqueue(db, deps.jobs.inbound, job),

    /** GET /api/organizations/slack_channel_description. */
    async description(slackId: string) {
      const channel = await repo.channelBySlackId(slackId);
      if (!channel) throw notFound('Channel not found');
      return channel.description;
    },
  };
}

export type SlackService = Implements<SlackPort, ReturnType<typeof createSlackService>>;
