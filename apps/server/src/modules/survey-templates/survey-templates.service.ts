import { abilitiesOfSurveyTemplate, mayEditSurveyTemplate } from '@huddle/domain/policy/surveys';
import { liveQuestions, SURVEY_MESSAGES as M, type SurveyTemplateInput } from '@huddle/domain/survey-schemas';
import type { TemplateQuestion } from '../../db/schema/surveys.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { PageQuery } from '../../lib/pagination.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Actor } from '../auth/actor.ts';
import * as templatesRepository from './survey-templates.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { SurveyTemplatesPort } from './survey-templates.port.ts';

/** The questions as stored: live ones only, renumbered in order (ADR 19: one JSON column). */
function storedQuestions(input: SurveyTemplateInput): TemplateQuestion[] {
  return liveQuestions(input.survey_questions).map((q, i) => ({
    title: q.title,
    question_type: q.question_type,
    required: q.required,
    position: i,
    survey_options:
      q.question_type === 'single_select' || q.question_type === 'multi_select'
        ? q.survey_options.map((o, j) => ({ text: o.text, position: j }))
        : [],
  }));
}

/** A loaded template with the reader's abilities: what the presenter needs. */
export interface LoadedTemplate {
  row: templatesRepository.TemplateWithCreator;
  abilities: ReturnType<typeof abilitiesOfSurveyTemplate>;
}

/**
 * Survey templates (spec guest-engagement §2, §3, §6, §7): organizers and admins list, create and duplicate them;
 * only the creator or an admin edits or deletes one; a private one is its creator's alone.
 */
export function createSurveyTemplatesService(deps: { bind: Tenancy['bind']; clock: Clock }) {
  const repo = deps.bind(templatesRepository);

  const facts = (row: templatesRepository.TemplateWithCreator) => ({
    creatorId: row.template.creatorId,
    privacy: row.template.privacy,
  });
  const loaded = (actor: Actor, row: templatesRepository.TemplateWithCreator): LoadedTemplate => ({
    row,
    abilities: abilitiesOfSurveyTemplate(actor, facts(row)),
  });

  async function visible(actor: Actor, id: number) {
    const row = await repo.findTemplate(actor.userId, id);
    if (!row) throw notFound(M.templateNotFound);
    return row;
  }

  async function editable(actor: Actor, id: number) {
    const row = await visible(actor, id);
    if (!mayEditSurveyTemplate(actor, facts(row))) throw forbidden();
    return row;
  }

  return {
    async list(actor: Actor, q: Omit<templatesRepository.TemplateQuery, 'page' | 'perPage'>, page: PageQuery) {
      const { rows, total } = await repo.listTemplates(actor.userId, { ...q, page: page.page, perPage: page.per_page });
      return { templates: rows.map((row) => loaded(actor, row)), meta: pageMeta(page, total) };
    },

    async get(actor: Actor, id: number) {
      return loaded(actor, await visible(actor, id));
    },

    /** The creator is the caller, whatever creator_id the client sent. */
    async create(actor: Actor, input: SurveyTemplateInput) {
      const now = deps.clock.now();
      const id = await repo.insertTemplate({
        name: input.name,
        privacy: input.privacy,
        style: input.style,
        creatorId: actor.userId,
        questions: storedQuestions(input),
        createdAt: now,
        updatedAt: now,
      });
      return loaded(actor, (await repo.findTemplate(actor.userId, id))!);
    },

    /** POST /api/survey_templates?source_id=: a private copy the caller owns and renames (spec §8). */
    async duplicate(actor: Actor, sourceId: number) {
      const source = await visible(actor, sourceId);
      const now = deps.clock.now();
      const id = await repo.insertTemplate({
        name: `Copy of ${source.template.name}`,
        privacy: 'private',
        style: source.template.style,
        creatorId: actor.userId,
        questions: source.template.questions,
        createdAt: now,
        updatedAt: now,
      });
      return loaded(actor, (await repo.findTemplate(actor.userId, id))!);
    },

    async update(actor: Actor, id: number, input: SurveyTemplateInput) {
      await editable(actor, id);
      await repo.updateTemplate(id, {
        name: input.name,
        privacy: input.privacy,
        style: input.style,
        questions: storedQuestions(input),
        updatedAt: deps.clock.now(),
      });
      return loaded(actor, (await repo.findTemplate(actor.userId, id))!);
    },

    async remove(actor: Actor, id: number) {
      const row = await editable(actor, id);
      await repo.deleteTemplate(id);
      return row.template.name;
    },
  };
}

export type SurveyTemplatesService = Implements<SurveyTemplatesPort, ReturnType<typeof createSurveyTemplatesService>>;
