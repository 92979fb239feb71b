import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googleAdminInput } from '@huddle/domain/google-groups-schemas';
import { googleAdminOauthResponse, googleAdminStatusResponse } from '@huddle/domain/contracts/google-groups';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, on } from '../../plugins/route-matrix.ts';
import type { GoogleAdminService } from './google-admin.service.ts';

/** The matrix's server has no Google settings: the admin hears "not configured" (422). */
const noGoogle = on(adminOnly, { admin: 422 });
const subdomainOf = (request: { hostSubdomain: string | null }) => request.hostSubdomain ?? '';

/** An admin's connection to Google's directory (spec platform §7 `auth_details/google_admin`; ADR 36). */
export function googleAdminRoutes(googleAdmin: GoogleAdminService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/auth_details/google_admin',
      { config: { access: 'admin', matrix: adminOnly }, schema: { response: { 200: googleAdminStatusResponse } } },
      async (request) => googleAdmin.status(requireActor(request)),
    );

    r.post(
      '/api/auth_details/google_admin_oauth',
      { config: { access: 'admin', matrix: noGoogle }, schema: { response: { 200: googleAdminOauthResponse } } },
      async (request) => {
        const { state, authorizeUrl } = await googleAdmin.startOAuth(requireActor(request), subdomainOf(request));
        return { state, authorize_url: authorizeUrl };
      },
    );

    r.post(
      '/api/auth_details/google_admin',
      {
        config: { access: 'admin', matrix: on(noGoogle, { body: { code: 'c', redirect_uri: 'x' } }) },
        schema: { response: { 202: z.object({ status: z.literal('connecting') }) } },
      },
      async (request, reply) => {
        const input = parseInput(googleAdminInput, request.body ?? {});
        reply.status(202);
        return googleAdmin.connect(requireActor(request), subdomainOf(request), input);
      },
    );

    r.delete(
      '/api/auth_details/google_admin',
      {
        config: { access: 'admin', matrix: noGoogle },
        schema: { response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => googleAdmin.disconnect(requireActor(request)),
    );
  };
}
