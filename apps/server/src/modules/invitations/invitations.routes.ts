import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@huddle/domain/ids';
import { invitationListResponse, invitationSentResponse } from '@huddle/domain/contracts/invitations';
import { noContentResponse } from '@huddle/domain/contracts/no-content';
import { inviteUserInput, USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { linkBaseFor } from '../../lib/links.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly } from '../../plugins/route-matrix.ts';
import { presentInvitation } from './invitations.presenter.ts';
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
        schema: {
          querystring: pageQuery.extend({ search: z.string().trim().optional() }),
          response: { 200: invitationListResponse },
        },
      },
      async (request) => {
        const { rows, meta } = await invitations.list(request.query);
        return { data: rows.map(presentInvitation), meta };
      },
    );

    const invite = { body: inviteUserInput, response: { 201: invitationSentResponse } };
    r.post('/api/invitation_mappings', { config: admin, schema: invite }, async (request, reply) => {
      const input = request.body.invitation_mapping;
      const invitation = presentInvitation(
        await invitations.invite(requireActor(request), input, linkBaseFor(request)),
      );
      reply.status(201);
      return { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.invited(invitation.invited_user_name) };
    });

    const resend = { params: idParams, response: { 200: invitationSentResponse } };
    r.post('/api/invitation_mappings/:id/resend', { config: admin, schema: resend }, async (request) => {
      const actor = requireActor(request);
      const invitation = presentInvitation(await invitations.resend(actor, request.params.id, linkBaseFor(request)));
      return { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.reinvited(invitation.invited_user_name) };
    });

    r.delete(
      '/api/invitation_mappings/:id',
      { config: admin, schema: { params: idParams, response: { 204: noContentResponse } } },
      async (request, reply) => {
        await invitations.revoke(request.params.id);
        // Returned, not sent: reply.send() here would answer before the request's transaction commits (ADR 12).
        reply.status(204);
      },
    );
  };
}
