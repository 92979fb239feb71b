import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizationRow, OrganizationsService } from '../modules/organizations/organizations.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization of the host `{subdomain}.{APP_DOMAIN}`, or null on the bare domain. */
    hostOrganization: OrganizationRow | null;
    hostSubdomain: string | null;
  }
}

export function subdomainOf(host: string | undefined, appDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const suffix = `.${appDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const sub = hostname.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(sub) ? sub : null;
}

/**
 * Returns the look-up that sets `hostOrganization` on an /api or /graphql request (/graphql is bound to the host like
 * /api). The access plugin runs it in the system scope together with the session look-up: both are cross-tenant by
 * nature, and one transaction serves both (ADR 12).
 */
export function registerTenant(app: FastifyInstance, organizations: OrganizationsService, appDomain: string) {
  app.decorateRequest('hostOrganization', null);
  app.decorateRequest('hostSubdomain', null);
  return async (request: FastifyRequest) => {
    const sub = subdomainOf(request.headers.host, appDomain);
    request.hostSubdomain = sub;
    request.hostOrganization = sub ? await organizations.findBySubdomain(sub) : null;
  };
}
