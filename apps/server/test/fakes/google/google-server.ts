import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  etag,
  GoogleState,
  GROUP_READONLY_SCOPE,
  googleId,
  type FakeGroup,
  type FakeGroupInput,
} from './google-state.ts';

/**
 * A local Google for tests, e2e and `npm run dev:fakes`: real HTTP on 127.0.0.1 speaking what Huddle uses of Google
 * as google-auth-library and `@googleapis/admin` expect it — the OAuth 2.0 authorize endpoint (redirects straight back
 * with a code, as after consent), the token endpoint (authorization_code and refresh_token grants, `{error,
 * error_description}` failures), and the Admin Directory API's groups.list and members.list with pageToken paging,
 * Google's error shape `{error: {code, message, errors: [{message, domain, reason}], status}}`, 401 for a bad token,
 * 403 for a token without the group scope, and rate limits (429 or 403 rateLimitExceeded with Retry-After).
 */
export interface FakeGoogleOptions {
  /** 0 (any free port) by default. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (Google: 3599). */
  accessTokenTtl?: number;
}

export interface GoogleFailSpec {
  status: number;
  /** Google's reason: rateLimitExceeded (default for 429 and 403), backendError for 5xx. */
  reason?: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

/** The fake's endpoints, for failNext. */
export type GoogleEndpoint = 'token' | 'groups.list' | 'members.list';

export interface FakeGoogle {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** GOOGLE_API_URL: the Directory API is served under admin/directory/v1/. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  state: GoogleState;
  addGroup(group: FakeGroupInput): FakeGroup;
  addMember(groupEmail: string, email: string): void;
  removeMember(groupEmail: string, email: string): void;
  /** Who consents at the authorize endpoint, with which scope (all asked for by default). */
  consentAs(email: string, scope?: string): void;
  /** A code as the authorize endpoint issues it, for tests that skip the browser. */
  issueCode(redirectUri: string, options?: { email?: string; scope?: string }): string;
  failNext(endpoint: GoogleEndpoint, spec: GoogleFailSpec, times?: number): void;
  revokeAll(email: string): void;
  /** Every request's endpoint, in order. */
  calls: GoogleEndpoint[];
  close(): Promise<void>;
}

const PAGE_DEFAULT = 200;

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Google APIs' error body. */
function apiError(status: number, message: string, reason: string, statusText: string) {
  return { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: statusText } };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An unsigned ID token with the account's claims (Huddle reads it straight from the token endpoint). */
function idToken(p: { email: string; sub: string; clientId: string; issuer: string }) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: p.issuer, aud: p.clientId, sub: p.sub, email: p.email, email_verified: true, iat: now };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: now + 3600 })}.`;
}

const pageOf = <T>(items: T[], url: URL, max: number) => {
  const size = Math.min(max, Math.max(1, Number(url.searchParams.get('maxResults') ?? PAGE_DEFAULT) || PAGE_DEFAULT));
  const token = url.searchParams.get('pageToken');
  const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) || 0 : 0;
  const page = items.slice(start, start + size);
  const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : undefined;
  return { page, next };
};

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const state = new GoogleState();
  const clientId = options.clientId ?? 'huddle-test.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-google-client-secret';
  const ttl = options.accessTokenTtl ?? 3599;
  const failures: { endpoint: GoogleEndpoint; spec: GoogleFailSpec; remaining: number }[] = [];
  const calls: GoogleEndpoint[] = [];
  let consent = { email: 'admin@acme.test', scope: null as string | null };
  let base = '';

  function takeFailure(endpoint: GoogleEndpoint) {
    const index = failures.findIndex((f) => f.endpoint === endpoint);
    if (index < 0) return undefined;
    const failure = failures[index]!;
    if (--failure.remaining <= 0) failures.splice(index, 1);
    return failure.spec;
  }

  function failWith(res: http.ServerResponse, spec: GoogleFailSpec, token = false) {
    const headers: Record<string, string> = spec.retryAfter ? { 'retry-after': String(spec.retryAfter) } : {};
    if (token) return send(res, spec.status, { error: 'internal_failure', error_description: 'Try again' }, headers);
    const reason = spec.reason ?? (spec.status >= 500 ? 'backendError' : 'rateLimitExceeded');
    const message = reason === 'rateLimitExceeded' ? 'Rate Limit Exceeded' : 'Backend Error';
    return send(
      res,
      spec.status,
      apiError(spec.status, message, reason, STATUS_TEXT[spec.status] ?? 'UNKNOWN'),
      headers,
    );
  }

  function issueCode(redirectUri: string, o: { email?: string; scope?: string } = {}) {
    const code = `4/0A${randomBytes(24).toString('base64url')}`;
    const email = o.email ?? consent.email;
    const scope =
      o.scope ?? consent.scope ?? `openid https://www.googleapis.com/auth/userinfo.email ${GROUP_READONLY_SCOPE}`;
    state.codes.set(code, { email, sub: googleId(), scope, clientId, redirectUri });
    return code;
  }

  function newAccessToken(grant: { email: string; sub: string; scope: string; clientId: string }) {
    const token = `ya29.${randomBytes(32).toString('base64url')}`;
    state.accessTokens.set(token, { ...grant, expiresAt: Date.now() + ttl * 1000, revoked: false });
    return token;
  }

  function clientOf(req: http.IncomingMessage, params: URLSearchParams) {
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      return { id, secret };
    }
    return { id: params.get('client_id'), secret: params.get('client_secret') };
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    calls.push('token');
    const failure = takeFailure('token');
    if (failure) return failWith(res, failure, true);
    const params = new URLSearchParams(await readBody(req));
    const client = clientOf(req, params);
    if (client.id !== clientId || client.secret !== clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    const grantType = params.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = state.codes.get(params.get('code') ?? '');
      state.codes.delete(params.get('code') ?? '');
      if (!code) return send(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      if (code.redirectUri !== params.get('redirect_uri')) {
        return send(res, 400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
      }
      const refresh = `1//0${randomBytes(32).toString('base64url')}`;
      state.refreshTokens.set(refresh, { ...code, revoked: false });
      return send(res, 200, {
        access_token: newAccessToken(code),
        expires_in: ttl,
        refresh_token: refresh,
        scope: code.scope,
        token_type: 'Bearer',
        id_token: idToken({ ...code, issuer: base }),
      });
    }
    if (grantType === 'refresh_token') {
      const grant = state.refreshTokens.get(params.get('refresh_token') ?? '');
      if (!grant || grant.revoked) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }
      return send(res, 200, {
        access_token: newAccessToken(grant),
        expires_in: ttl,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    return send(res, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grantType}` });
  }

  /** The bearer token's grant, or the 401/403 Google answers. */
  function authorize(req: http.IncomingMessage, res: http.ServerResponse) {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const grant = bearer ? state.accessTokens.get(bearer) : undefined;
    if (!grant || grant.revoked || grant.expiresAt < Date.now()) {
      const message =
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';
      send(res, 401, apiError(401, message, 'authError', 'UNAUTHENTICATED'), {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/"',
      });
      return null;
    }
    if (!grant.scope.split(' ').includes(GROUP_READONLY_SCOPE)) {
      send(
        res,
        403,
        apiError(
          403,
          'Request had insufficient authentication scopes.',
          'insufficientPermissions',
          'PERMISSION_DENIED',
        ),
      );
      return null;
    }
    return grant;
  }

  function groupsList(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    calls.push('groups.list');
    const failure = takeFailure('groups.list');
    if (failure) return failWith(res, failure);
    if (!authorize(req, res)) return;
    if (!url.searchParams.get('customer') && !url.searchParams.get('domain') && !url.searchParams.get('userKey')) {
      return send(res, 400, apiError(400, 'Bad Request', 'badRequest', 'INVALID_ARGUMENT'));
    }
    const all = [...state.groups.values()].sort((a, b) => a.email.localeCompare(b.email));
    const { page, next } = pageOf(all, url, 200);
    return send(res, 200, {
      kind: 'admin#directory#groups',
      etag: etag(),
      groups: page.map((g) => ({
        kind: 'admin#directory#group',
        id: g.id,
        etag: etag(),
        email: g.email,
        name: g.name,
        directMembersCount: String(g.members.length),
        description: g.description,
        adminCreated: true,
      })),
      ...(next && { nextPageToken: next }),
    });
  }

  function membersList(req: http.IncomingMessage, res: http.ServerResponse, url: URL, groupKey: string) {
    calls.push('members.list');
    const failure = takeFailure('members.list');
    if (failure) return failWith(res, failure);
    if (!authorize(req, res)) return;
    const key = decodeURIComponent(groupKey).toLowerCase();
    const group = state.groups.get(key) ?? [...state.groups.values()].find((g) => g.id === key);
    if (!group) {
      return send(res, 404, apiError(404, `Resource Not Found: groupKey`, 'notFound', 'NOT_FOUND'));
    }
    const derived = url.searchParams.get('includeDerivedMembership') === 'true';
    const { page, next } = pageOf(state.membersOf(group, derived), url, 200);
    return send(res, 200, {
      kind: 'admin#directory#members',
      etag: etag(),
      members: page.map((m) => ({ kind: 'admin#directory#member', etag: etag(), ...m })),
      ...(next && { nextPageToken: next }),
    });
  }

  /** The authorize endpoint: consent is given at once; back to redirect_uri with the code and the state. */
  function authorizePage(res: http.ServerResponse, url: URL) {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Error 400</title><p>Error 400: invalid_request</p>');
    }
    const asked = url.searchParams.get('scope') ?? '';
    const code = issueCode(redirectUri, { scope: consent.scope ?? asked });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', consent.scope ?? asked);
    const st = url.searchParams.get('state');
    if (st) back.searchParams.set('state', st);
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return authorizePage(res, url);
    if (url.pathname === '/token' && req.method === 'POST') return token(req, res);
    if (url.pathname === '/admin/directory/v1/groups' && req.method === 'GET') return groupsList(req, res, url);
    const members = /^\/admin\/directory\/v1\/groups\/([^/]+)\/members$/.exec(url.pathname);
    if (members && req.method === 'GET') return membersList(req, res, url, members[1]!);
    return send(res, 404, apiError(404, 'Not Found', 'notFound', 'NOT_FOUND'));
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, 500, apiError(500, String(error), 'backendError', 'INTERNAL')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    authorizeUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/`,
    clientId,
    clientSecret,
    state,
    addGroup: (group) => state.addGroup(group),
    addMember(groupEmail, email) {
      const group = state.groups.get(groupEmail.toLowerCase());
      if (!group) throw new Error(`no group ${groupEmail}`);
      group.members.push({
        id: googleId(),
        email: email.toLowerCase(),
        role: 'MEMBER',
        type: 'USER',
        status: 'ACTIVE',
      });
    },
    removeMember(groupEmail, email) {
      const group = state.groups.get(groupEmail.toLowerCase());
      if (group) group.members = group.members.filter((m) => m.email !== email.toLowerCase());
    },
    consentAs(email, scope) {
      consent = { email, scope: scope ?? null };
    },
    issueCode,
    failNext(endpoint, spec, times = 1) {
      failures.push({ endpoint, spec, remaining: times });
    },
    revokeAll: (email) => state.revokeAll(email),
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
