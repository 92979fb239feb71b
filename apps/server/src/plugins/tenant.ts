import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tenancy } from '../db/tenancy.ts';
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

export function registerTenant(
  app: FastifyInstance,
  organizations: OrganizationsService,
  tenancy: Tenancy,
  appDomain: string,
) {
  app.decorateRequest('hostOrganization', null);
  app.decorateRequest('hostSubdomain', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // /graphql is bound to the host like /api: another organization's session is refused there too.
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/graphql')) return;
    const sub = subdomainOf(request.headers.host, appDomain);
    request.hostSubdomain = sub;
    // Cross-tenant by nature: the host names the organization before anything else is known.
    request.hostOrganization = sub ? await tenancy.asSystem(() => organizations.findBySubdomain(sub)) : null;
  });
}
