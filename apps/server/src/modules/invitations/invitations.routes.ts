import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@huddle/domain/ids';
import { inviteUserInput, USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { linkBaseFor } from '../../lib/links.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly } from '../../plugins/route-matrix.ts';
import type { InvitationsService } from './invitations.service.ts';

const idParams = z.object({ id: idSchema });

export function invitationsRoutes(invitations: InvitationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const, matrix: adminOnly };

    r.get(
      '/api/invitation_mappings',
      {
        config: admin,
        schema: { querystring: pageQuery.extend({ search: z.string().trim().optional() }) },
      },
      async (request) => invitations.list(requireActor(request).organizationId, request.query),
    );

    r.post('/api/invitation_mappings', { config: admin, schema: { body: inviteUserInput } }, async (request, reply) => {
      const input = request.body.invitation_mapping;
      const invitation = await invitations.invite(requireActor(request), input, linkBaseFor(request));
      reply.status(201);
      return { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.invited(invitation.invited_user_name) };
    });

    r.post('/api/invitation_mappings/:id/resend', { config: admin, schema: { params: idParams } }, async (request) => {
      const invitation = await invitations.resend(requireActor(request), request.params.id, linkBaseFor(request));
      return { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.reinvited(invitation.invited_user_name) };
    });

    r.delete(
      '/api/invitation_mappings/:id',
      { config: admin, schema: { params: idParams } },
      async (request, reply) => {
        await invitations.revoke(requireActor(request), request.params.id);
        // Returned, not sent: reply.send() here would answer before the request's transaction commits (ADR 12).
        reply.status(204);
      },
    );
  };
}
