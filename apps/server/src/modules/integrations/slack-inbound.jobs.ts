import type { Tenancy } from '../../db/tenancy.ts';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import { rsvpAnswerOf } from '../../integrations/slack/blocks.ts';
import type { SlackClient } from '../../integrations/slack/slack-client.ts';
import { organizationOfSlackTeam } from './integrations.cross-tenant.ts';
import type { SlackRsvpHandler } from './integrations.port.ts';
import type { SlackCalls } from './slack-calls.ts';

/** What Slack posted to us, verified (slack-inbound.routes.ts). */
export interface InboundJob {
  kind: 'event' | 'interaction';
  teamId: string;
  payload: Record<string, unknown>;
}

/**
 * The job of Slack's verified calls (ADR 33): the workspace's organization from the team id, then a member who
 * joined or left a selected channel, an RSVP button pressed, the app removed, or channels changed.
 */
export function createSlackInbound(
  calls: SlackCalls,
  deps: {
    tenancy: Pick<Tenancy, 'db' | 'asSystem'>;
    client: SlackClient | null;
    domainEvents: () => DomainEventPublisher;
    onRsvp: SlackRsvpHandler;
    /** Queues a read of the channel list (in the organization's scope). */
    resyncChannels: (organizationId: number) => Promise<void>;
  },
) {
  const { repo, scope, token, emailsOf, breakConnection } = calls;
  const { tenancy } = deps;

  async function memberEvent(organizationId: number, event: Record<string, unknown>, joined: boolean) {
    const slackChannelId = String(event.channel ?? '');
    const slackUserId = String(event.user ?? '');
    const held = await scope(organizationId, async () => {
      const channel = await repo.channelBySlackId(slackChannelId);
      return channel?.selected ? { channel, token: await token() } : null;
    });
    if (!held?.token || !slackUserId) return;
    const email = joined
      ? ((await emailsOf(organizationId, held.token, [slackUserId])).get(slackUserId) ?? null)
      : null;
    await scope(organizationId, async () => {
      let added: number[] = [];
      let removed: number[] = [];
      if (joined) {
        if (!email) return;
        const [user] = await repo.usersByEmail([email]);
        const isNew = await repo.addMember(held.channel.id, { slackUserId, email, userId: user?.id ?? null });
        if (isNew && user) added = [user.id];
      } else {
        const gone = await repo.removeMember(held.channel.id, slackUserId);
        if (gone?.userId) removed = [gone.userId];
      }
      if (!added.length && !removed.length) return;
      await deps.domainEvents().publish('slack.channel_members_changed', {
        channelId: held.channel.id,
        groupId: held.channel.syncedGroupId,
        full: false,
        added,
        removed,
      });
    });
  }

  async function interaction(organizationId: number, payload: Record<string, unknown>) {
    if (payload.type !== 'block_actions') return;
    const user = payload.user as { id?: string } | undefined;
    const responseUrl = typeof payload.response_url === 'string' ? payload.response_url : null;
    const actions = Array.isArray(payload.actions) ? (payload.actions as { action_id?: string; value?: string }[]) : [];
    for (const action of actions) {
      const answer = rsvpAnswerOf(action.action_id ?? '');
      const eventId = Number(action.value);
      if (!answer || !Number.isSafeInteger(eventId) || eventId <= 0 || !user?.id) continue;
      const slackToken = await scope(organizationId, token);
      if (!slackToken || !deps.client) return;
      const email = (await emailsOf(organizationId, slackToken, [user.id])).get(user.id) ?? null;
      const reply = await scope(organizationId, () => deps.onRsvp({ eventId, answer, email, slackUserId: user.id! }));
      if (responseUrl) await deps.client.respond(responseUrl, { text: reply.text });
    }
  }

  async function inbound({ kind, teamId, payload }: InboundJob) {
    const organizationId = await tenancy.asSystem(() => organizationOfSlackTeam(tenancy.db, teamId));
    if (organizationId === null) return;
    if (kind === 'interaction') return interaction(organizationId, payload);
    const event = (payload.event ?? {}) as Record<string, unknown>;
    switch (event.type) {
      case 'member_joined_channel':
        return memberEvent(organizationId, event, true);
      case 'member_left_channel':
        return memberEvent(organizationId, event, false);
      case 'app_uninstalled':
      case 'tokens_revoked':
        return breakConnection(organizationId);
      case 'channel_created':
      case 'channel_rename':
      case 'channel_archive':
      case 'channel_unarchive':
      case 'channel_deleted':
        await scope(organizationId, () => deps.resyncChannels(organizationId));
        return;
      default:
        return;
    }
  }

  return inbound;
}
