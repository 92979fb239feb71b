import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventSurveysResponse,
  sendSurveyResponse,
  surveyPageResponse,
  surveyResponsesResponse,
  surveyResultsResponse,
  surveySubmittedResponse,
} from '@huddle/domain/contracts/surveys';
import { proofRequiredResponse } from '@huddle/domain/contracts/guests';
import { idSchema } from '@huddle/domain/ids';
import {
  eventSurveysInput,
  SURVEY_MESSAGES as M,
  SURVEY_RESPONSES_PAGE_SIZE,
  SURVEY_STYLES,
  surveySubmissionInput,
  type SurveyStyle,
} from '@huddle/domain/survey-schemas';
import { attachmentHeader, csvTextStream } from '../../lib/csv.ts';
import { linkBaseFor } from '../../lib/links.ts';
import { pageNumber, perPage } from '../../lib/pagination.ts';
import { publicOrganization } from '../../lib/public-host.ts';
import { requireActor, requireSameSiteForCookie } from '../../plugins/access.ts';
import { hostOrAdmin, on, publicRoute } from '../../plugins/route-matrix.ts';
import { provenGuestOf, setGuestCookie } from '../guests/guests.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import type { SurveyAnswers } from './survey-answers.service.ts';
import { presentEventSurveys, presentSurveyPage } from './surveys.presenter.ts';
import type { SurveysService } from './surveys.service.ts';

const idParams = z.object({ id: idSchema });
const styleQuery = z.object({ style: z.enum(SURVEY_STYLES).default('post'), token: z.string().max(200).optional() });
const responsesQuery = z.object({
  style: z.enum(SURVEY_STYLES).default('post'),
  page: pageNumber,
  per_page: perPage(SURVEY_RESPONSES_PAGE_SIZE),
});
const csvResponse = z.unknown().describe('The survey responses as a CSV file.');
/** The event of the matrix that has a pre- and a post-event survey (test/matrix/fixtures.ts). */
const withSurveys = { params: { id: ':surveyEvent' } };
const EXPORT_NAMES: Record<SurveyStyle, string> = { pre: 'Pre-Event Survey', post: 'Post-Event Survey' };

export function surveysRoutes(deps: {
  surveys: SurveysService;
  answers: SurveyAnswers;
  organizations: OrganizationsPort;
  now: () => Date;
}) {
  const { surveys, answers } = deps;
  const manage = { access: 'organizer' as const, matrix: on(hostOrAdmin, withSurveys) };

  /** Who answers: the signed-in person (whose cookie session must come from our pages), or a visitor. */
  const respondent = async (request: FastifyRequest, token?: string) => {
    if (request.actor && request.method !== 'GET') requireSameSiteForCookie(request);
    const organization = await publicOrganization(request);
    return {
      actor: request.actor,
      token,
      caller: {
        organization,
        provenGuest: provenGuestOf(request, organization, deps.now()),
        linkBase: linkBaseFor(request)(organization),
      },
    };
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/events/:id/surveys',
      { config: manage, schema: { params: idParams, response: { 200: eventSurveysResponse } } },
      async (request) =>
        presentEventSurveys(request.params.id, await surveys.list(requireActor(request), request.params.id)),
    );

    r.post(
      '/api/events/:id/surveys',
      {
        config: {
          ...manage,
          matrix: on(hostOrAdmin, {
            body: { post_event_survey: { survey_questions: [{ title: 'Anything else?', question_type: 'short' }] } },
          }),
        },
        schema: { params: idParams, body: eventSurveysInput, response: { 200: eventSurveysResponse } },
      },
      async (request) => {
        const saved = await surveys.save(requireActor(request), request.params.id, request.body);
        const deleted = [request.body.pre_event_survey, request.body.post_event_survey].some((s) => s?._destroy);
        return { ...presentEventSurveys(request.params.id, saved), message: deleted ? M.deleted : M.saved };
      },
    );

    r.get(
      '/api/events/:id/survey_results',
      {
        config: { ...manage, matrix: on(hostOrAdmin, { ...withSurveys, query: { style: 'post' } }) },
        schema: { params: idParams, querystring: styleQuery, response: { 200: surveyResultsResponse } },
      },
      async (request) => surveys.results(requireActor(request), request.params.id, request.query.style),
    );

    r.get(
      '/api/events/:id/survey_responses',
      {
        config: { ...manage, matrix: on(hostOrAdmin, { ...withSurveys, query: { style: 'post' } }) },
        schema: { params: idParams, querystring: responsesQuery, response: { 200: surveyResponsesResponse } },
      },
      async (request) => {
        const { style, page, per_page } = request.query;
        return surveys.responses(requireActor(request), request.params.id, style, { page, per_page });
      },
    );

    for (const style of SURVEY_STYLES) {
      r.get(
        `/api/events/:id/export_${style}`,
        { config: manage, schema: { params: idParams, produces: ['text/csv'], response: { 200: csvResponse } } },
        async (request, reply) => {
          const file = await surveys.exportResponses(requireActor(request), request.params.id, style);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', attachmentHeader(`${file.eventName} - ${EXPORT_NAMES[style]}.csv`))
            .send(csvTextStream(file.header, file.lines));
        },
      );
    }

    /** Spec: a GET. It changes state, so it is also a POST, and the GET is guarded as the clone GET is (ADR 19). */
    const send = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      requireSameSiteForCookie(request);
      const actor = requireActor(request);
      const organization = (await deps.organizations.findById(actor.organizationId))!;
      const sent = await surveys.send(actor, request.params.id, linkBaseFor(request)(organization));
      return {
        data: { success: true },
        scheduled_for: sent.scheduledFor?.toISOString() ?? null,
        message: sent.scheduledFor ? 'Your survey is scheduled to send after the event' : 'Your survey is on its way!',
      };
    };
    for (const method of ['GET', 'POST'] as const) {
      r.route({
        method,
        url: '/api/events/:id/send_survey',
        config: { ...manage, ...(method === 'GET' && { writes: true as const }) },
        schema: { params: idParams, response: { 200: sendSurveyResponse } },
        handler: send,
      });
    }

    r.get(
      '/api/events/:id/survey_questions',
      {
        config: { access: 'public', matrix: on(publicRoute, { ...withSurveys, query: { style: 'pre' } }) },
        schema: { params: idParams, querystring: styleQuery, response: { 200: surveyPageResponse } },
      },
      async (request) => {
        const who = await respondent(request, request.query.token);
        return presentSurveyPage(await answers.page(who, request.params.id, request.query.style));
      },
    );

    r.post(
      '/api/events/:id/survey_questions',
      {
        config: {
          access: 'public',
          matrix: on(publicRoute, {
            ...withSurveys,
            body: {
              event: { style: 'pre', responses: [], first_name: 'Pat', last_name: 'Public', email: 'pat@example.test' },
            },
          }),
        },
        schema: {
          params: idParams,
          body: surveySubmissionInput,
          response: { 200: surveySubmittedResponse, 202: proofRequiredResponse },
        },
      },
      async (request, reply) => {
        const input = request.body.event;
        const who = await respondent(request, input.token);
        const result = await answers.submit(who, request.params.id, input);
        if (result.proofRequired) return reply.code(202).send(result.body);
        if (result.guest) setGuestCookie(request, reply, who.caller.organization, result.guest, deps.now());
        return result.body;
      },
    );
  };
}
