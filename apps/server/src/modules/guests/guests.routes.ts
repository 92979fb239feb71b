import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guestRemoveInput,
  guestUpdateInput,
  publicRsvpInput,
  rsvpEmailSchema,
  rsvpInput,
  rsvpPauseInput,
} from '@huddle/domain/guest-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { idSchema } from '@huddle/domain/ids';
import { attachmentHeader, csvTextStream } from '../../lib/csv.ts';
import { forbidden } from '../../lib/errors.ts';
import { linkBaseFor } from '../../lib/links.ts';
import { publicOrganization } from '../../lib/public-host.ts';
import { multipartForm } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { anyMember, hostOrAdmin, on, publicRoute, sameForAll } from '../../plugins/route-matrix.ts';
import { presentOneEvent, type EventsPort } from '../events/events.port.ts';
import { provenGuestOf, setGuestCookie } from './guest-cookie.ts';
import {
  guestsRemovedResponse,
  guestsUpdatedResponse,
  proofRequiredResponse,
  publicLookupResponse,
  publicRsvpResponse,
  rsvpAnswerResponse,
} from '@huddle/domain/contracts/guests';
import { eventSavedResponse } from '@huddle/domain/contracts/events';
import { GUEST_CSV_HEADER, presentGuests } from './guests.presenter.ts';
import type { GuestsService } from './guests.service.ts';
import type { RsvpService } from './rsvp.service.ts';

const idParams = z.object({ id: idSchema });
/** The export streams a file, not JSON: the serializer leaves a stream as it is. */
const csvResponse = z.unknown().describe('The guest list as a CSV file.');
/**
 * A ceiling per address generous enough for an office behind one address; the per-event throttles of the service
 * (public-throttle.ts) are what slow someone trying emails from many addresses.
 */
const PUBLIC_PER_ADDRESS_PER_MINUTE = 120;

/** The RSVP calls are "multipart" in the spec (text fields only, `config.multipart`); JSON works too. */
function formBody(request: FastifyRequest): unknown {
  if (!request.isMultipart()) {
    // Anything but an object (a JSON array, a string) is a form with no fields: the field messages say what is missing.
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  }
  return multipartForm(request).fields;
}

export function guestsRoutes(deps: { guests: GuestsService; rsvp: RsvpService; events: EventsPort; now: () => Date }) {
  const { guests, rsvp, events } = deps;
  /** The public caller: an active organization's host, the guest cookie's proof, where mailed links point. */
  const publicCaller = async (request: FastifyRequest) => {
    const organization = await publicOrganization(request);
    return {
      organization,
      provenGuest: provenGuestOf(request, organization, deps.now()),
      linkBase: linkBaseFor(request)(organization),
    };
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/events/:id/rsvp',
      {
        config: { access: 'authenticated', matrix: on(anyMember, { body: { status: 'rsvp' } }), multipart: {} },
        schema: { params: idParams, response: { 200: rsvpAnswerResponse } },
      },
      async (request) => {
        const input = parseInput(rsvpInput, formBody(request));
        const actor = requireActor(request);
        const answer = await rsvp.answer(actor, request.params.id, input.status);
        const [invitee] = presentGuests(answer.invitee);
        return { invitee: invitee!, event: presentOneEvent(answer.event, actor), message: answer.message };
      },
    );

    r.post(
      '/api/invitees/public_rsvp',
      {
        config: {
          access: 'public',
          matrix: on(publicRoute, {
            body: {
              event_id: ':event',
              first_name: 'Pat',
              last_name: 'Public',
              email: 'pat@example.test',
              status: 'rsvp',
            },
          }),
          rateLimit: { max: PUBLIC_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
          multipart: {},
        },
        schema: { response: { 200: publicRsvpResponse, 202: proofRequiredResponse } },
      },
      async (request, reply) => {
        const caller = await publicCaller(request);
        const answer = await rsvp.publicAnswer(caller, parseInput(publicRsvpInput, formBody(request)));
        // Needs proof (ADR 10): accepted, nothing recorded yet, the mail to the address does the rest.
        // Returned, not sent, so the mail is committed before the answer (ADR 12).
        if (!answer.guest) {
          reply.code(202);
          return answer.body;
        }
        setGuestCookie(request, reply, caller.organization, answer.guest, deps.now());
        return answer.body;
      },
    );

    r.get(
      '/api/invitees/public_lookup',
      {
        config: {
          access: 'public',
          // Without the guest cookie's proof every caller gets the same 404 (ADR 10): it tells nobody who answered.
          matrix: on(sameForAll(404), { query: { event_id: ':event', email: 'nobody@example.test' } }),
          rateLimit: { max: PUBLIC_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
        },
        schema: {
          querystring: z.object({ event_id: idSchema, email: rsvpEmailSchema }),
          response: { 200: publicLookupResponse },
        },
      },
      async (request) => rsvp.publicLookup(await publicCaller(request), request.query.event_id, request.query.email),
    );

    /** The event's managers only: 403/404 comes before the body is checked. */
    const manage = { access: 'organizer' as const, matrix: hostOrAdmin };
    const assertManages = async (request: FastifyRequest, id: number) => {
      const { manager } = await events.access(requireActor(request), id);
      if (!manager) throw forbidden(EVENT_MESSAGES.notEditable);
    };

    const paused = { params: idParams, response: { 200: eventSavedResponse } };
    r.post('/api/events/:id/rsvp_pause', { config: manage, schema: paused }, async (request) => {
      await assertManages(request, request.params.id);
      const { rsvp_pause_active: active } = parseInput(rsvpPauseInput, request.body ?? {});
      const actor = requireActor(request);
      const { event, message } = await events.setRsvpPause(actor, request.params.id, active);
      return { event: presentOneEvent(event, actor), message };
    });

    const updated = { params: idParams, response: { 200: guestsUpdatedResponse } };
    r.patch('/api/events/:id/invitees.json', { config: manage, schema: updated }, async (request) => {
      await assertManages(request, request.params.id);
      const input = parseInput(guestUpdateInput, request.body ?? {});
      return { invitees: presentGuests(await guests.update(requireActor(request), request.params.id, input)) };
    });

    const removed = { params: idParams, response: { 200: guestsRemovedResponse } };
    r.delete('/api/events/:id/invitees.json', { config: manage, schema: removed }, async (request) => {
      await assertManages(request, request.params.id);
      const { invitees } = parseInput(guestRemoveInput, request.body ?? {});
      return guests.remove(
        requireActor(request),
        request.params.id,
        invitees.map((i) => i.id),
      );
    });

    r.get(
      '/api/events/:id/export_guest_list',
      {
        config: manage,
        schema: { params: idParams, produces: ['text/csv'], response: { 200: csvResponse } },
      },
      async (request, reply) => {
        const { name, lines } = await guests.exportList(requireActor(request), request.params.id);
        const stream = csvTextStream(GUEST_CSV_HEADER, lines);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(`${name} - Guest List.csv`))
          .send(stream);
      },
    );
  };
}
