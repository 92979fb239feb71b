import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { COMMUNICATION_OPTION_TYPES } from '@huddle/domain/communication-schemas';
import {
  COMMUNICATION_MESSAGES,
  CONTACT_OPTION_PAGE_SIZE,
  DELIVERY_METHODS,
  emailReminderInput,
  emailRsvpInput,
  invitationInput,
  messageInput,
  OPTION_PAGE_SIZE,
} from '@huddle/domain/communication-schemas';
import {
  collectionMembersResponse,
  communicationSavedResponse,
  emailReminderResponse,
  emailRsvpAnswerResponse,
  emailRsvpDetailsResponse,
  eventMessageResponse,
  invitationFormResponse,
  recipientOptionsResponse,
} from '@huddle/domain/contracts/communications';
import { messageResponse } from '@huddle/domain/contracts/events';
import { idSchema } from '@huddle/domain/ids';
import { linkBaseFor } from '../../lib/links.ts';
import { publicOrganization } from '../../lib/public-host.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { adminOnly, hostOrAdmin, on, publicRoute, type MatrixInput } from '../../plugins/route-matrix.ts';
import { setGuestCookie, type RsvpPort } from '../guests/guests.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import { presentInvitationForm, presentOption, presentSaved } from './communications.presenter.ts';
import type { CommunicationsService } from './communications.service.ts';

const idParams = z.object({ id: idSchema });
const idList = z
  .string()
  .default('')
  .transform((v) => v.split(',').filter(Boolean).map(Number))
  .pipe(z.array(z.number().int().positive()).max(10_000));

const optionsQuery = z.object({
  event_id: idSchema,
  event_invitation_id: idSchema.optional(),
  method: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(OPTION_PAGE_SIZE).optional(),
  search: z.string().max(200).default(''),
  filters: z.string().optional(),
  sorting: z.string().optional(),
  filter_type: z.string().optional(),
});

/** The old mail buttons' link answers a redirect, without a body. */
const redirectResponse = z.null().describe('A redirect to the answer page /rsvp/answer?token=&status=.');

const emailRsvpQuery = z.object({
  token: z.string().max(200).default(''),
  status: z.string().max(40).optional(),
});

/** Spec guest-engagement §7 "Invitations and messages" (docs/api-communications.md). */
export function communicationsRoutes(deps: {
  communications: CommunicationsService;
  rsvp: RsvpPort;
  organizations: OrganizationsPort;
  now: () => Date;
}) {
  const { communications } = deps;
  /** Where the mails' links point: the organization's own host (from configuration). */
  const linkBase = async (request: FastifyRequest) => {
    const organization = (await deps.organizations.findById(requireActor(request).organizationId))!;
    return linkBaseFor(request)(organization);
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    /** Spec guest-engagement §6: the event's hosts and admins compose, send, edit and delete communications. */
    const host = (input: MatrixInput = {}) => ({
      config: { access: 'organizer' as const, matrix: on(hostOrAdmin, input) },
    });
    // The smallest valid bodies, for the matrix to send (':event' is the id of the event under test).
    const invitation = {
      event_id: ':event',
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [':contact'] }],
    };
    const message = {
      event_id: ':event',
      message_type: 'email',
      invitee_statuses: ['invited'],
      message_body: '<p>Hi</p>',
    };

    r.get(
      '/api/event_invitations/new_event_invitation',
      {
        ...host({ query: { event_id: ':event' } }),
        schema: {
          // An unknown method composes by email: the form's invite_type is one the contract names.
          querystring: z.object({ event_id: idSchema, method: z.enum(DELIVERY_METHODS).catch('email') }),
          response: { 200: invitationFormResponse },
        },
      },
      async (request) => {
        const form = await communications.newInvitation(
          requireActor(request),
          request.query.event_id,
          request.query.method,
        );
        return presentInvitationForm(form.invitation);
      },
    );

    r.get(
      '/api/event_invitations/existing_event_invitation',
      {
        ...host({ query: { event_invitation_id: ':invitation' } }),
        schema: {
          querystring: z.object({ event_invitation_id: idSchema }),
          response: { 200: invitationFormResponse },
        },
      },
      async (request) => {
        const form = await communications.existingInvitation(requireActor(request), request.query.event_invitation_id);
        return presentInvitationForm(form.invitation);
      },
    );

    r.get(
      '/api/event_invitations/option_collection_members',
      {
        ...host({ query: { event_id: ':event', collection_type: 'group', collection_id: ':group' } }),
        schema: {
          querystring: z.object({
            event_id: idSchema,
            collection_type: z.enum(['group', 'list', 'office']),
            collection_id: idSchema,
            invitation_type: z.string().optional(),
            invitation_id: z.string().optional(),
          }),
          response: { 200: collectionMembersResponse },
        },
      },
      async (request) => ({
        members: await communications.members(
          requireActor(request),
          request.query.event_id,
          request.query.collection_type,
          request.query.collection_id,
        ),
      }),
    );

    r.get(
      '/api/event_invitations/:type',
      {
        ...host({ params: { type: 'contact_options' }, query: { event_id: ':event' } }),
        schema: {
          params: z.object({ type: z.string().regex(/^(contact|group|list|office)_(options|selections)$/) }),
          querystring: optionsQuery.extend({ selections: idList }),
          response: { 200: recipientOptionsResponse },
        },
      },
      async (request) => {
        const [type, kind] = request.params.type.split('_') as [(typeof COMMUNICATION_OPTION_TYPES)[number], string];
        const actor = requireActor(request);
        const q = request.query;
        if (kind === 'selections') {
          const rows = await communications.selections(actor, type, q.event_id, q.selections);
          return { selections: rows.map((row) => presentOption(type, row)) };
        }
        const perPage = q.per_page ?? (type === 'contact' ? CONTACT_OPTION_PAGE_SIZE : OPTION_PAGE_SIZE);
        const page = await communications.options(actor, type, q.event_id, {
          page: q.page,
          perPage,
          search: q.search,
          invitationId: q.event_invitation_id ?? null,
        });
        return {
          data: page.rows.map((row) => presentOption(type, row)),
          meta: { total_count: page.total, total_pages: Math.ceil(page.total / perPage) },
        };
      },
    );

    r.post(
      '/api/event_invitations',
      {
        ...host({ body: invitation }),
        schema: {
          body: invitationInput,
          response: { 200: communicationSavedResponse, 201: communicationSavedResponse },
        },
      },
      async (request, reply) => {
        const answer = await communications.saveInvitation(
          requireActor(request),
          request.body,
          await linkBase(request),
        );
        reply.status(request.body.communication_history_id ? 200 : 201);
        return presentSaved(answer);
      },
    );

    r.post(
      '/api/event_invitations/reschedule',
      {
        ...host({ query: { event_invitation_id: ':invitation' }, body: invitation }),
        schema: {
          body: invitationInput,
          querystring: z.object({
            event_invitation_id: idSchema.optional(),
            communication_history_id: idSchema.optional(),
          }),
          response: { 200: communicationSavedResponse },
        },
      },
      async (request) => {
        const id = request.query.communication_history_id ?? request.query.event_invitation_id;
        const answer = await communications.saveInvitation(
          requireActor(request),
          { ...request.body, communication_history_id: id ?? request.body.communication_history_id },
          await linkBase(request),
        );
        return presentSaved(answer);
      },
    );

    r.get(
      '/api/event_messages/:id',
      { ...host(), schema: { params: idParams, response: { 200: eventMessageResponse } } },
      async (request) => communications.getMessage(requireActor(request), request.params.id),
    );

    r.post(
      '/api/event_messages/create_and_send',
      { ...host({ body: message }), schema: { body: messageInput, response: { 201: communicationSavedResponse } } },
      async (request, reply) => {
        reply.status(201);
        return presentSaved(
          await communications.saveMessage(requireActor(request), request.body, await linkBase(request), null),
        );
      },
    );

    r.put(
      '/api/event_messages/:id',
      { ...host({ body: message }), schema: { params: idParams, response: { 200: communicationSavedResponse } } },
      async (request) => {
        const actor = requireActor(request);
        await communications.getMessage(actor, request.params.id); // 403/404 before the body is checked
        const input = parseInput(messageInput, request.body ?? {});
        return presentSaved(await communications.saveMessage(actor, input, await linkBase(request), request.params.id));
      },
    );

    r.delete(
      '/api/communication_histories/:id',
      { ...host(), schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => communications.remove(requireActor(request), request.params.id),
    );

    r.post(
      '/api/communication_histories/send_now',
      {
        ...host({ body: { id: ':message' } }),
        schema: { body: z.object({ id: idSchema }), response: { 200: communicationSavedResponse } },
      },
      async (request) => presentSaved(await communications.sendNow(requireActor(request), request.body.id)),
    );

    // Previews go to the caller's own address only; a limit per caller keeps the composer from being a mail cannon.
    r.post(
      '/api/invitees/send_email_reminder',
      {
        config: {
          access: 'organizer',
          matrix: on(hostOrAdmin, {
            body: { email_params: { event_id: ':event', subject: 'Hi', send_preview: true } },
          }),
          rateLimit: { max: 30, timeWindow: 60_000 },
        },
        schema: { body: emailReminderInput, response: { 200: emailReminderResponse } },
      },
      async (request) => {
        const answer = await communications.emailReminder(requireActor(request), request.body, await linkBase(request));
        const { communication, message } = answer;
        return communication ? presentSaved({ communication, message }) : { message };
      },
    );

    // The Yes / Maybe / No buttons of mails sent before the answer page existed: a GET never records an answer
    // (corporate mail scanners open every link), so it only opens the answer page, which asks for one click.
    r.get(
      '/api/invitees/email_rsvp',
      {
        config: { access: 'public', matrix: publicRoute },
        schema: { querystring: emailRsvpQuery, response: { 303: redirectResponse } },
      },
      async (request, reply) => {
        const query = new URLSearchParams({ token: request.query.token, status: request.query.status ?? '' });
        return reply.redirect(`/rsvp/answer?${query.toString()}`, 303);
      },
    );

    // What the answer page shows: the event and the guest's answer so far. Reads only.
    r.get(
      '/api/invitees/email_rsvp/event',
      {
        config: { access: 'public', matrix: on(publicRoute, { query: { token: ':rsvpToken' } }) },
        schema: { querystring: emailRsvpQuery, response: { 200: emailRsvpDetailsResponse } },
      },
      async (request) => deps.rsvp.linkDetails(await publicOrganization(request), request.query.token),
    );

    // The answer page's one click: the signed token is the proof, and this browser gets the guest cookie.
    r.post(
      '/api/invitees/email_rsvp',
      // The token is the proof; the ceiling per address only has to let an office answer at once.
      {
        config: {
          access: 'public',
          matrix: on(publicRoute, { body: { token: ':rsvpToken', status: 'rsvp' } }),
          rateLimit: { max: 300, timeWindow: 60_000 },
        },
        schema: { response: { 200: emailRsvpAnswerResponse } },
      },
      async (request, reply) => {
        const organization = await publicOrganization(request);
        // Anything but an object (a JSON array) is a form with no fields: the written "link invalid" answers it.
        const body = request.body;
        const input = parseInput(emailRsvpInput, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
        const answer = await deps.rsvp.answerFromLink(organization, input.token, input.status);
        setGuestCookie(request, reply, organization, answer.guest, deps.now());
        return answer.body;
      },
    );

    // Ends every RSVP link already mailed (a forwarded or leaked mail): they no longer verify.
    r.post(
      '/api/organizations/rotate_link_secret',
      { config: { access: 'admin', matrix: adminOnly }, schema: { response: { 200: messageResponse } } },
      async (request) => {
        await deps.organizations.rotateLinkSecret(requireActor(request).organizationId);
        return { message: COMMUNICATION_MESSAGES.linkSecretRotated };
      },
    );
  };
}
