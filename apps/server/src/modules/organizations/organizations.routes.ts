import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { notFound } from '../../lib/errors.ts';
import { presentOrganizationPublic } from './organizations.presenter.ts';
import type { OrganizationsService } from './organizations.service.ts';

export function organizationsRoutes(organizations: OrganizationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/organizations/subdomain',
      { config: { access: 'public' }, schema: { querystring: z.object({ subdomain: z.string().trim().min(1) }) } },
      async (request) => presentOrganizationPublic(await organizations.getBySubdomain(request.query.subdomain)),
    );

    r.get('/api/organizations/current', { config: { access: 'public' } }, async (request) => {
      // The SPA shows the organization finder on the bare domain and the 404 page for an unknown subdomain.
      if (!request.hostOrganization) {
        throw notFound(
          AUTH_MESSAGES.organizationNotFound,
          request.hostSubdomain ? 'unknown_organization' : 'no_subdomain',
        );
      }
      return presentOrganizationPublic(request.hostOrganization);
    });
  };
}
