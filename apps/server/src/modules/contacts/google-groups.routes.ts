import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { syncGoogleGroupsInput } from '@huddle/domain/google-groups-schemas';
import { googleGroupsResponse, googleGroupsSyncResponse } from '@huddle/domain/contracts/google-groups';
import { parseInput } from '../../lib/validation.ts';
import { requireActor, requireSameSiteForCookie } from '../../plugins/access.ts';
import { on, organizerUp } from '../../plugins/route-matrix.ts';
import type { GoogleGroupsService } from './google-groups.service.ts';

/** The matrix's server has no Google settings: the directory cannot be read (422), after the role check. */
const noGoogle = on(organizerUp, { user: 403, organizer: 422, host: 422, admin: 422 });

/**
 * Google Groups lists (ADR 36; spec platform §7, guest-engagement §7), for organizers as every contact list is.
 * Listing and syncing read Google's directory during the request, so they open their own short scopes (`ownScope`):
 * no transaction is held while Google answers.
 */
export function googleGroupsRoutes(googleGroups: GoogleGroupsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const ownScope = () => true;

    r.get(
      '/api/lists/google_groups',
      {
        config: { access: 'organizer', matrix: noGoogle, ownScope },
        schema: { response: { 200: googleGroupsResponse } },
      },
      async (request) => {
        const groups = await googleGroups.groups(requireActor(request));
        return {
          data: groups.map((g) => ({
            id: g.listId,
            google_id: g.id,
            name: g.name,
            email: g.email,
            is_google_group: true as const,
            synced: g.listId !== null,
            members_count: g.directMembersCount,
          })),
        };
      },
    );

    r.post(
      '/api/lists/sync_google_groups',
      {
        config: { access: 'organizer', matrix: on(noGoogle, { body: { groups: ['team@acme.test'] } }), ownScope },
        schema: { response: { 202: googleGroupsSyncResponse } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const input = parseInput(syncGoogleGroupsInput, request.body ?? {});
        reply.status(202);
        return googleGroups.syncGroups(actor, input.groups);
      },
    );

    // Spec: GET resync_google_groups. A GET must not change state (ARCHITECTURE §3.11): POST is the route; the
    // spec's GET is kept as the surveys' send is (ADR 19), declared as writing, so a cookie needs our own Origin.
    const resyncing = {
      config: { access: 'organizer' as const, writes: true as const, matrix: noGoogle },
      schema: { response: { 202: googleGroupsSyncResponse } },
    };
    const resync = async (request: FastifyRequest, reply: { status(code: number): unknown }) => {
      requireSameSiteForCookie(request);
      reply.status(202);
      return googleGroups.resync(requireActor(request));
    };
    r.post('/api/lists/resync_google_groups', resyncing, resync);
    r.get('/api/lists/resync_google_groups', resyncing, resync);
  };
}
