import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@huddle/domain/contracts/events';
import { surveyTemplateListResponse, surveyTemplateResponse } from '@huddle/domain/contracts/surveys';
import { idSchema } from '@huddle/domain/ids';
import {
  SURVEY_MESSAGES as M,
  SURVEY_TEMPLATES_PAGE_SIZE,
  surveyTemplateInput,
  surveyTemplateListQuery,
} from '@huddle/domain/survey-schemas';
import { pageNumber, perPage } from '../../lib/pagination.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireActor } from '../../plugins/access.ts';
import { hostOrAdmin, on, organizerUp } from '../../plugins/route-matrix.ts';
import { presentTemplate } from './survey-templates.presenter.ts';
import type { SurveyTemplatesService } from './survey-templates.service.ts';

const idParams = z.object({ id: idSchema });
const listQuery = surveyTemplateListQuery.extend({ page: pageNumber, per_page: perPage(SURVEY_TEMPLATES_PAGE_SIZE) });
const createQuery = z.object({ source_id: idSchema.optional() });
const templateBody = { name: 'Matrix template', privacy: 'shared', style: 'post' };

/** Survey templates (spec guest-engagement §7): organizers and admins; edit and delete for the creator or an admin. */
export function surveyTemplatesRoutes(templates: SurveyTemplatesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/survey_templates',
      {
        config: { access: 'organizer', matrix: organizerUp },
        schema: { querystring: listQuery, response: { 200: surveyTemplateListResponse } },
      },
      async (request) => {
        const { page, per_page, ...filters } = request.query;
        const found = await templates.list(requireActor(request), filters, { page, per_page });
        return { data: found.templates.map(presentTemplate), meta: found.meta };
      },
    );

    r.get(
      '/api/survey_templates/:id',
      {
        config: { access: 'organizer', matrix: organizerUp },
        schema: { params: idParams, response: { 200: surveyTemplateResponse } },
      },
      async (request) => ({
        survey_template: presentTemplate(await templates.get(requireActor(request), request.params.id)),
      }),
    );

    r.post(
      '/api/survey_templates',
      {
        config: { access: 'organizer', matrix: on(organizerUp, { body: templateBody }) },
        schema: { querystring: createQuery, response: { 201: surveyTemplateResponse } },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const sourceId = request.query.source_id;
        const loaded =
          sourceId !== undefined
            ? await templates.duplicate(actor, sourceId)
            : await templates.create(actor, parseInput(surveyTemplateInput, request.body ?? {}));
        reply.status(201);
        return {
          survey_template: presentTemplate(loaded),
          ...(sourceId !== undefined && { message: M.templateDuplicated }),
        };
      },
    );

    r.put(
      '/api/survey_templates/:id',
      {
        config: { access: 'organizer', matrix: on(hostOrAdmin, { body: templateBody }) },
        schema: { params: idParams, response: { 200: surveyTemplateResponse } },
      },
      async (request) => {
        const actor = requireActor(request);
        const input = parseInput(surveyTemplateInput, request.body ?? {});
        return { survey_template: presentTemplate(await templates.update(actor, request.params.id, input)) };
      },
    );

    r.delete(
      '/api/survey_templates/:id',
      {
        config: { access: 'organizer', matrix: hostOrAdmin },
        schema: { params: idParams, response: { 200: messageResponse } },
      },
      async (request) => {
        const name = await templates.remove(requireActor(request), request.params.id);
        return { message: M.templateDeleted(name) };
      },
    );
  };
}
