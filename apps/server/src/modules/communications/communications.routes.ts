import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { COMMUNICATION_OPTION_TYPES } from '@huddle/domain/communication-schemas';
import {
  CONTACT_OPTION_PAGE_SIZE,
  emailReminderInput,
  invitationInput,
  mailRsvpErrorCode,
  messageInput,
  OPTION_PAGE_SIZE,
} from '@huddle/domain/communication-schemas';
import { RSVP_ANSWERS, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { idSchema } from '@huddle/domain/ids';
import { linkBaseFor } from '../../lib/links.ts';
import { guestIdOf, verifyGuestToken } from '../../lib/signed-links.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RsvpService } from '../guests/rsvp.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
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

const emailRsvpQuery = z.object({
  token: z.string().max(200).default(''),
  status: z.string().max(40).optional(),
});

/** Spec guest-engagement §7 "Invitations and messages" (docs/api-communications.md). */
export function communicationsRoutes(deps: {
  communications: CommunicationsService;
  rsvp: RsvpService;
  organizations: OrganizationsService;
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
    const organizer = { config: { access: 'organizer' as const } };

    r.get(
      '/api/event_invitations/new_event_invitation',
      { ...organizer, schema: { querystring: z.object({ event_id: idSchema, method: z.string().default('email') }) } },
      async (request) =>
        communications.newInvitation(requireActor(request), request.query.event_id, request.query.method),
    );

    r.get(
      '/api/event_invitations/existing_event_invitation',
      { ...organizer, schema: { querystring: z.object({ event_invitation_id: idSchema }) } },
      async (request) => communications.existingInvitation(requireActor(request), request.query.event_invitation_id),
    );

    r.get(
      '/api/event_invitations/option_collection_members',
      {
        ...organizer,
        schema: {
          querystring: z.object({
            event_id: idSchema,
            collection_type: z.enum(['group', 'list', 'office']),
            collection_id: idSchema,
            invitation_type: z.string().optional(),
            invitation_id: z.string().optional(),
          }),
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
        ...organizer,
        schema: {
          params: z.object({ type: z.string().regex(/^(contact|group|list|office)_(options|selections)$/) }),
          querystring: optionsQuery.extend({ selections: idList }),
        },
      },
      async (request) => {
        const [type, kind] = request.params.type.split('_') as [(typeof COMMUNICATION_OPTION_TYPES)[number], string];
        const actor = requireActor(request);
        const q = request.query;
        if (kind === 'selections') {
          return { selections: await communications.selections(actor, type, q.event_id, q.selections) };
        }
        const perPage = q.per_page ?? (type === 'contact' ? CONTACT_OPTION_PAGE_SIZE : OPTION_PAGE_SIZE);
        const page = await communications.options(actor, type, q.event_id, {
          page: q.page,
          perPage,
          search: q.search,
          invitationId: q.event_invitation_id ?? null,
        });
        return { data: page.rows, meta: { total_count: page.total, total_pages: Math.ceil(page.total / perPage) } };
      },
    );

    r.post('/api/event_invitations', { ...organizer, schema: { body: invitationInput } }, async (request, reply) => {
      const answer = await communications.saveInvitation(requireActor(request), request.body, await linkBase(request));
      reply.status(request.body.communication_history_id ? 200 : 201);
      return answer;
    });

    r.post(
      '/api/event_invitations/reschedule',
      {
        ...organizer,
        schema: {
          body: invitationInput,
          querystring: z.object({
            event_invitation_id: idSchema.optional(),
            communication_history_id: idSchema.optional(),
          }),
        },
      },
      async (request) => {
        const id = request.query.communication_history_id ?? request.query.event_invitation_id;
        return communications.saveInvitation(
          requireActor(request),
          { ...request.body, communication_history_id: id ?? request.body.communication_history_id },
          await linkBase(request),
        );
      },
    );

    r.get('/api/event_messages/:id', { ...organizer, schema: { params: idParams } }, async (request) =>
      communications.getMessage(requireActor(request), request.params.id),
    );

    r.post(
      '/api/event_messages/create_and_send',
      { ...organizer, schema: { body: messageInput } },
      async (request, reply) => {
        reply.status(201);
        return communications.saveMessage(requireActor(request), request.body, await linkBase(request), null);
      },
    );

    r.put(
      '/api/event_messages/:id',
      { ...organizer, schema: { params: idParams, body: messageInput } },
      async (request) =>
        communications.saveMessage(requireActor(request), request.body, await linkBase(request), request.params.id),
    );

    r.delete('/api/communication_histories/:id', { ...organizer, schema: { params: idParams } }, async (request) =>
      communications.remove(requireActor(request), request.params.id),
    );

    r.post(
      '/api/communication_histories/send_now',
      { ...organizer, schema: { body: z.object({ id: idSchema }) } },
      async (request) => communications.sendNow(requireActor(request), request.body.id),
    );

    // Previews go to any address: a limit per caller keeps the composer from being a mail cannon.
    r.post(
      '/api/invitees/send_email_reminder',
      {
        config: { access: 'organizer', rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: { body: emailReminderInput },
      },
      async (request) => communications.emailReminder(requireActor(request), request.body, await linkBase(request)),
    );

    // The Yes / Maybe / No buttons of a mail: public, on the organization's own host; the signed token is the proof.
    // One click records the answer (the issue asks for one-click links) and opens the event page with the outcome.
    r.get(
      '/api/invitees/email_rsvp',
      { config: { access: 'public' }, schema: { querystring: emailRsvpQuery } },
      async (request, reply) => {
        const organization = request.hostOrganization;
        const refuse = (code: string) => reply.redirect(`/login?rsvp_error=${code}`, 303);
        if (!organization) return refuse('link_invalid');
        const check = verifyGuestToken(organization.linkSecret, request.query.token, deps.now());
        // A forged token names nobody; an expired one is still ours, so its guest's event page can say why.
        if (!check.ok && check.reason === 'invalid') return refuse('link_invalid');
        const inviteeId = check.ok ? check.inviteeId : guestIdOf(request.query.token)!;
        const status = (RSVP_ANSWERS as readonly string[]).includes(request.query.status ?? '')
          ? (request.query.status as RsvpAnswer)
          : null;
        const outcome = await deps.rsvp.answerFromLink(organization.id, inviteeId, status, { expired: !check.ok });
        if (!outcome) return refuse('link_invalid');
        const page = outcome.inApp ? `/event/${outcome.eventId}/view` : `/public/${outcome.eventId}`;
        const query = new URLSearchParams(
          outcome.error
            ? { rsvp_error: mailRsvpErrorCode(outcome.error) }
            : { rsvp_outcome: outcome.status!, ...(outcome.inApp ? {} : { email: outcome.email }) },
        );
        return reply.redirect(`${page}?${query.toString()}`, 303);
      },
    );
  };
}
