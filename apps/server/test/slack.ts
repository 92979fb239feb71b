import { SLACK_RETURN_PATH } from '@huddle/domain/slack-schemas';
import type { TestApp } from './build-app.ts';
import { callAs, type Caller } from './call.ts';
import { until } from './eventually.ts';
import type { FakeSlack } from './fakes/slack/slack-server.ts';
import type { FakeChannelInput } from './fakes/slack/slack-state.ts';

/** The environment of a test app whose Slack app is the fake (ADR 33: the configuration names are fixed). */
export function slackEnv(fake: FakeSlack): Record<string, string> {
  return {
    SLACK_CLIENT_ID: fake.clientId,
    SLACK_CLIENT_SECRET: fake.clientSecret,
    SLACK_SIGNING_SECRET: fake.signingSecret,
    SLACK_API_URL: fake.apiUrl,
    SLACK_AUTHORIZE_URL: fake.authorizeUrl,
    INTEGRATIONS_KEY: 'test-integrations-key-0123456789abcdef',
  };
}

/** The organization's Slack return page, as the server builds it from configuration. */
export const slackReturnUrl = (subdomain: string) => `http://${subdomain}.huddle.test${SLACK_RETURN_PATH}`;

/** A workspace in the fake with people and channels, for `connectWorkspace`. */
export function addWorkspace(
  fake: FakeSlack,
  p: {
    teamId: string;
    name?: string;
    users?: { id: string; email: string; real_name?: string }[];
    channels?: (Omit<FakeChannelInput, 'members'> & { members?: string[]; botMember?: boolean })[];
  },
) {
  fake.addTeam({ id: p.teamId, name: p.name ?? `Workspace ${p.teamId}` });
  for (const u of p.users ?? []) fake.addUser(p.teamId, { real_name: u.email, ...u });
  for (const c of p.channels ?? []) {
    const { botMember, members = [], ...rest } = c;
    fake.addChannel(p.teamId, { ...rest, members: botMember ? [...members, fake.botUserId(p.teamId)] : members });
  }
}

/**
 * Connects the admin's organization to the fake's workspace the way the web does (slack_oauth, Slack's code,
 * add_slack), waits for the connect and channel jobs (the app needs `workers: true`), selects the channels named by
 * Slack id, and waits for their members. Returns the organization's channels by Slack id.
 */
export async function connectWorkspace(
  t: TestApp,
  admin: Caller,
  subdomain: string,
  fake: FakeSlack,
  p: { teamId: string; select?: string[] },
) {
  const started = await callAs(t, admin, 'POST', '/api/organizations/slack_oauth');
  if (started.statusCode !== 200) throw new Error(`slack_oauth: ${started.statusCode} ${started.body}`);
  const redirectUri = slackReturnUrl(subdomain);
  const code = fake.issueCode(p.teamId, redirectUri);
  const added = await callAs(t, admin, 'POST', '/api/organizations/add_slack', { code, redirect_uri: redirectUri });
  if (added.statusCode !== 202) throw new Error(`add_slack: ${added.statusCode} ${added.body}`);
  await until(
    async () => (await callAs(t, admin, 'GET', '/api/organizations/slack_status')).json(),
    (s: { status: string; channels_synced_at: string | null }) =>
      s.status === 'broken' || Boolean(s.channels_synced_at),
  );
  const channels = await allChannels(t, admin);
  const ids = (p.select ?? []).map((slackId) => {
    const channel = channels.get(slackId);
    if (!channel) throw new Error(`no channel ${slackId} in the organization`);
    return channel.id;
  });
  if (ids.length) {
    const saved = await callAs(t, admin, 'PUT', '/api/organizations/syncables', {
      syncables: [{ ids, type: 'slack_channels' }],
    });
    if (saved.statusCode !== 200) throw new Error(`syncables: ${saved.statusCode} ${saved.body}`);
    await until(
      async () => (await callAs(t, admin, 'GET', '/api/organizations/syncables')).json().data,
      (rows: { slack_users: unknown[] }[]) => rows.length === ids.length && rows.every((r) => r.slack_users.length > 0),
    ).catch(() => undefined);
  }
  return allChannels(t, admin);
}

type ChannelRow = { id: number; slack_id: string; name: string; selected: boolean; synced_group_id: number | null };

/** Every channel of the organization, by Slack id (all pages). */
export async function allChannels(t: TestApp, admin: Caller) {
  const channels = new Map<string, ChannelRow>();
  for (let page = 1; ; page++) {
    const answer = await callAs(t, admin, 'GET', `/api/organizations/slack?page=${page}`);
    if (answer.statusCode !== 200) throw new Error(`slack channels: ${answer.statusCode} ${answer.body}`);
    const { data, meta } = answer.json() as { data: ChannelRow[]; meta: { total_pages: number } };
    for (const c of data) channels.set(c.slack_id, c);
    if (page >= meta.total_pages) return channels;
  }
}
