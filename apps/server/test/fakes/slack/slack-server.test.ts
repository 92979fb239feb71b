import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, WebClient } from '@slack/web-api';
import type { WebAPIHTTPError, WebAPIPlatformError, WebAPIRateLimitedError } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSlack } from './slack-server.ts';
import { startFakeSlack } from './slack-server.ts';
import { blockActions, eventCallback, memberJoinedChannel, signSlackRequest, slackRequest } from './signing.ts';

const TEAM = 'T0ACME';
const REDIRECT = 'http://acme.localhost:3000/auth/slack';
let fake: FakeSlack;
let bot: string;

const client = (token?: string, extra: Partial<ConstructorParameters<typeof WebClient>[1]> = {}) =>
  new WebClient(token, { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 }, ...extra });

async function slackError(promise: Promise<unknown>): Promise<string> {
  const error = (await promise.then(
    () => expect.unreachable('the call succeeded'),
    (caught: unknown) => caught,
  )) as WebAPIPlatformError;
  expect(error.code).toBe(ErrorCode.PlatformError);
  return error.data.error;
}

beforeAll(async () => {
  fake = await startFakeSlack();
  bot = fake.addTeam({ id: TEAM, name: 'Acme Workspace' }).botUserId;
  fake.addUser(TEAM, { id: 'U0ADA', email: 'admin@acme.test', real_name: 'Ada Admin' });
  fake.addUser(TEAM, { id: 'U0UMA', email: 'user@acme.test', real_name: 'Uma User' });
  for (let i = 0; i < 70; i += 1) {
    const id = `C${String(i).padStart(4, '0')}`;
    fake.addChannel(TEAM, { id, name: `channel-${i}`, is_private: false, members: i % 2 ? [bot, 'U0ADA'] : ['U0ADA'] });
  }
  fake.addChannel(TEAM, { id: 'G0SECRET', name: 'secret', is_private: true, members: ['U0ADA'] });
  fake.addChannel(TEAM, { id: 'G0INNER', name: 'inner', is_private: true, members: [bot, 'U0UMA'], purpose: 'Us' });
  fake.addChannel(TEAM, { id: 'C0OLD', name: 'old', is_private: false, members: [bot], is_archived: true });
  fake.addTeam({ id: 'T0OTHER', name: 'Other' });
  fake.addChannel('T0OTHER', { id: 'C0THEIRS', name: 'theirs', is_private: false, members: [] });
});

afterAll(() => fake.close());

async function authorize(query: Record<string, string>, decision?: 'allow' | 'cancel') {
  const page = await fetch(`${fake.authorizeUrl}?${new URLSearchParams(query)}`);
  if (!decision) return { page, location: null };
  const submit = await fetch(fake.authorizeUrl, {
    method: 'POST',
    body: new URLSearchParams({ ...query, scope: query.scope ?? '', team: TEAM, decision }),
    redirect: 'manual',
  });
  expect(submit.status).toBe(302);
  return { page, location: new URL(submit.headers.get('location')!) };
}

describe('OAuth v2', () => {
  const query = () => ({
    client_id: fake.clientId,
    scope: 'channels:read,chat:write',
    redirect_uri: REDIRECT,
    state: 's-1',
  });

  it('shows the workspace and redirects back with a code and the state', async () => {
    const { page, location } = await authorize(query(), 'allow');
    const html = await page.text();
    expect(html).toContain('Acme Workspace');
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(`${location!.origin}${location!.pathname}`).toBe(REDIRECT);
    expect(location!.searchParams.get('state')).toBe('s-1');
    expect(location!.searchParams.get('code')).toMatch(/^T0ACME\./);
  });

  it('redirects with access_denied when cancelled, and refuses an unknown client', async () => {
    const { location } = await authorize(query(), 'cancel');
    expect(location!.searchParams.get('error')).toBe('access_denied');
    expect(location!.searchParams.get('state')).toBe('s-1');
    expect(location!.searchParams.has('code')).toBe(false);
    const { page } = await authorize({ ...query(), client_id: 'nope' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Invalid client_id');
  });

  it('trades a code once for a bot token in the v2 shape', async () => {
    const { location } = await authorize(query(), 'allow');
    const code = location!.searchParams.get('code')!;
    const credentials = { client_id: fake.clientId, client_secret: fake.clientSecret, redirect_uri: REDIRECT };
    const result = await client().oauth.v2.access({ ...credentials, code });
    expect(result).toMatchObject({
      ok: true,
      token_type: 'bot',
      scope: 'channels:read,chat:write',
      bot_user_id: bot,
      app_id: fake.appId,
      team: { id: TEAM, name: 'Acme Workspace' },
      enterprise: null,
      authed_user: { id: 'U0ADA' },
    });
    expect(result.access_token).toMatch(/^xoxb-/);
    expect((await client(result.access_token).auth.test()).team_id).toBe(TEAM);
    expect(await slackError(client().oauth.v2.access({ ...credentials, code }))).toBe('code_already_used');
    expect(await slackError(client().oauth.v2.access({ ...credentials, code: 'made-up' }))).toBe('invalid_code');
  });

  it('checks the client credentials (form or Basic) and the redirect_uri', async () => {
    const code = () => fake.issueCode(TEAM, REDIRECT);
    const access = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${fake.apiUrl}oauth.v2.access`, { method: 'POST', body: new URLSearchParams(body), headers }).then(
        (response) => response.json() as Promise<{ ok: boolean; error?: string }>,
      );
    const form = { client_id: fake.clientId, client_secret: fake.clientSecret };
    expect(await access({ ...form, client_id: 'x', code: code() })).toMatchObject({ error: 'invalid_client_id' });
    expect(await access({ ...form, client_secret: 'x', code: code() })).toMatchObject({ error: 'bad_client_secret' });
    expect(await access({ ...form, code: code(), redirect_uri: 'http://evil.test/' })).toMatchObject({
      error: 'bad_redirect_uri',
    });
    const basic = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`;
    expect(await access({ code: code() }, { authorization: basic })).toMatchObject({ ok: true });
  });
});

describe('conversations', () => {
  it('pages through the channels the bot may see with the SDK', async () => {
    const web = client(fake.installToken(TEAM));
    const pages: { channels?: { id?: string }[]; response_metadata?: { next_cursor?: string } }[] = [];
    for await (const page of web.paginate('conversations.list', {
      types: 'public_channel,private_channel',
      exclude_archived: true,
      limit: 20,
    })) {
      pages.push(page);
    }
    const ids = pages.flatMap((page) => page.channels!.map((channel) => channel.id));
    expect(pages).toHaveLength(4);
    expect(ids).toHaveLength(71);
    expect(ids).toContain('G0INNER');
    expect(ids).not.toContain('G0SECRET');
    expect(ids).not.toContain('C0OLD');
    expect(ids).not.toContain('C0THEIRS');
    expect(pages.at(-1)!.response_metadata!.next_cursor).toBe('');
    const publicOnly = await web.conversations.list({ limit: 1000 });
    expect(publicOnly.channels!.map((channel) => channel.id)).toContain('C0OLD');
    expect(publicOnly.channels!.some((channel) => channel.is_private)).toBe(false);
    expect(await slackError(web.conversations.list({ cursor: 'bogus' }))).toBe('invalid_cursor');
  });

  it('describes a channel and its members, and hides private channels without the bot', async () => {
    const web = client(fake.installToken(TEAM));
    const { channel } = await web.conversations.info({ channel: 'G0INNER', include_num_members: true });
    expect(channel).toMatchObject({ name: 'inner', is_private: true, is_member: true, num_members: 2 });
    expect(channel!.purpose!.value).toBe('Us');
    expect((await web.conversations.members({ channel: 'G0INNER' })).members).toEqual([bot, 'U0UMA']);
    expect(await slackError(web.conversations.info({ channel: 'G0SECRET' }))).toBe('channel_not_found');
    expect(await slackError(web.conversations.join({ channel: 'C0OLD' }))).toBe('is_archived');
    await web.conversations.join({ channel: 'C0000' });
    expect(fake.members('C0000')).toContain(bot);
    const narrow = client(fake.installToken(TEAM, 'channels:read'));
    expect(await slackError(narrow.conversations.list({ types: 'private_channel' }))).toBe('missing_scope');
  });
});

describe('users', () => {
  it('answers users.info with the email only under users:read.email', async () => {
    const { user } = await client(fake.installToken(TEAM)).users.info({ user: 'U0UMA' });
    expect(user).toMatchObject({ real_name: 'Uma User', deleted: false, is_bot: false });
    expect(user!.profile!.email).toBe('user@acme.test');
    const withoutEmail = await client(fake.installToken(TEAM, 'users:read')).users.info({ user: 'U0UMA' });
    expect(withoutEmail.user!.profile!.email).toBeUndefined();
    const web = client(fake.installToken(TEAM));
    expect(await slackError(web.users.info({ user: 'U0NOBODY' }))).toBe('user_not_found');
    expect((await web.users.lookupByEmail({ email: 'ADMIN@acme.test' })).user!.id).toBe('U0ADA');
    expect(await slackError(web.users.lookupByEmail({ email: 'x@acme.test' }))).toBe('users_not_found');
  });
});

describe('chat', () => {
  it('posts where the bot may, records the blocks, and refuses private channels without it', async () => {
    const web = client(fake.installToken(TEAM));
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: 'Picnic' } }];
    const posted = await web.chat.postMessage({ channel: 'C0002', text: 'Picnic', blocks });
    expect(posted).toMatchObject({ ok: true, channel: 'C0002', message: { text: 'Picnic', user: bot, blocks } });
    expect(posted.ts).toMatch(/^\d+\.\d{6}$/);
    expect(fake.posts.at(-1)).toMatchObject({ method: 'chat.postMessage', channel: 'C0002', text: 'Picnic', blocks });
    // Public channel the bot is not in: fine with chat:write.public, refused without it.
    await web.chat.postMessage({ channel: 'C0004', text: 'Hi' });
    const noPublic = client(fake.installToken(TEAM, 'chat:write'));
    expect(await slackError(noPublic.chat.postMessage({ channel: 'C0004', text: 'Hi' }))).toBe('not_in_channel');
    fake.join('G0SECRET', 'U0UMA');
    expect(await slackError(web.chat.postMessage({ channel: 'G0SECRET', text: 'Hi' }))).toBe('not_in_channel');
    expect(await slackError(web.chat.postMessage({ channel: 'C0THEIRS', text: 'Hi' }))).toBe('channel_not_found');
    const updated = await web.chat.update({ channel: 'C0002', ts: posted.ts!, text: 'Picnic moved' });
    expect(updated.ts).toBe(posted.ts);
    await web.chat.postEphemeral({ channel: 'G0INNER', user: 'U0UMA', text: 'Only you' });
    expect(fake.posts.at(-1)).toMatchObject({ method: 'chat.postEphemeral', user: 'U0UMA', text: 'Only you' });
  });

  it('accepts JSON bodies too', async () => {
    const response = await fetch(`${fake.apiUrl}chat.postMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.installToken(TEAM)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'C0001', text: 'From JSON', blocks: [{ type: 'divider' }] }),
    });
    expect(await response.json()).toMatchObject({ ok: true, channel: 'C0001' });
    expect(fake.posts.at(-1)!.blocks).toEqual([{ type: 'divider' }]);
  });
});

describe('failures', () => {
  it('answers 429 with Retry-After as the SDK reads it, then recovers', async () => {
    const web = client(fake.installToken(TEAM), { rejectRateLimitedCalls: true });
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 7 });
    const error = (await web.chat.postMessage({ channel: 'C0001', text: 'x' }).catch((e: unknown) => e)) as
      WebAPIRateLimitedError | undefined;
    expect(error?.code).toBe(ErrorCode.RateLimitedError);
    expect(error?.retryAfter).toBe(7);
    expect((await web.chat.postMessage({ channel: 'C0001', text: 'x' })).ok).toBe(true);
  });

  it('answers 5xx for the next calls', async () => {
    const web = client(fake.installToken(TEAM));
    fake.failNext('auth.test', { status: 503 }, 2);
    for (let i = 0; i < 2; i += 1) {
      const error = (await web.auth.test().catch((e: unknown) => e)) as WebAPIHTTPError;
      expect(error.code).toBe(ErrorCode.HTTPError);
      expect(error.statusCode).toBe(503);
    }
    expect((await web.auth.test()).ok).toBe(true);
  });

  it('refuses missing, unknown and revoked tokens', async () => {
    expect(await slackError(client().auth.test())).toBe('not_authed');
    expect(await slackError(client('xoxb-made-up').auth.test())).toBe('invalid_auth');
    const token = fake.installToken(TEAM);
    expect(await client(token).auth.revoke()).toMatchObject({ ok: true, revoked: true });
    expect(await slackError(client(token).auth.test())).toBe('token_revoked');
    const other = fake.installToken(TEAM);
    fake.revokeAll(TEAM);
    expect(await slackError(client(other).conversations.list())).toBe('token_revoked');
  });
});

/** Slack's documented verification, written independently of signing.ts. */
function verify(secret: string, headers: Record<string, string>, body: string, now = Date.now() / 1000) {
  const timestamp = Number(headers['x-slack-request-timestamp']);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > 300) return false;
  const expected = Buffer.from(`v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`);
  const given = Buffer.from(headers['x-slack-signature'] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('signing and payloads', () => {
  it('signs what a verifier accepts, and nothing else', () => {
    const body = JSON.stringify({ type: 'url_verification', challenge: 'c' });
    const headers = { ...signSlackRequest('shh', body) };
    expect(verify('shh', headers, body)).toBe(true);
    expect(verify('shh', headers, `${body} `)).toBe(false);
    expect(verify('other', headers, body)).toBe(false);
    expect(verify('shh', { ...signSlackRequest('shh', body, Math.floor(Date.now() / 1000) - 600) }, body)).toBe(false);
  });

  it('builds signed events and interactivity requests as Slack sends them', async () => {
    const event = eventCallback(
      fake,
      TEAM,
      memberJoinedChannel({ teamId: TEAM, channelId: 'G0INNER', userId: 'U0ADA' }),
    );
    const events = slackRequest(fake.signingSecret, 'events', event);
    expect(events.path).toBe('/api/slack/events');
    expect(events.headers['content-type']).toBe('application/json');
    expect(verify(fake.signingSecret, events.headers, events.body)).toBe(true);
    expect(JSON.parse(events.body)).toMatchObject({
      type: 'event_callback',
      team_id: TEAM,
      api_app_id: fake.appId,
      event: { type: 'member_joined_channel', user: 'U0ADA', channel: 'G0INNER', team: TEAM },
    });

    const press = blockActions(fake, { teamId: TEAM, userId: 'U0UMA', actionId: 'rsvp_yes', value: 'event-1' });
    const interactivity = slackRequest(fake.signingSecret, 'interactivity', press);
    expect(interactivity.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(verify(fake.signingSecret, interactivity.headers, interactivity.body)).toBe(true);
    const payload = JSON.parse(new URLSearchParams(interactivity.body).get('payload')!);
    expect(payload).toMatchObject({
      type: 'block_actions',
      team: { id: TEAM },
      user: { id: 'U0UMA' },
      actions: [{ action_id: 'rsvp_yes', value: 'event-1', type: 'button' }],
    });
    const reply = await fetch(payload.response_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response_type: 'ephemeral', text: 'You are going.' }),
    });
    expect(reply.status).toBe(200);
    expect(fake.responses.at(-1)!.body).toEqual({ response_type: 'ephemeral', text: 'You are going.' });
  });
});
