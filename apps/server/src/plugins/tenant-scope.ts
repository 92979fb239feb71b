import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Tenancy } from '../db/tenancy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler may see every organization (ADR 12): only for lookups that are cross-tenant by nature. */
    crossTenant?: true;
    /**
     * On the bare domain the handler may see every organization: sign-in, sign-up and reset, which name their
     * organization in the body there. On an organization's host it runs in that organization, on an unknown
     * subdomain in none.
     */
    crossTenantOnBareDomain?: true;
    /** The handler reads no database (the health check): no scope, no transaction. */
    unscoped?: true;
    /**
     * The request's handler opens its own scopes (`tenancy.inOrganization`) when this answers true: a GraphQL
     * operation that waits on a slow service (the AI generator's model, ADR 23) must not hold a transaction meanwhile.
     */
    ownScope?: (request: FastifyRequest) => boolean;
  }
}

/**
 * Every /api and /graphql handler runs in one transaction bound to its organization (ADR 12): the caller's, or the
 * host's for an anonymous caller. An anonymous call whose host names no organization (the bare domain, an unknown
 * subdomain) runs in none: it sees and writes no tenant's rows (issue 31). Only the named cross-tenant places run
 * across organizations: a route that declares `crossTenant` (the organization finder), and on the bare domain one
 * that declares `crossTenantOnBareDomain` (sign-in, sign-up, reset). The transaction commits before the answer is
 * sent, and a refusal or a failure rolls back everything the handler wrote.
 */
export function registerTenantScope(app: FastifyInstance, tenancy: Tenancy) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/graphql') return;
    if (route.config?.unscoped) return;
    const handler = route.handler as (this: FastifyInstance, ...args: Parameters<RouteHandlerMethod>) => unknown;
    const crossTenant = route.config?.crossTenant === true;
    const onBareDomain = route.config?.crossTenantOnBareDomain === true;
    route.handler = async function scoped(request, reply) {
      const organizationId = crossTenant ? null : organizationOf(request);
      const system = crossTenant || (onBareDomain && organizationId === null && request.hostSubdomain === null);
      const work = async () => handler.call(this, request, reply);
      const opened = request.openedScope;
      if (route.config?.ownScope?.(request)) {
        request.openedScope = null;
        // The identification may have noted the session as seen in this transaction (ADR 15): committed, not
        // discarded, and before the handler, which may wait long on a slow service outside any transaction.
        if (opened) await opened.run(async () => {});
        return work();
      }
      if (opened) {
        request.openedScope = null;
        // Begun with the identification (ADR 15): the same organization by construction (migration 0014), in the
        // app role, so not for a scope across organizations.
        if (opened.organizationId === organizationId && !system) return opened.run(work);
        await opened.discard();
      }
      if (system) return tenancy.asSystem(work);
      return organizationId === null ? tenancy.withoutOrganization(work) : tenancy.inOrganization(organizationId, work);
    };
  });
}

function organizationOf(request: FastifyRequest): number | null {
  return request.actor?.organizationId ?? request.hostOrganizationId ?? null;
}
