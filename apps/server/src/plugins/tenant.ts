import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizationsService } from '../modules/organizations/organizations.service.ts';
import type { OrganizationRow } from '../modules/organizations/organizations.types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization of the host `{subdomain}.{APP_DOMAIN}` (found with the session, plugins/access.ts). */
    hostOrganizationId: number | null;
    hostSubdomain: string | null;
    /** The host's organization record, read in the request's scope by the few routes that need more than its id. */
    hostOrganization(): Promise<OrganizationRow | null>;
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

export function registerTenant(app: FastifyInstance, organizations: OrganizationsService) {
  app.decorateRequest('hostOrganizationId', null);
  app.decorateRequest('hostSubdomain', null);
  app.decorateRequest('hostOrganization', function (this: FastifyRequest) {
    return this.hostOrganizationId === null ? Promise.resolve(null) : organizations.findById(this.hostOrganizationId);
  });
}
