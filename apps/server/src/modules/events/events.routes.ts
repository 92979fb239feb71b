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
import {
  eventListResponse,
  eventRangeResponse,
  eventPageResponse,
  eventResponse,
  eventSavedResponse,
  eventsDuplicatedResponse,
  messageResponse,
} from '@huddle/domain/contracts/events';
import { AppError, forbidden } from '../../lib/errors.ts';
import { publicOrganization } from '../../lib/public-host.ts';
import { pageNumber, perPage } from '../../lib/pagination.ts';
import { requireActor, requireSameSiteForCookie } from '../../plugins/access.ts';
import { anyMember, hostOrAdmin, on, organizerUp, publicRoute } from '../../plugins/route-matrix.ts';
import { eventFormFiles, parseEventForm, readEventFields } from './events.form.ts';
import { eventCalendar } from './events.ical.ts';
import type { SurveysPort } from '../surveys/surveys.port.ts';
import { presentEventPage } from './event-surveys.presenter.ts';
import { presentCalendarEvent, presentEvents, presentOneEvent, presentVisitorEvent } from './events.presenter.ts';
import type { EventsService } from './events.service.ts';
import type { CommunicationsPort } from '../communications/communications.port.ts';
import { linkBaseFor } from '../../lib/links.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';

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
/** The ical route answers a file, not JSON: the serializer leaves a string as it is. */
const icalResponse = z.string().describe('The event as an iCalendar file (one VEVENT).');

export function eventsRoutes(
  events: EventsService,
  after: {
    communications: CommunicationsPort;
    organizations: OrganizationsPort;
    /** A changed end moves the post-event survey's waiting send (surveys.service eventTimesChanged). */
    surveys: Pick<SurveysPort, 'eventTimesChanged'>;
  },
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
          schema: { querystring: listQuery, response: { 200: eventListResponse } },
        },
        async (request) => {
          const q = request.query;
          const actor = requireActor(request);
          const { events: loaded, meta } = await events.list(
            actor,
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
          return { data: presentEvents(loaded, actor), meta };
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
          response: { 200: eventListResponse },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { query } = request;
        const pages = { page: query.page, per_page: query.per_page };
        const { events: loaded, meta } = await events.list(
          actor,
          request.params.tab,
          { groupId: query.group_id },
          pages,
        );
        return { data: presentEvents(loaded, actor), meta };
      },
    );

    // The profile's "My events": the events the caller hosts (invitations join with the guests issue).
    r.get(
      '/api/users/events',
      {
        config: { access: 'authenticated', matrix: anyMember },
        schema: { querystring: listQuery, response: { 200: eventListResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        const pages = { page: request.query.page, per_page: request.query.per_page };
        const { events: loaded, meta } = await events.list(actor, 'mine', {}, pages);
        return { data: presentEvents(loaded, actor), meta };
      },
    );

    r.get(
      '/api/events/range',
      {
        config: {
          access: 'authenticated',
          matrix: on(anyMember, { query: { start_date: '2026-01-01 00:00:00', end_date: '2026-12-31 00:00:00' } }),
        },
        schema: {
          querystring: z.object({ start_date: rangeDate, end_date: rangeDate }),
          response: { 200: eventRangeResponse },
        },
      },
      async (request) => {
        const { start_date: from, end_date: to } = request.query;
        if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > 400 * 24 * 3600 * 1000) {
          throw new AppError('validation', 'The range must end after it starts and span at most 400 days.');
        }
        const rows = await events.range(requireActor(request), from, to);
        return { data: rows.map(presentCalendarEvent) };
      },
    );

    for (const path of ['/api/events/:id', '/api/events/:id/page']) {
      r.get(
        path,
        {
          config: { access: 'authenticated', matrix: anyMember },
          schema: { params: idParams, response: { 200: eventPageResponse } },
        },
        async (request) => {
          const actor = requireActor(request);
          return { event: presentEventPage(await events.get(actor, request.params.id), actor) };
        },
      );
    }

    r.get(
      '/api/events/:id/public',
      {
        config: { access: 'public', matrix: publicRoute },
        schema: { params: idParams, response: { 200: eventResponse } },
      },
      async (request) => {
        // The host's organization must be active; the scope is its own (tenant-scope.ts).
        await publicOrganization(request);
        const loaded = await events.getPublic(request.params.id);
        return { event: presentVisitorEvent(loaded) };
      },
    );

    r.get(
      '/api/events/:id/ical',
      // Signed-in people get any event they may view; visitors of the public page get open, published ones.
      {
        config: { access: 'public', matrix: publicRoute },
        schema: { params: idParams, produces: ['text/calendar'], response: { 200: icalResponse } },
      },
      async (request, reply) => {
        const { actor } = request;
        const organization = actor ? null : await publicOrganization(request);
        const event = actor
          ? presentOneEvent(await events.get(actor, request.params.id), actor)
          : presentVisitorEvent(await events.getPublic(request.params.id));
        // An API client on the bare domain has no host organization: the link names its own.
        const owner =
          organization ??
          (await request.hostOrganization()) ??
          (await after.organizations.findById(actor!.organizationId));
        if (!owner) throw forbidden();
        const url = `${linkBaseFor(request)(owner)}/event/${event.id}/view`;
        const filename = `${event.name.replace(/[^\w .-]+/g, '').trim() || 'event'}.ics`;
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(eventCalendar(event, url));
      },
    );

    r.post(
      '/api/events',
      {
        config: { access: 'organizer', matrix: organizerUp, multipart: eventFormFiles },
        schema: { response: { 201: eventSavedResponse } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const form = parseEventForm(readEventFields(request));
        const event = presentOneEvent(await events.save(actor, null, form.input, form.cover, false), actor);
        reply.status(201);
        return { event, message: EVENT_MESSAGES.draftSaved };
      },
    );

    const manage = { access: 'organizer' as const, matrix: hostOrAdmin };
    const saved = { params: idParams, response: { 200: eventSavedResponse } };
    r.put('/api/events/:id', { config: { ...manage, multipart: eventFormFiles }, schema: saved }, async (request) => {
      const actor = requireActor(request);
      const stored = await events.storedForm(actor, request.params.id);
      const form = parseEventForm(readEventFields(request), stored);
      // Scheduled invitations follow a new start; with send_email_updates the guests get the update.
      const loaded = await events.save(actor, request.params.id, form.input, form.cover, false, async (eventId) => {
        await after.communications.eventSaved(actor, eventId, {
          sendUpdates: form.input.send_email_updates,
          message: form.input.email_updates_message,
          linkBase: linkBaseFor(request),
        });
        await after.surveys.eventTimesChanged(eventId);
      });
      const event = presentOneEvent(loaded, actor);
      return { event, message: event.published ? EVENT_MESSAGES.updated : EVENT_MESSAGES.draftSaved };
    });

    // Naming the event in the form: only its hosts and admins get past the check.
    r.post(
      '/api/events/publish',
      {
        config: {
          access: 'organizer',
          matrix: on(hostOrAdmin, { body: { event: { id: ':event' } } }),
          multipart: eventFormFiles,
        },
        schema: { response: { 200: eventSavedResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        const raw = readEventFields(request);
        // The event named in the form is checked (403/404) before the rest of the form is validated.
        const form = parseEventForm(raw, raw.id === null ? undefined : await events.storedForm(actor, raw.id));
        const saved = await events.save(actor, form.id, form.input, form.cover, true, (eventId) =>
          after.surveys.eventTimesChanged(eventId),
        );
        const event = presentOneEvent(saved, actor);
        return { event, message: EVENT_MESSAGES.published };
      },
    );

    const deleted = { params: idParams, response: { 200: messageResponse } };
    r.delete('/api/events/:id', { config: manage, schema: deleted }, async (request) => {
      await events.remove(requireActor(request), request.params.id);
      return { message: EVENT_MESSAGES.deleted };
    });

    r.get(
      '/api/events/:id/clone',
      {
        config: { access: 'organizer', writes: true, matrix: organizerUp },
        schema: { params: idParams, querystring: duplicateInput, response: { 201: eventsDuplicatedResponse } },
      },
      async (request, reply) => {
        // The spec makes this a GET, so the same-origin rule for cookie sessions is applied here by hand: a link
        // on another site must not create drafts in the visitor's name.
        requireSameSiteForCookie(request);
        const actor = requireActor(request);
        const copies = await events.duplicate(actor, request.params.id, request.query.copies);
        reply.status(201);
        return { events: presentEvents(copies, actor), message: EVENT_MESSAGES.duplicated };
      },
    );
  };
}
