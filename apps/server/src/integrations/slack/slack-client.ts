import { ErrorCode, LogLevel, WebClient, type KnownBlock, type Block } from '@slack/web-api';
import type { SlackConfig } from '../../config.ts';
import { ProviderError } from '../provider-error.ts';

/** A channel as conversations.list gives it, in the fields Huddle keeps. */
export interface SlackChannelInfo {
  slackId: string;
  name: string;
  private: boolean;
  archived: boolean;
  description: string;
  memberCount: number;
}

export interface SlackUserInfo {
  id: string;
  email: string | null;
  realName: string;
  deleted: boolean;
  isBot: boolean;
}

export interface SlackGrant {
  accessToken: string;
  /** Present only with token rotation on. */
  refreshToken: string | null;
  expiresInSeconds: number | null;
  teamId: string;
  teamName: string;
  botUserId: string | null;
  appId: string | null;
  scope: string;
}

export interface SlackMessage {
  text: string;
  blocks?: (KnownBlock | Block)[];
}

/** Slack's answers that mean the grant is gone: the connection is broken until an admin connects again. */
const REVOKED = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'no_permission',
  'org_login_required',
  'team_access_not_granted',
]);
/** Slack's transient refusals. */
const TRANSIENT = new Set(['ratelimited', 'internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);

/** Turns what `@slack/web-api` throws into a ProviderError (ADR 33): retry, broken grant, or refusal. */
export function slackError(error: unknown): ProviderError {
  const e = error as { code?: string; retryAfter?: number; statusCode?: number; data?: { error?: string } };
  switch (e?.code) {
    case ErrorCode.RateLimitedError:
      return new ProviderError('slack', 'ratelimited', 'retryable', e.retryAfter ?? null);
    case ErrorCode.HTTPError:
      return new ProviderError('slack', `http_${e.statusCode}`, (e.statusCode ?? 500) >= 500 ? 'retryable' : 'refused');
    case ErrorCode.RequestError:
      return new ProviderError('slack', 'request_error', 'retryable');
    case ErrorCode.PlatformError: {
      const code = e.data?.error ?? 'unknown_error';
      return new ProviderError(
        'slack',
        code,
        REVOKED.has(code) ? 'revoked' : TRANSIENT.has(code) ? 'retryable' : 'refused',
      );
    }
    default:
      return new ProviderError('slack', 'request_error', 'retryable');
  }
}

/**
 * Slack's Web API over the configured base URL (SLACK_API_URL), through the official SDK. It never retries by
 * itself: a 429 or a 5xx becomes a retryable ProviderError and the calling job retries with backoff, honouring
 * Retry-After. Tokens are passed per call and never logged (the SDK logs nothing below warn here).
 */
export function createSlackClient(config: SlackConfig, options: { timeoutMs?: number } = {}) {
  const web = new WebClient(undefined, {
    slackApiUrl: config.apiUrl,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: options.timeoutMs ?? 15_000,
    allowAbsoluteUrls: false,
    // The SDK's own console logger: only its errors (it never prints tokens; ours go through ProviderError).
    logLevel: LogLevel.ERROR,
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw slackError(error);
    }
  }

  return {
    /** oauth.v2.access: the bot token of the workspace that approved the install. */
    async exchangeCode(code: string, redirectUri: string): Promise<SlackGrant> {
      const answer = await call(() =>
        web.oauth.v2.access({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      );
      if (!answer.access_token || !answer.team?.id) throw new ProviderError('slack', 'invalid_grant', 'refused');
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? null,
        expiresInSeconds: answer.expires_in ?? null,
        teamId: answer.team.id,
        teamName: answer.team.name ?? '',
        botUserId: answer.bot_user_id ?? null,
        appId: answer.app_id ?? null,
        scope: answer.scope ?? '',
      };
    },

    /** auth.revoke: the token stops working. One already revoked counts as done. */
    async revoke(token: string) {
      try {
        await call(() => web.auth.revoke({ token }));
      } catch (error) {
        if (error instanceof ProviderError && error.revoked) return;
        throw error;
      }
    },

    /** One page of conversations.list (public and private channels the app can see, without archived ones). */
    async listChannels(token: string, cursor?: string) {
      const answer = await call(() =>
        web.conversations.list({
          token,
          cursor: cursor || undefined,
          limit: 200,
          exclude_archived: true,
          types: 'public_channel,private_channel',
        }),
      );
      const channels: SlackChannelInfo[] = (answer.channels ?? []).flatMap((c) =>
        c.id && c.name
          ? [
              {
                slackId: c.id,
                name: c.name,
                private: Boolean(c.is_private),
                archived: Boolean(c.is_archived),
                description: c.purpose?.value || c.topic?.value || '',
                memberCount: c.num_members ?? 0,
              },
            ]
          : [],
      );
      return { channels, nextCursor: answer.response_metadata?.next_cursor || null };
    },

    /** One page of conversations.members: Slack user ids. */
    async channelMembers(token: string, channel: string, cursor?: string) {
      const answer = await call(() =>
        web.conversations.members({ token, channel, cursor: cursor || undefined, limit: 500 }),
      );
      return { members: answer.members ?? [], nextCursor: answer.response_metadata?.next_cursor || null };
    },

    /** users.info: the email needs the users:read.email scope. */
    async userInfo(token: string, user: string): Promise<SlackUserInfo> {
      const answer = await call(() => web.users.info({ token, user }));
      const u = answer.user;
      return {
        id: u?.id ?? user,
        email: u?.profile?.email?.toLowerCase() ?? null,
        realName: u?.real_name ?? u?.profile?.real_name ?? '',
        deleted: Boolean(u?.deleted),
        isBot: Boolean(u?.is_bot),
      };
    },

    /** chat.postMessage: Slack's id of the message (`ts`). */
    async postMessage(token: string, channel: string, message: SlackMessage) {
      const answer = await call(() =>
        web.chat.postMessage({ token, channel, text: message.text, blocks: message.blocks, unfurl_links: false }),
      );
      return { ts: answer.ts ?? '', channel: answer.channel ?? channel };
    },

    /**
     * Answers an interaction through its `response_url` (a URL Slack put in a payload whose signature was checked):
     * an ephemeral message to the person who pressed the button.
     */
    async respond(responseUrl: string, message: SlackMessage & { replace_original?: boolean }) {
      let answer: Response;
      try {
        answer = await fetch(responseUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...message }),
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch {
        throw new ProviderError('slack', 'request_error', 'retryable');
      }
      if (answer.status === 429 || answer.status >= 500) {
        const after = Number(answer.headers.get('retry-after'));
        throw new ProviderError('slack', `http_${answer.status}`, 'retryable', Number.isFinite(after) ? after : null);
      }
      if (!answer.ok) throw new ProviderError('slack', `http_${answer.status}`, 'refused');
    },
  };
}

export type SlackClient = ReturnType<typeof createSlackClient>;
