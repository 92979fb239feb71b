import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@huddle/domain/ids';
import { prepareContactRows, CSV_MESSAGES } from '@huddle/domain/contact-schemas';
import {
  invitationListResponse,
  invitationSentResponse,
  invitationUploadResponse,
} from '@huddle/domain/contracts/invitations';
import { noContentResponse } from '@huddle/domain/contracts/no-content';
import {
  INVITE_CSV_MAX_BYTES,
  INVITE_CSV_MAX_ROWS,
  inviteUploadInput,
  inviteUserInput,
  USER_ADMIN_MESSAGES,
} from '@huddle/domain/user-admin-schemas';
import Papa from 'papaparse';
import { csvText } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { multipartForm, scopedFields } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import { linkBaseFor } from '../../lib/links.ts';
import { pageQuery } from '../../lib/pagination.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, on } from '../../plugins/route-matrix.ts';
import { presentInvitation } from './invitations.presenter.ts';
import type { InvitationsService } from './invitations.service.ts';

const idParams = z.object({ id: idSchema });
const FILE = 'invitation_mapping[invites]';
const inviteFiles = { [FILE]: { maxBytes: INVITE_CSV_MAX_BYTES, tooLarge: USER_ADMIN_MESSAGES.invitesTooLarge } };
const refuse = (message: string) => new AppError('validation', message, { invites: [message] });

/** The file's rows by the contact upload's rules (spec guest-engagement §5): loose columns, invalid rows counted. */
function invitesOf(data: Buffer | undefined) {
  if (!data) throw refuse(USER_ADMIN_MESSAGES.csvRequired);
  const text = csvText(data);
  if (text === null) throw refuse(USER_ADMIN_MESSAGES.csvUnreadable);
  const { data: rows } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const prepared = prepareContactRows(rows);
  if (!prepared.hasEmailColumn) throw refuse(CSV_MESSAGES.invalidFile);
  if (prepared.valid.length === 0) throw refuse(CSV_MESSAGES.noValidRows);
  if (prepared.valid.length > INVITE_CSV_MAX_ROWS)
    throw refuse(USER_ADMIN_MESSAGES.invitesTooMany(INVITE_CSV_MAX_ROWS));
  return prepared;
}

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
    const invitee = { invited_user_email: 'invitee@example.test', invited_user_name: 'Ivy', role_proposed: 'user' };
    const inviting = { ...admin, matrix: on(adminOnly, { body: { invitation_mapping: invitee } }) };
    r.post('/api/invitation_mappings', { config: inviting, schema: invite }, async (request, reply) => {
      const input = request.body.invitation_mapping;
      const invitation = presentInvitation(
        await invitations.invite(requireActor(request), input, linkBaseFor(request)),
      );
      reply.status(201);
      return { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.invited(invitation.invited_user_name) };
    });

    // Spec platform §7: invites from a CSV, optionally saved as a contact list (its schema: test/fuzz/inner-schemas.ts).
    r.post(
      '/api/invitation_mappings/upload',
      { config: { ...admin, multipart: inviteFiles }, schema: { response: { 200: invitationUploadResponse } } },
      async (request) => {
        if (!request.isMultipart()) throw refuse(USER_ADMIN_MESSAGES.csvRequired);
        // Read whole before the transaction opened (plugins/uploads.ts): a slow client holds no connection.
        const form = multipartForm(request);
        const options = parseInput(inviteUploadInput, scopedFields(form, 'invitation_mapping', []));
        const prepared = invitesOf(form.files[FILE]);
        const result = await invitations.inviteMany(
          requireActor(request),
          prepared.valid,
          { ...options, rejected: prepared.invalidCount },
          linkBaseFor(request),
        );
        return {
          invitation_mappings: result.invited.map(presentInvitation),
          rejected_count: prepared.invalidCount,
          already_users: result.alreadyUsers,
          list: result.list,
          message: USER_ADMIN_MESSAGES.invitesSent,
          warnings: result.warnings,
        };
      },
    );

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
