import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import { ProviderError } from '../../integrations/provider-error.ts';
import type { SlackClient, SlackUserInfo } from '../../integrations/slack/slack-client.ts';
import type { ConnectionStore } from './connection-store.ts';
import * as organizationSlack from './organization-slack.repository.ts';
import * as slackRepository from './slack.repository.ts';

/**
 * What every Slack job does around its calls (ADR 33): short transactions in the organization's scope, the
 * workspace's token, a revoked grant breaking the connection, and Slack users' emails (read once, then kept).
 */
export function createSlackCalls(deps: {
  tenancy: Pick<Tenancy, 'bind' | 'inOrganization'>;
  client: SlackClient | null;
  store: ConnectionStore | null;
}) {
  const repo = deps.tenancy.bind(slackRepository);
  const org = deps.tenancy.bind(organizationSlack);
  const scope = <T>(organizationId: number, work: () => Promise<T>) =>
    deps.tenancy.inOrganization(organizationId, work);

  /** The workspace's token, or null when Slack is off, not connected or broken. Runs in the scope. */
  async function token() {
    if (!deps.store) return null;
    const row = await deps.store.find('slack');
    if (row?.status !== 'connected') return null;
    return deps.store.accessToken(row);
  }

  /** The grant is gone: the connection shows broken, Slack is off for organizers until an admin connects again. */
  async function breakConnection(organizationId: number) {
    await scope(organizationId, async () => {
      const row = await deps.store?.find('slack', { lock: true });
      if (row && row.status === 'connected') await deps.store!.markBroken(row.id, SLACK_MESSAGES.broken);
      const current = await org.organizationSlack();
      await org.setOrganizationSlack({ slackEnabled: false, slackTeamId: current?.slackTeamId ?? null });
    });
  }

  /** Runs a Slack call; a revoked grant breaks the connection and is rethrown. */
  async function slack<T>(organizationId: number, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderError && error.revoked) await breakConnection(organizationId);
      throw error;
    }
  }

  /** Users whose email we know from any channel of the organization; the others are asked from Slack (users.info). */
  async function emailsOf(organizationId: number, slackToken: string, slackUserIds: string[]) {
    const known = await scope(organizationId, () => repo.knownSlackUsers(slackUserIds));
    const found = new Map<string, string | null>(known.map((k) => [k.slackUserId, k.email]));
    for (const id of slackUserIds) {
      if (found.has(id)) continue;
      const user: SlackUserInfo = await slack(organizationId, () => deps.client!.userInfo(slackToken, id));
      found.set(id, user.deleted || user.isBot ? null : user.email);
    }
    return found;
  }

  return { repo, org, scope, token, breakConnection, slack, emailsOf };
}

export type SlackCalls = ReturnType<typeof createSlackCalls>;
