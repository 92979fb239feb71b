import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasMinimumRole, type Role } from '@huddle/domain/roles';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import type { OpenedScope } from '../db/tenancy.ts';
import type { Actor, AuthService } from '../modules/auth/auth.service.ts';
import { subdomainOf } from './tenant.ts';
import { assertMatrixDeclared, type RouteEntry } from './route-matrix.ts';
import { readsFormFirst } from './uploads.ts';

/**
 * Every /api route declares who may call it, and what each caller gets (`matrix`, route-matrix.ts); the app refuses
 * to boot otherwise (ARCHITECTURE.md §3.3).
 */
export type Access = 'public' | 'authenticated' | 'organizer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that writes (the spec's clone): it runs in a transaction like any other write (ADR 15). */
    writes?: true;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** A valid token of another organization was presented on this organization's host. */
    foreignToken: boolean;
    /** The request's scope, begun with the caller's identification (ADR 15); the handler runs in it. */
    openedScope: OpenedScope | null;
  }
}

/**
 * Served over HTTPS the cookie is `__Host-` prefixed: the browser then insists on Secure, path=/ and no Domain, so
 * no sibling subdomain or plain-HTTP page can set or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-huddle_session' : 'huddle_session');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * For the rare GET that changes data (the spec's clone): a cookie session must come from our own pages. Browsers
 * send Sec-Fetch-Site with every request; a cross-site link or form gets "cross-site".
 */
export function requireSameSiteForCookie(request: FastifyRequest) {
  const actor = requireActor(request);
  if (actor.via !== 'cookie') return;
  const site = request.headers['sec-fetch-site'];
  if (site !== 'same-origin' && !sameOrigin(request)) {
    throw new AppError('forbidden', 'This request must come from the Huddle app.');
  }
}

function tokenOf(request: FastifyRequest, cookieName: string): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerAccess(
  app: FastifyInstance,
  auth: AuthService,
  options: {
    secureCookies: boolean;
    /** `{subdomain}.{APP_DOMAIN}` names the organization (plugins/tenant.ts). */
    appDomain: string;
  },
) {
  const cookieName = sessionCookieName(options.secureCookies);
  app.decorateRequest('actor', null);
  app.decorateRequest('foreignToken', false);
  app.decorateRequest('openedScope', null);

  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const { access, matrix } = route.config ?? {};
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    assertMatrixDeclared(`Route ${route.method} ${route.url}`, matrix);
    for (const method of [route.method].flat()) app.routeTable.push({ method, url: route.url, access, matrix });
  });

  // Before validation: a caller without access learns nothing about the route's input rules.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (!config?.access) return;
    const presented = tokenOf(request, cookieName);
    // The host's organization and the session: cross-tenant by nature, one statement (ADR 12).
    const subdomain = subdomainOf(request.headers.host, options.appDomain);
    // Nothing to look up on the bare domain without a token (health checks, the organization finder).
    if (subdomain === null && !presented) {
      request.hostSubdomain = null;
      return checkAccess(request, config.access, presented);
    }
    const { hostOrganizationId, actor, scope } = await auth.identify(subdomain, presented, {
      // A multipart form is read first (plugins/uploads.ts): its scope opens only once the body is in.
      openScope: config.crossTenant !== true && !readsFormFirst(request),
      read: isRead(request),
    });
    request.openedScope = scope;
    request.hostSubdomain = subdomain;
    request.hostOrganizationId = hostOrganizationId;
    // On an organization's host only its own sessions count; an unknown subdomain accepts none.
    if (actor && subdomain !== null && actor.organizationId !== hostOrganizationId) {
      request.foreignToken = true;
    } else {
      request.actor = actor;
    }
    try {
      checkAccess(request, config.access, presented);
    } catch (error) {
      await discardScope(request);
      throw error;
    }
  });
  // A request refused or failed before its handler (validation, an abort) gives its begun scope back.
  app.addHook('onResponse', discardScope);
  app.addHook('onRequestAbort', discardScope);

  function checkAccess(request: FastifyRequest, access: Access, presented: unknown) {
    if (access === 'public') return;
    if (request.foreignToken) throw new AppError('organization_mismatch', AUTH_MESSAGES.unauthorizedAccess);
    if (!request.actor) throw unauthorized(presented ? AUTH_MESSAGES.sessionExpired : undefined);
    if (request.actor.via === 'cookie' && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
      throw forbidden('Cross-site request refused.');
    }
    if (access !== 'authenticated' && !hasMinimumRole(request.actor.role, access as Role)) throw forbidden();
  }
}

/** A read needs no transaction (ADR 15): a GET that does not declare `writes`, or a GraphQL document without a mutation. */
function isRead(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return request.routeOptions.config.writes !== true;
  if (request.routeOptions.url !== '/graphql') return false;
  const query = (request.body as { query?: unknown } | undefined)?.query;
  return typeof query === 'string' && !/mutation/i.test(query);
}

async function discardScope(request: FastifyRequest) {
  const scope = request.openedScope;
  if (!scope) return;
  request.openedScope = null;
  await scope.discard();
}
