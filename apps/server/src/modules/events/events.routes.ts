import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  duplicateInput,
  EVENT_LIST_TABS,
  EVENT_MESSAGES,
  EVENTS_PAGE_SIZE,
  isSensibleDate,
} from '@huddle/domain/event-schemas';
import { idSchema } from '@huddle/domain/ids';
import { AppError, forbidden } from '../../lib/errors.ts';
import { publicOrganization } from '../../lib/public-host.ts';
import { pageNumber, perPage } from '../../lib/pagination.ts';
import { requireActor, requireSameSiteForCookie } from '../../plugins/access.ts';
import { anyMember, hostOrAdmin, on, organizerUp, publicRoute } from '../../plugins/route-matrix.ts';
import { parseEventForm, readEventFields } from './events.form.ts';
import { eventCalendar } from './events.ical.ts';
import type { EventsService } from './events.service.ts';
import type { CommunicationsService } from '../communications/communications.service.ts';
import { linkBaseFor } from '../../lib/links.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';

const idParams = z.object({ id: idSchema });
const listQuery = z.object({
  page: pageNumber,
  per_page: perPage(EVENTS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  office_id: idSchema.optional(),
  event_type_id: idSchema.optional(),
  group_id: idSchema.optional(),
  organizer_id: idSchema.optional(),
});
/** "YYYY-MM-DD hh:mm:ss" (spec events §7), read as UTC; ISO strings work too. */
const rangeDate = z
  .string()
  .trim()
  .transform((v) => (/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`))
  .refine(isSensibleDate, EVENT_MESSAGES.invalidDate)
  .transform((v) => new Date(v));

export function eventsRoutes(
  events: EventsService,
  after: { communications: CommunicationsService; organizations: OrganizationsService },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    for (const tab of EVENT_LIST_TABS) {
      r.get(
        `/api/events/${tab}`,
        {
          config:
            tab === 'draft'
              ? { access: 'organizer', matrix: organizerUp }
              : { access: 'authenticated', matrix: anyMember },
          schema: { querystring: listQuery },
        },
        async (request) => {
          const q = request.query;
          return events.list(
            requireActor(request),
            tab,
            {
              search: q.search,
              officeId: q.office_id,
              eventTypeId: q.event_type_id,
              groupId: q.group_id,
              organizerId: q.organizer_id,
            },
            { page: q.page, per_page: q.per_page },
          );
        },
      );
    }

    // A group page's events (spec platform §7): the same lists, for one group.
    r.get(
      '/api/group_events/:tab',
      {
        config: {
          access: 'authenticated',
          // A filter, not a look-up: another organization's group has no events here, and the list is empty.
          matrix: on(anyMember, { params: { tab: 'upcoming' }, query: { group_id: ':group' }, foreign: 'ok' }),
        },
        schema: {
          params: z.object({ tab: z.enum(['upcoming', 'past', 'mine']) }),
          querystring: listQuery.extend({ group_id: idSchema }),
        },
      },
      async (request) =>
        events.list(
          requireActor(request),
          request.params.tab,
          { groupId: request.query.group_id },
          {
            page: request.query.page,
            per_page: request.query.per_page,
          },
        ),
    );

    // The profile's "My events": the events the caller hosts (invitations join with the guests issue).
    r.get(
      '/api/users/events',
      { config: { access: 'authenticated', matrix: anyMember }, schema: { querystring: listQuery } },
      async (request) =>
        events.list(requireActor(request), 'mine', {}, { page: request.query.page, per_page: request.query.per_page }),
    );

    r.get(
      '/api/events/range',
      {
        config: {
          access: 'authenticated',
          matrix: on(anyMember, { query: { start_date: '2026-01-01 00:00:00', end_date: '2026-12-31 00:00:00' } }),
        },
        schema: { querystring: z.object({ start_date: rangeDate, end_date: rangeDate }) },
      },
      async (request) => {
        const { start_date: from, end_date: to } = request.query;
        if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > 400 * 24 * 3600 * 1000) {
          throw new AppError('validation', 'The range must end after it starts and span at most 400 days.');
        }
        return { data: await events.range(requireActor(request), from, to) };
      },
    );

    for (const path of ['/api/events/:id', '/api/events/:id/page']) {
      r.get(
        path,
        { config: { access: 'authenticated', matrix: anyMember }, schema: { params: idParams } },
        async (request) => ({ event: await events.get(requireActor(request), request.params.id) }),
      );
    }

    r.get(
      '/api/events/:id/public',
      { config: { access: 'public', matrix: publicRoute }, schema: { params: idParams } },
      async (request) => ({ event: await events.getPublic(publicOrganization(request).id, request.params.id) }),
    );

    r.get(
      '/api/events/:id/ical',
      // Signed-in people get any event they may view; visitors of the public page get open, published ones.
      { config: { access: 'public', matrix: publicRoute }, schema: { params: idParams } },
      async (request, reply) => {
        const { actor } = request;
        const organization = actor ? null : publicOrganization(request);
        const event = actor
          ? await events.get(actor, request.params.id)
          : await events.getPublic(organization!.id, request.params.id);
        // An API client on the bare domain has no host organization: the link names its own.
        const owner =
          organization ?? request.hostOrganization ?? (await after.organizations.findById(actor!.organizationId));
        if (!owner) throw forbidden();
        const url = `${linkBaseFor(request)(owner)}/event/${event.id}/view`;
        const filename = `${event.name.replace(/[^\w .-]+/g, '').trim() || 'event'}.ics`;
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(eventCalendar(event, url));
      },
    );

    r.post('/api/events', { config: { access: 'organizer', matrix: organizerUp } }, async (request, reply) => {
      const form = parseEventForm(await readEventFields(request));
      const event = await events.save(requireActor(request), null, form.input, form.cover, false);
      reply.status(201);
      return { event, message: EVENT_MESSAGES.draftSaved };
    });

    const manage = { access: 'organizer' as const, matrix: hostOrAdmin };
    r.put('/api/events/:id', { config: manage, schema: { params: idParams } }, async (request) => {
      const actor = requireActor(request);
      const stored = await events.storedForm(actor, request.params.id);
      const form = parseEventForm(await readEventFields(request), stored);
      // Scheduled invitations follow a new start; with send_email_updates the guests get the update.
      const event = await events.save(actor, request.params.id, form.input, form.cover, false, (eventId) =>
        after.communications.eventSaved(actor, eventId, {
          sendUpdates: form.input.send_email_updates,
          message: form.input.email_updates_message,
          linkBase: linkBaseFor(request),
        }),
      );
      return { event, message: event.published ? EVENT_MESSAGES.updated : EVENT_MESSAGES.draftSaved };
    });

    // Naming the event in the form: only its hosts and admins get past the check.
    r.post(
      '/api/events/publish',
      { config: { access: 'organizer', matrix: on(hostOrAdmin, { body: { event: { id: ':event' } } }) } },
      async (request) => {
        const actor = requireActor(request);
        const raw = await readEventFields(request);
        // The event named in the form is checked (403/404) before the rest of the form is validated.
        const form = parseEventForm(raw, raw.id === null ? undefined : await events.storedForm(actor, raw.id));
        const event = await events.save(actor, form.id, form.input, form.cover, true);
        return { event, message: EVENT_MESSAGES.published };
      },
    );

    r.delete('/api/events/:id', { config: manage, schema: { params: idParams } }, async (request) => {
      await events.remove(requireActor(request), request.params.id);
      return { message: EVENT_MESSAGES.deleted };
    });

    r.get(
      '/api/events/:id/clone',
      {
        config: { access: 'organizer', matrix: organizerUp },
        schema: { params: idParams, querystring: duplicateInput },
      },
      async (request, reply) => {
        // The spec makes this a GET, so the same-origin rule for cookie sessions is applied here by hand: a link
        // on another site must not create drafts in the visitor's name.
        requireSameSiteForCookie(request);
        const copies = await events.duplicate(requireActor(request), request.params.id, request.query.copies);
        reply.status(201);
        return { events: copies, message: EVENT_MESSAGES.duplicated };
      },
    );
  };
}
