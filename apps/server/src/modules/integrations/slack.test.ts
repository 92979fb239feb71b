import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs } from '../../../test/call.ts';
import { queueSettled, until } from '../../../test/eventually.ts';
import { startFakeSlack, type FakeSlack } from '../../../test/fakes/slack/slack-server.ts';
import {
  eventCallback,
  memberJoinedChannel,
  memberLeftChannel,
  slackRequest,
} from '../../../test/fakes/slack/signing.ts';
import { createUser } from '../../../test/factories.ts';
import type { allChannels } from '../../../test/slack.ts';
import { addWorkspace, connectWorkspace, slackEnv, slackReturnUrl } from '../../../test/slack.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { integrationConnections } from '../../db/schema/integrations.ts';
import { textMessage } from '../../integrations/slack/blocks.ts';

const TEAM = 'T0ACME';
let fake: FakeSlack;
let t: TestApp;
let s: Tenants;
let channels: Awaited<ReturnType<typeof allChannels>>;

// 65 public channels (three pages of 30), the bot in some; one private channel with the bot, one without.
const PUBLIC = Array.from({ length: 65 }, (_, i) => ({
  id: `C${String(i).padStart(4, '0')}`,
  name: `team-${String(i).padStart(2, '0')}`,
  is_private: false,
  members: i === 0 ? ['U1', 'U2', 'UX'] : ['U1'],
  botMember: i < 3,
}));

beforeAll(async () => {
  fake = await startFakeSlack();
  t = await buildTestApp({ workers: true, env: slackEnv(fake) });
  s = await twoTenants(t);
  const ann = await createUser(t.db, s.acme, { email: 'ann@acme.test', firstName: 'Ann' });
  void ann;
  addWorkspace(fake, {
    teamId: TEAM,
    name: 'Acme Workspace',
    users: [
      { id: 'U1', email: 'ann@acme.test' },
      { id: 'U2', email: s.user.user.email },
      { id: 'UX', email: 'stranger@elsewhere.test' },
    ],
    channels: [
      ...PUBLIC,
      { id: 'G0SECRET', name: 'secret', is_private: true, members: ['U1'], botMember: true },
      { id: 'G0HIDDEN', name: 'hidden', is_private: true, members: ['U1'] },
    ],
  });
  addWorkspace(fake, { teamId: 'T0GLOBEX', channels: [{ id: 'C9GLOBEX', name: 'globex', is_private: false }] });
  // Slack rate-limits the first read of the channel list: the job waits for its Retry-After and reads again.
  fake.failNext('conversations.list', { status: 429, retryAfter: 1 }, 1);
  channels = await connectWorkspace(t, s.admin, s.acme.subdomain, fake, {
    teamId: TEAM,
    select: ['C0000', 'G0SECRET'],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('connecting Slack', () => {
  it('connects through OAuth: the workspace, its channels read page by page, the token sealed', async () => {
    const status = (await callAs(t, s.admin, 'GET', '/api/organizations/slack_status')).json();
    expect(status).toMatchObject({ configured: true, status: 'connected', team_name: 'Acme Workspace', error: null });
    // conversations.list was read with cursors: every public channel and the private one the bot is in.
    expect(channels.size).toBe(66);
    expect(channels.has('G0HIDDEN')).toBe(false);
    // The rate-limited call, then the list again.
    expect(fake.calls.filter((c) => c === 'conversations.list').length).toBeGreaterThanOrEqual(2);
    const current = (await callAs(t, s.user, 'GET', '/api/organizations/current')).json();
    expect(current.slack_enabled).toBe(true);
    // The token is kept sealed, never as is, and never in an answer.
    const [row] = await t.db.select().from(integrationConnections);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain('xoxb-');
    expect(JSON.stringify(status)).not.toContain('xoxb-');
  });

  it('lists channels 30 a page, by name, with the Show filter', async () => {
    const first = (await callAs(t, s.admin, 'GET', '/api/organizations/slack?page=1')).json();
    expect(first.data).toHaveLength(30);
    expect(first.meta).toMatchObject({ total_count: 66, total_pages: 3, next_page: 2 });
    const third = (await callAs(t, s.admin, 'GET', '/api/organizations/slack?page=3')).json();
    expect(third.data).toHaveLength(6);
    const found = (await callAs(t, s.admin, 'GET', '/api/organizations/slack?name=team-6')).json();
    expect(found.data.map((c: { name: string }) => c.name)).toEqual([
      'team-60',
      'team-61',
      'team-62',
      'team-63',
      'team-64',
    ]);
    const selected = (await callAs(t, s.admin, 'GET', '/api/organizations/slack?show=selected')).json();
    expect(selected.data.map((c: { slack_id: string }) => c.slack_id).sort()).toEqual(['C0000', 'G0SECRET']);
  });

  it('keeps the selected channels with their members matched to employees by email', async () => {
    const rows = await until(
      async () => (await callAs(t, s.admin, 'GET', '/api/organizations/syncables')).json().data,
      (data: { slack_id: string; slack_users: unknown[] }[]) =>
        data.find((c) => c.slack_id === 'C0000')?.slack_users.length === 3,
    );
    type SlackUser = { id: string; email: string; employee: { id: number; first_name: string } | null };
    const general = rows.find((c) => c.slack_id === 'C0000') as unknown as { slack_users: SlackUser[] };
    const byId = Object.fromEntries(general.slack_users.map((u) => [u.id, u]));
    expect(byId.U1).toMatchObject({ email: 'ann@acme.test', employee: { first_name: 'Ann' } });
    expect(byId.U2!.employee).toMatchObject({ id: s.user.user.id });
    expect(byId.UX).toMatchObject({ email: 'stranger@elsewhere.test', employee: null });
    const synced = (await callAs(t, s.organizer, 'GET', '/api/organizations/synced_slack_channels')).json();
    expect(synced.data.map((c: { name: string }) => c.name)).toEqual(['secret', 'team-00']);
  });

  it('refuses unknown and foreign channel ids in the selection, and changes nothing', async () => {
    const foreign = await callAs(t, s.admin, 'PUT', '/api/organizations/syncables', {
      syncables: [{ ids: [channels.get('C0001')!.id, 987_654], type: 'slack_channels' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toBe(SLACK_MESSAGES.unknownChannel);
    const selected = (await callAs(t, s.admin, 'GET', '/api/organizations/slack?show=selected')).json();
    expect(selected.meta.total_count).toBe(2);
  });

  it('lets only admins manage Slack, and organizers read the synced channels', async () => {
    for (const who of [s.user, s.organizer]) {
      expect((await callAs(t, who, 'GET', '/api/organizations/slack_status')).statusCode).toBe(403);
      expect((await callAs(t, who, 'POST', '/api/organizations/remove_slack')).statusCode).toBe(403);
    }
    expect((await callAs(t, s.user, 'GET', '/api/organizations/synced_slack_channels')).statusCode).toBe(403);
    // Another organization sees none of acme's channels.
    const globex = (await callAs(t, s.globexAdmin, 'GET', '/api/organizations/synced_slack_channels')).json();
    expect(globex.data).toEqual([]);
  });

  it('refuses a code without a live state, and a redirect other than the configured one', async () => {
    const redirect = slackReturnUrl(s.acme.subdomain);
    const stale = await callAs(t, s.admin, 'POST', '/api/organizations/add_slack', {
      code: fake.issueCode(TEAM, redirect),
      redirect_uri: redirect,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().error).toBe(SLACK_MESSAGES.stateExpired);
    await callAs(t, s.admin, 'POST', '/api/organizations/slack_oauth');
    const elsewhere = await callAs(t, s.admin, 'POST', '/api/organizations/add_slack', {
      code: 'x',
      redirect_uri: 'https://evil.test/auth/slack',
    });
    expect(elsewhere.statusCode).toBe(422);
    // The state of that refused attempt is still unused; a second code with it works once, then not again.
    expect((await callAs(t, s.admin, 'GET', '/api/organizations/slack_status')).json().status).toBe('connected');
  });
});

describe("Slack's inbound calls", () => {
  const post = (kind: 'events' | 'interactivity', payload: object, options: { secret?: string; at?: number } = {}) => {
    const request = slackRequest(options.secret ?? fake.signingSecret, kind, payload, options.at);
    return t.app.inject({
      method: 'POST',
      url: request.path,
      headers: { ...request.headers, host: 'huddle.test' },
      payload: request.body,
    });
  };

  it('answers the URL verification on the bare domain', async () => {
    const answer = await post('events', { type: 'url_verification', challenge: 'abc', token: 'x' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ challenge: 'abc' });
  });

  it('refuses a forged signature and a replayed (old) request, and does nothing', async () => {
    const joined = eventCallback(fake, TEAM, memberJoinedChannel({ teamId: TEAM, channelId: 'C0000', userId: 'U9' }));
    expect((await post('events', joined, { secret: 'not-the-secret' })).statusCode).toBe(401);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await post('events', joined, { at: tenMinutesAgo })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/slack/interactivity',
      headers: { host: 'huddle.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payload={}',
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('follows members joining and leaving a selected channel', async () => {
    const bob = await createUser(t.db, s.acme, { email: 'bob@acme.test', firstName: 'Bob' });
    fake.addUser(TEAM, { id: 'U3', email: 'bob@acme.test', real_name: 'Bob' });
    const members = async () => {
      const data = (await callAs(t, s.admin, 'GET', '/api/organizations/syncables')).json().data;
      return data
        .find((c: { slack_id: string }) => c.slack_id === 'C0000')
        .slack_users.map((u: { id: string }) => u.id);
    };
    fake.join('C0000', 'U3');
    const joined = eventCallback(fake, TEAM, memberJoinedChannel({ teamId: TEAM, channelId: 'C0000', userId: 'U3' }));
    expect((await post('events', joined)).statusCode).toBe(200);
    expect(await until(members, (ids: string[]) => ids.includes('U3'))).toContain('U3');
    fake.leave('C0000', 'U3');
    const left = eventCallback(fake, TEAM, memberLeftChannel({ teamId: TEAM, channelId: 'C0000', userId: 'U3' }));
    expect((await post('events', left)).statusCode).toBe(200);
    expect(await until(members, (ids: string[]) => !ids.includes('U3'))).not.toContain('U3');
    void bob;
  });
});

describe('posting to Slack', () => {
  it('posts each queued message once per channel, retrying after Retry-After without posting twice', async () => {
    const before = fake.posts.length;
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 1 }, 1);
    const secret = channels.get('G0SECRET')!.id;
    const general = channels.get('C0000')!.id;
    const queued = await t.tenancy.inOrganization(s.acme.id, () =>
      t.services.slack.queuePosts({
        source: { kind: 'announcement', id: 4242, version: 1 },
        channelIds: [general, secret, general],
        message: textMessage('Hello *everyone*', null),
      }),
    );
    expect(queued).toBe(2);
    // Queuing the same source again adds nothing.
    const again = await t.tenancy.inOrganization(s.acme.id, () =>
      t.services.slack.queuePosts({
        source: { kind: 'announcement', id: 4242, version: 1 },
        channelIds: [general],
        message: textMessage('Hello again', null),
      }),
    );
    expect(again).toBe(0);
    await until(
      () => t.tenancy.inOrganization(s.acme.id, () => t.services.slack.postCounts({ kind: 'announcement', id: 4242 })),
      (c) => c.pending === 0,
    );
    await queueSettled(t);
    const posted = fake.posts.slice(before).filter((p) => p.method === 'chat.postMessage');
    expect(posted.map((p) => p.channel).sort()).toEqual(['C0000', 'G0SECRET']);
    expect(posted[0]!.text).toBe('Hello *everyone*');
    const counts = await t.tenancy.inOrganization(s.acme.id, () =>
      t.services.slack.postCounts({ kind: 'announcement', id: 4242 }),
    );
    expect(counts).toEqual({ pending: 0, sent: 2, failed: 0 });
  });
});

describe('disconnecting Slack', () => {
  it('turns Slack off at once, revokes the token in a job, and forgets it', async () => {
    const removed = await callAs(t, s.admin, 'POST', '/api/organizations/remove_slack');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SLACK_MESSAGES.removed);
    expect((await callAs(t, s.user, 'GET', '/api/organizations/current')).json().slack_enabled).toBe(false);
    await until(
      () => t.db.select().from(integrationConnections),
      (rows) => rows.length === 0,
    );
    expect(fake.calls).toContain('auth.revoke');
    const status = (await callAs(t, s.admin, 'GET', '/api/organizations/slack_status')).json();
    expect(status.status).toBe('none');
    // Slack's calls about the workspace now reach no organization; channels are not offered.
    expect((await callAs(t, s.organizer, 'GET', '/api/organizations/synced_slack_channels')).json().data).toEqual([]);
    expect((await callAs(t, s.admin, 'POST', '/api/organizations/remove_slack')).statusCode).toBe(422);
  });
});
