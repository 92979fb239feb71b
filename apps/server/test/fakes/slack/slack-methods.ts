import type { FakeChannel, FakePost, FakeToken, SlackState } from './slack-state.ts';
import { channelJson, userJson } from './slack-state.ts';

/**
 * The Web API methods the fake answers, written from Slack's method reference: every answer is HTTP 200 with
 * `{ ok: true, … }` or `{ ok: false, error }`. The caller (slack-server.ts) has already checked the token.
 */
export type Params = Record<string, string | undefined>;
export type Body = Record<string, unknown>;
export interface MethodContext {
  state: SlackState;
  params: Params;
  token: FakeToken;
  appId: string;
}

const fail = (error: string, extra: Body = {}): Body => ({ ok: false, error, ...extra });

function missingScope(token: FakeToken, ...needed: string[]): Body | undefined {
  if (needed.some((scope) => token.scopes.has(scope))) return undefined;
  return fail('missing_scope', { needed: needed.join(','), provided: [...token.scopes].join(',') });
}

/** Cursors are opaque to clients; ours encode the next offset. */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');

function page<T>(items: T[], params: Params): { items: T[]; next_cursor: string } | Body {
  const limit = params.limit === undefined ? 100 : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000) return fail('invalid_limit');
  let offset = 0;
  if (params.cursor) {
    const match = /^offset:(\d+)$/.exec(Buffer.from(params.cursor, 'base64').toString());
    if (!match) return fail('invalid_cursor');
    offset = Number(match[1]);
  }
  const size = limit === 0 ? 100 : limit;
  const end = offset + size;
  return { items: items.slice(offset, end), next_cursor: end < items.length ? encodeCursor(end) : '' };
}

const isPage = <T>(value: { items: T[]; next_cursor: string } | Body): value is { items: T[]; next_cursor: string } =>
  'items' in value;

const botOf = (ctx: MethodContext) => ctx.state.team(ctx.token.teamId).botUserId;

/** A channel this token can see: another team's, or a private one without the bot, does not exist for it. */
function visibleChannel(ctx: MethodContext, channelId: string | undefined): FakeChannel | undefined {
  const channel = channelId ? ctx.state.channels.get(channelId) : undefined;
  if (!channel || channel.teamId !== ctx.token.teamId) return undefined;
  if (channel.is_private && !channel.members.has(botOf(ctx))) return undefined;
  return channel;
}

const readScope = (channel: FakeChannel) => (channel.is_private ? 'groups:read' : 'channels:read');

function parseBlocks(raw: string | undefined): unknown[] | undefined | 'invalid' {
  if (raw === undefined || raw === '') return undefined;
  try {
    const blocks: unknown = JSON.parse(raw);
    return Array.isArray(blocks) ? blocks : 'invalid';
  } catch {
    return 'invalid';
  }
}

function postable(
  ctx: MethodContext,
  method: FakePost['method'],
): { refusal: Body } | { channel: FakeChannel; blocks: unknown[] | undefined } {
  const scope = missingScope(ctx.token, 'chat:write');
  if (scope) return { refusal: scope };
  const { params } = ctx;
  const channel = ctx.state.channels.get(params.channel ?? '');
  if (!channel || channel.teamId !== ctx.token.teamId) return { refusal: fail('channel_not_found') };
  if (channel.is_archived) return { refusal: fail('is_archived') };
  const member = channel.members.has(botOf(ctx));
  // chat:write.public lets a bot post to public channels it has not joined; never to private ones.
  if (!member && (channel.is_private || !ctx.token.scopes.has('chat:write.public')))
    return { refusal: fail('not_in_channel') };
  const blocks = parseBlocks(params.blocks);
  if (blocks === 'invalid') return { refusal: fail('invalid_blocks') };
  if (method !== 'chat.update' && !params.text && !blocks && !params.attachments) return { refusal: fail('no_text') };
  return { channel, blocks };
}

function messageJson(ctx: MethodContext, post: FakePost) {
  const team = ctx.state.team(ctx.token.teamId);
  return {
    type: 'message',
    user: team.botUserId,
    bot_id: `B${team.botUserId.slice(1)}`,
    app_id: ctx.appId,
    team: team.id,
    text: post.text ?? '',
    ts: post.ts,
    ...(post.blocks ? { blocks: post.blocks } : {}),
    ...(post.thread_ts ? { thread_ts: post.thread_ts } : {}),
  };
}

export const METHODS: Record<string, (ctx: MethodContext) => Body> = {
  'auth.test': (ctx) => {
    const team = ctx.state.team(ctx.token.teamId);
    return {
      ok: true,
      url: `https://${team.domain}.slack.com/`,
      team: team.name,
      user: 'huddle',
      team_id: team.id,
      user_id: team.botUserId,
      bot_id: `B${team.botUserId.slice(1)}`,
      is_enterprise_install: false,
    };
  },

  'auth.revoke': (ctx) => {
    if (ctx.params.test === 'true' || ctx.params.test === '1') return { ok: true, revoked: false };
    ctx.token.revoked = true;
    return { ok: true, revoked: true };
  },

  'conversations.list': (ctx) => {
    const types = (ctx.params.types ?? 'public_channel').split(',').map((type) => type.trim());
    const wanted = types.filter((type) => type === 'public_channel' || type === 'private_channel');
    for (const type of wanted) {
      const scope = missingScope(ctx.token, type === 'public_channel' ? 'channels:read' : 'groups:read');
      if (scope) return scope;
    }
    const excludeArchived = ctx.params.exclude_archived === 'true' || ctx.params.exclude_archived === '1';
    const bot = botOf(ctx);
    const channels = [...ctx.state.channels.values()].filter(
      (channel) =>
        channel.teamId === ctx.token.teamId &&
        wanted.includes(channel.is_private ? 'private_channel' : 'public_channel') &&
        (!channel.is_private || channel.members.has(bot)) &&
        !(excludeArchived && channel.is_archived),
    );
    const result = page(channels, ctx.params);
    if (!isPage(result)) return result;
    return {
      ok: true,
      channels: result.items.map((channel) => channelJson(channel, bot, true)),
      response_metadata: { next_cursor: result.next_cursor },
    };
  },

  'conversations.info': (ctx) => {
    const channel = visibleChannel(ctx, ctx.params.channel);
    if (!channel) return fail('channel_not_found');
    const scope = missingScope(ctx.token, readScope(channel));
    if (scope) return scope;
    const withCount = ctx.params.include_num_members === 'true' || ctx.params.include_num_members === '1';
    return { ok: true, channel: channelJson(channel, botOf(ctx), withCount) };
  },

  'conversations.members': (ctx) => {
    const channel = visibleChannel(ctx, ctx.params.channel);
    if (!channel) return fail('channel_not_found');
    const scope = missingScope(ctx.token, readScope(channel));
    if (scope) return scope;
    const result = page([...channel.members], ctx.params);
    if (!isPage(result)) return result;
    return { ok: true, members: result.items, response_metadata: { next_cursor: result.next_cursor } };
  },

  'conversations.join': (ctx) => {
    const scope = missingScope(ctx.token, 'channels:join');
    if (scope) return scope;
    const channel = visibleChannel(ctx, ctx.params.channel);
    if (!channel) return fail('channel_not_found');
    if (channel.is_private) return fail('method_not_supported_for_channel_type');
    if (channel.is_archived) return fail('is_archived');
    const bot = botOf(ctx);
    const already = channel.members.has(bot);
    channel.members.add(bot);
    const body: Body = { ok: true, channel: channelJson(channel, bot, false) };
    return already
      ? { ...body, warning: 'already_in_channel', response_metadata: { warnings: ['already_in_channel'] } }
      : body;
  },

  'users.info': (ctx) => {
    const scope = missingScope(ctx.token, 'users:read');
    if (scope) return scope;
    const user = ctx.state.users.get(ctx.params.user ?? '');
    if (!user || user.teamId !== ctx.token.teamId) return fail('user_not_found');
    return { ok: true, user: userJson(user, ctx.token.scopes.has('users:read.email')) };
  },

  'users.lookupByEmail': (ctx) => {
    const scope = missingScope(ctx.token, 'users:read.email');
    if (scope) return scope;
    const email = (ctx.params.email ?? '').toLowerCase();
    const user = [...ctx.state.users.values()].find(
      (candidate) => candidate.teamId === ctx.token.teamId && candidate.email.toLowerCase() === email && email,
    );
    if (!user) return fail('users_not_found');
    return { ok: true, user: userJson(user, true) };
  },

  'chat.postMessage': (ctx) => {
    const checked = postable(ctx, 'chat.postMessage');
    if ('refusal' in checked) return checked.refusal;
    const post: FakePost = {
      method: 'chat.postMessage',
      teamId: ctx.token.teamId,
      channel: checked.channel.id,
      ts: ctx.state.nextTs(),
      text: ctx.params.text,
      blocks: checked.blocks,
      ...(ctx.params.thread_ts ? { thread_ts: ctx.params.thread_ts } : {}),
    };
    ctx.state.posts.push(post);
    return { ok: true, channel: post.channel, ts: post.ts, message: messageJson(ctx, post) };
  },

  'chat.update': (ctx) => {
    const checked = postable(ctx, 'chat.update');
    if ('refusal' in checked) return checked.refusal;
    const original = ctx.state.posts.find(
      (post) => post.method === 'chat.postMessage' && post.channel === checked.channel.id && post.ts === ctx.params.ts,
    );
    if (!original) return fail('message_not_found');
    const post: FakePost = {
      method: 'chat.update',
      teamId: ctx.token.teamId,
      channel: original.channel,
      ts: original.ts,
      text: ctx.params.text ?? original.text,
      blocks: checked.blocks ?? original.blocks,
    };
    ctx.state.posts.push(post);
    return { ok: true, channel: post.channel, ts: post.ts, text: post.text ?? '', message: messageJson(ctx, post) };
  },

  'chat.postEphemeral': (ctx) => {
    const checked = postable(ctx, 'chat.postEphemeral');
    if ('refusal' in checked) return checked.refusal;
    const user = ctx.params.user ?? '';
    if (!ctx.state.users.has(user)) return fail('user_not_found');
    if (!checked.channel.members.has(user)) return fail('user_not_in_channel');
    const post: FakePost = {
      method: 'chat.postEphemeral',
      teamId: ctx.token.teamId,
      channel: checked.channel.id,
      ts: ctx.state.nextTs(),
      text: ctx.params.text,
      blocks: checked.blocks,
      user,
    };
    ctx.state.posts.push(post);
    return { ok: true, message_ts: post.ts };
  },
};
