import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Body, Params } from './slack-methods.ts';
import { METHODS } from './slack-methods.ts';
import type { OAuthApp } from './slack-oauth.ts';
import { authorizeProblem, consentPage, decisionRedirect, errorPage, oauthAccess } from './slack-oauth.ts';
import type {
  FakeChannel,
  FakeChannelInput,
  FakePost,
  FakeTeam,
  FakeTeamInput,
  FakeUser,
  FakeUserInput,
} from './slack-state.ts';
import { SlackState } from './slack-state.ts';

/**
 * A local Slack for tests and `npm run dev:fakes`: real HTTP on 127.0.0.1 speaking the Web API the way
 * `@slack/web-api`'s WebClient expects it (POST /api/<method>, form or JSON bodies, a Bearer token, HTTP 200 with
 * `ok`/`error`, cursor paging, 429 with Retry-After), Slack's OAuth v2 authorize page, and response_url targets.
 * Tests set it up and inspect it through the returned object's plain functions, not over HTTP.
 */
export interface FakeSlackOptions {
  /** 0 (any free port) by default. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  signingSecret?: string;
  appId?: string;
}

/** How the next calls of a method fail: 429 (with Retry-After), 5xx, or 200 with a Slack error code. */
export interface FailSpec {
  status: number;
  /** Seconds, for 429; 1 by default. */
  retryAfter?: number;
  /** The `error` in the body; `ratelimited` for 429, `internal_error` for 5xx. */
  error?: string;
}

export interface FakeRequest {
  method: string;
  params: Params;
  token: string | undefined;
}

export interface FakeResponse {
  id: string;
  contentType: string | undefined;
  /** The JSON body posted to the response_url, parsed (or the raw text when it was not JSON). */
  body: unknown;
}

export interface FakeSlack {
  url: string;
  apiUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  appId: string;
  addTeam(team: FakeTeamInput): FakeTeam;
  addUser(teamId: string, user: FakeUserInput): FakeUser;
  addChannel(teamId: string, channel: FakeChannelInput): FakeChannel;
  /** The user id of the app's bot in that workspace; put it in a channel's members to make the bot a member. */
  botUserId(teamId: string): string;
  join(channelId: string, userId: string): void;
  leave(channelId: string, userId: string): void;
  archive(channelId: string): void;
  /** The channel's current member ids. */
  members(channelId: string): string[];
  /** The next `times` calls of `method` (or of any method with '*') fail as given. */
  failNext(method: string, spec: FailSpec, times?: number): void;
  /** Every token of the workspace stops working (`token_revoked`), as when the app is uninstalled. */
  revokeAll(teamId: string): void;
  /** A bot token without going through OAuth; `scope` is comma-separated, Slack's defaults for Huddle otherwise. */
  installToken(teamId: string, scope?: string): string;
  /** An OAuth code as the authorize page would issue it, for tests that skip the browser. */
  issueCode(teamId: string, redirectUri: string, scope?: string): string;
  /** A fresh response_url served by this fake. */
  responseUrl(): string;
  posts: FakePost[];
  calls: string[];
  requests: FakeRequest[];
  responses: FakeResponse[];
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Form and JSON bodies alike become string parameters, as Slack reads them (objects stay JSON text). */
function parseParams(raw: string, contentType: string | undefined): Params {
  if (contentType?.startsWith('application/json')) {
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function send(res: http.ServerResponse, status: number, body: Body, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeSlack(options: FakeSlackOptions = {}): Promise<FakeSlack> {
  const state = new SlackState();
  const app: OAuthApp = {
    clientId: options.clientId ?? '1111111111.2222222222',
    clientSecret: options.clientSecret ?? 'fake-slack-client-secret',
    appId: options.appId ?? 'A0HUDDLEAPP',
  };
  const failures: { method: string; spec: FailSpec; remaining: number }[] = [];
  const calls: string[] = [];
  const requests: FakeRequest[] = [];
  const responses: FakeResponse[] = [];

  function takeFailure(method: string): FailSpec | undefined {
    const index = failures.findIndex((failure) => failure.method === method || failure.method === '*');
    if (index < 0) return undefined;
    const failure = failures[index]!;
    failure.remaining -= 1;
    if (failure.remaining <= 0) failures.splice(index, 1);
    return failure.spec;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, method: string) {
    const params = parseParams(await readBody(req), req.headers['content-type']);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const tokenText = bearer ?? params.token;
    calls.push(method);
    requests.push({ method, params, token: tokenText });
    const failure = takeFailure(method);
    if (failure) {
      const error = failure.error ?? (failure.status === 429 ? 'ratelimited' : 'internal_error');
      const headers: Record<string, string> =
        failure.status === 429 ? { 'retry-after': String(failure.retryAfter ?? 1) } : {};
      return send(res, failure.status, { ok: false, error }, headers);
    }
    if (method === 'oauth.v2.access') {
      return send(res, 200, oauthAccess(state, app, params, req.headers.authorization));
    }
    const handler = METHODS[method];
    if (!handler) return send(res, 404, { ok: false, error: 'unknown_method' });
    if (!tokenText) return send(res, 200, { ok: false, error: 'not_authed' });
    const token = state.tokens.get(tokenText);
    if (!token) return send(res, 200, { ok: false, error: 'invalid_auth' });
    if (token.revoked) return send(res, 200, { ok: false, error: 'token_revoked' });
    const scopes = [...token.scopes].join(',');
    return send(res, 200, handler({ state, params, token, appId: app.appId }), { 'x-oauth-scopes': scopes });
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apiMatch = /^\/api\/([\w.]+)$/.exec(url.pathname);
    if (apiMatch && req.method === 'POST') return api(req, res, apiMatch[1]!);
    if (url.pathname === '/oauth/v2/authorize') {
      const params =
        req.method === 'POST'
          ? parseParams(await readBody(req), req.headers['content-type'])
          : Object.fromEntries(url.searchParams);
      const problem = authorizeProblem(state, app, params);
      if (problem) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(errorPage(problem));
      }
      if (req.method === 'POST') {
        res.writeHead(302, { location: decisionRedirect(state, app, params) });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(consentPage(state, params));
    }
    const responseMatch = /^\/response\/([\w-]+)$/.exec(url.pathname);
    if (responseMatch && req.method === 'POST') {
      const raw = await readBody(req);
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Slack wants JSON here; keep what came so the test can see it was not.
      }
      responses.push({ id: responseMatch[1]!, contentType: req.headers['content-type'], body });
      return send(res, 200, { ok: true });
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiUrl: `${url}/api/`,
    authorizeUrl: `${url}/oauth/v2/authorize`,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    signingSecret: options.signingSecret ?? 'fake-slack-signing-secret',
    appId: app.appId,
    addTeam: (team) => state.addTeam(team),
    addUser: (teamId, user) => state.addUser(teamId, user),
    addChannel: (teamId, channel) => state.addChannel(teamId, channel),
    botUserId: (teamId) => state.team(teamId).botUserId,
    join: (channelId, userId) => void state.channel(channelId).members.add(userId),
    leave: (channelId, userId) => void state.channel(channelId).members.delete(userId),
    archive: (channelId) => void (state.channel(channelId).is_archived = true),
    members: (channelId) => [...state.channel(channelId).members],
    failNext: (method, spec, times = 1) => void failures.push({ method, spec, remaining: times }),
    revokeAll: (teamId) => {
      for (const token of state.tokens.values()) if (token.teamId === teamId) token.revoked = true;
    },
    installToken: (teamId, scope) => state.mintToken(teamId, scope),
    issueCode: (teamId, redirectUri, scope) => state.issueCode(app.clientId, teamId, redirectUri, scope),
    responseUrl: () => `${url}/response/${randomBytes(8).toString('hex')}`,
    posts: state.posts,
    calls,
    requests,
    responses,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
