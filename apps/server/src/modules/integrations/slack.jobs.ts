import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import { ProviderError } from '../../integrations/provider-error.ts';
import type { SlackClient } from '../../integrations/slack/slack-client.ts';
import { providerJob } from '../../jobs/provider-job.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { ConnectionStore } from './connection-store.ts';
import { slackTeamTakenByOther } from './integrations.cross-tenant.ts';
import type { SlackRsvpHandler } from './integrations.port.ts';
import { createSlackCalls } from './slack-calls.ts';
import { createSlackInbound, type InboundJob } from './slack-inbound.jobs.ts';

/** A post is tried this many times (429 and 5xx) before it counts as failed. */
const POST_ATTEMPTS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

interface OrganizationJob {
  organizationId: number;
}
export interface SyncChannelsJob extends OrganizationJob {
  /** The daily re-read: it goes on only when no other read happened in the last day. */
  periodic?: boolean;
}
export interface SyncMembersJob extends OrganizationJob {
  channelId: number;
}
export interface DeliverPostJob extends OrganizationJob {
  postId: number;
}
export interface RevokeJob extends OrganizationJob {
  connectionId: number;
}

/** Seconds to wait before the next try: what Slack asked (Retry-After), else 2, 4, 8 … seconds up to 5 minutes. */
const retryDelay = (error: ProviderError, attempt: number) =>
  error.retryAfterSeconds ?? Math.min(300, 2 ** Math.max(1, attempt));

/**
 * The Slack jobs (ADR 33): every call to Slack happens here, outside any transaction; each step that reads or writes
 * our rows is a short transaction in the organization's scope. 429 and 5xx are retried after Slack's Retry-After;
 * a revoked grant marks the connection broken and stops.
 */
export function createSlackWorker(deps: {
  tenancy: Pick<Tenancy, 'bind' | 'db' | 'inOrganization' | 'asSystem'>;
  client: SlackClient | null;
  store: ConnectionStore | null;
  queue: () => Queue;
  domainEvents: () => DomainEventPublisher;
  onRsvp: SlackRsvpHandler;
  logger: Logger;
}) {
  const { tenancy } = deps;
  const calls = createSlackCalls(deps);
  const { repo, org, scope, token, slack, emailsOf } = calls;

  /** A Slack job: a 429 with Retry-After queues it again for then (jobs/provider-job.ts). */
  const job = <T extends object>(name: string, handle: (data: T) => Promise<void>, retryLimit = 5) =>
    providerJob<T>({
      name,
      handle,
      retryLimit,
      later: (definition, data, seconds) => tenancy.asSystem(() => later(definition, data, seconds)),
    });

  /** Runs again later (Retry-After) without counting a failed job; wall time, as the queue compares with now(). */
  const later = <T extends object>(definition: JobDefinition<T>, data: T, seconds: number) =>
    deps.queue().enqueue(tenancy.db, definition, data, { startAfter: new Date(Date.now() + seconds * 1000) });

  // --- connect and revoke ---

  async function connect({ organizationId }: OrganizationJob) {
    const pending = await scope(organizationId, async () => {
      const row = await deps.store?.find('slack');
      if (row?.status !== 'connecting') return null;
      return { id: row.id, code: deps.store!.pendingCode(row) };
    });
    if (!pending || !deps.client) return;
    if (!pending.code) {
      await scope(organizationId, () => deps.store!.markBroken(pending.id, SLACK_MESSAGES.flowFailed));
      return;
    }
    let grant;
    try {
      grant = await deps.client.exchangeCode(pending.code.code, pending.code.redirectUri);
    } catch (error) {
      if (error instanceof ProviderError && error.retryable) throw error;
      deps.logger.warn({ organizationId, cause: (error as Error).message }, 'slack connect refused');
      await scope(organizationId, () => deps.store!.markBroken(pending.id, SLACK_MESSAGES.flowFailed));
      return;
    }
    const taken = await tenancy.asSystem(() => slackTeamTakenByOther(tenancy.db, grant.teamId, organizationId));
    if (taken) {
      await deps.client.revoke(grant.accessToken).catch(() => {});
      await scope(organizationId, () => deps.store!.markBroken(pending.id, SLACK_MESSAGES.alreadyConnected));
      return;
    }
    await scope(organizationId, async () => {
      const row = await deps.store!.find('slack', { lock: true });
      // Disconnected or started again meanwhile: this grant is not wanted.
      if (row?.id !== pending.id || row.status !== 'connecting') return;
      await deps.store!.saveGrant(row.id, {
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresInSeconds: grant.expiresInSeconds,
        externalId: grant.teamId,
        scopes: grant.scope,
        details: { team_name: grant.teamName, bot_user_id: grant.botUserId, app_id: grant.appId },
      });
      await org.setOrganizationSlack({ slackEnabled: true, slackTeamId: grant.teamId });
      await deps.queue().enqueue(tenancy.db, jobs.syncChannels, { organizationId });
    });
  }

  async function revoke({ organizationId, connectionId }: RevokeJob) {
    const held = await scope(organizationId, async () => {
      const row = await deps.store?.find('slack');
      if (row?.id !== connectionId || row.status !== 'revoking') return null;
      return { token: await deps.store!.accessToken(row) };
    });
    if (!held) return;
    if (held.token && deps.client) await deps.client.revoke(held.token);
    await scope(organizationId, async () => {
      const row = await deps.store!.find('slack', { lock: true });
      if (row?.id === connectionId && row.status === 'revoking') await deps.store!.remove(row.id);
    });
  }

  // --- channels and members ---

  async function syncChannels({ organizationId, periodic }: SyncChannelsJob) {
    const held = await scope(organizationId, async () => {
      const row = await deps.store?.find('slack');
      const last = row?.details.channels_synced_at;
      if (periodic && last && Date.now() - Date.parse(last) < DAY_MS - 60_000) return null;
      return { token: await token() };
    });
    if (!held?.token || !deps.client) return;
    const started = new Date();
    let cursor: string | undefined;
    do {
      const page = await slack(organizationId, () => deps.client!.listChannels(held.token!, cursor));
      await scope(organizationId, () => repo.upsertChannels(page.channels, new Date()));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    await scope(organizationId, async () => {
      await repo.markMissingChannels(started);
      const row = await deps.store!.find('slack', { lock: true });
      if (row) await deps.store!.setDetails(row.id, { ...row.details, channels_synced_at: new Date().toISOString() });
      const selected = await repo.selectedChannels();
      await deps.queue().enqueueMany(
        tenancy.db,
        jobs.syncMembers,
        selected.map((c) => ({ organizationId, channelId: c.id })),
      );
      // The daily re-read keeps names and members true even when events are missed.
      await deps
        .queue()
        .enqueue(
          tenancy.db,
          jobs.syncChannels,
          { organizationId, periodic: true },
          { startAfter: new Date(Date.now() + DAY_MS) },
        );
    });
  }

  async function syncMembers({ organizationId, channelId }: SyncMembersJob) {
    const held = await scope(organizationId, async () => {
      const [channel] = await repo.channelsByIds([channelId]);
      return channel?.selected ? { channel, token: await token() } : null;
    });
    if (!held?.token || !deps.client) return;
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await slack(organizationId, () =>
        deps.client!.channelMembers(held.token!, held.channel.slackId, cursor),
      );
      ids.push(...page.members);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const emails = await emailsOf(organizationId, held.token, ids);
    await scope(organizationId, async () => {
      const [channel] = await repo.channelsByIds([channelId]);
      if (!channel?.selected) return;
      const people = ids.filter((id) => emails.get(id));
      const matched = new Map(
        (await repo.usersByEmail(people.map((id) => emails.get(id)!))).map((u) => [u.email, u.id]),
      );
      const members = people.map((id) => ({
        slackUserId: id,
        email: emails.get(id)!,
        userId: matched.get(emails.get(id)!) ?? null,
      }));
      const change = await repo.replaceMembers(channelId, members, new Date());
      await deps.domainEvents().publish('slack.channel_members_changed', {
        channelId,
        groupId: channel.syncedGroupId,
        full: true,
        ...change,
      });
    });
  }

  // --- posts ---

  /** Marks a post done and, when it was its source's last, publishes slack.posts_settled. Runs in the scope. */
  async function settle(
    post: { id: number; sourceKind: 'communication' | 'announcement'; sourceId: number; sourceVersion: number },
    outcome: Parameters<typeof repo.finishPost>[1],
  ) {
    // Two posts of one source finishing at once: one after the other, so exactly one sees none pending.
    await tenancy.db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`slack_posts:${post.sourceKind}:${post.sourceId}`}))`,
    );
    await repo.finishPost(post.id, outcome);
    const counts = await repo.postCounts({ kind: post.sourceKind, id: post.sourceId });
    if (counts.pending > 0) return;
    await deps.domainEvents().publish('slack.posts_settled', {
      source: { kind: post.sourceKind, id: post.sourceId, version: post.sourceVersion },
      sent: counts.sent,
      failed: counts.failed,
      error: counts.error,
    });
  }

  async function deliverPost(data: DeliverPostJob) {
    const { organizationId, postId } = data;
    const held = await scope(organizationId, async () => {
      const post = await repo.findPost(postId);
      if (!post || post.status !== 'pending') return null;
      const slackToken = await token();
      if (!slackToken) {
        await settle(post, { status: 'failed', error: 'not_connected' });
        return null;
      }
      return { post, token: slackToken };
    });
    if (!held || !deps.client) return;
    const { post } = held;
    try {
      const { ts } = await slack(organizationId, () =>
        deps.client!.postMessage(held.token, post.slackChannelId, post.message as never),
      );
      await scope(organizationId, () => settle(post, { status: 'sent', ts, at: new Date() }));
    } catch (error) {
      const e = error instanceof ProviderError ? error : new ProviderError('slack', 'request_error', 'retryable');
      if (e.retryable && post.attempts + 1 < POST_ATTEMPTS) {
        await scope(organizationId, async () => {
          await repo.finishPost(post.id, { attempt: e.code });
          await later(jobs.deliverPost, data, retryDelay(e, post.attempts + 1));
        });
        return;
      }
      await scope(organizationId, () => settle(post, { status: 'failed', error: e.code }));
    }
  }

  const syncChannelsJob = job<SyncChannelsJob>('slack-sync-channels', syncChannels);
  const jobs = {
    connect: job<OrganizationJob>('slack-connect', connect),
    revoke: job<RevokeJob>('slack-revoke', revoke),
    syncChannels: syncChannelsJob,
    syncMembers: job<SyncMembersJob>('slack-sync-members', syncMembers),
    deliverPost: job<DeliverPostJob>('deliver-slack-post', deliverPost, 2),
    inbound: job<InboundJob>(
      'slack-inbound',
      createSlackInbound(calls, {
        ...deps,
        resyncChannels: (organizationId): Promise<void> =>
          deps.queue().enqueue(tenancy.db, syncChannelsJob, { organizationId }),
      }),
    ),
  };

  return { jobs, definitions: Object.values(jobs) as JobDefinition<never>[] };
}

export type SlackWorker = ReturnType<typeof createSlackWorker>;
export type SlackJobs = SlackWorker['jobs'];
