import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { hasStarted } from '@huddle/domain/event-rules';
import { mayManageSurveys, maySendSurvey } from '@huddle/domain/policy/surveys';
import {
  delayMs,
  isSelect,
  type DelayUnit,
  parseDelay,
  SUMMARY_RESPONSES_THRESHOLD,
  SUMMARY_SHORT_ANSWERS,
  SURVEY_MESSAGES as M,
  type EventSurveysInput,
  type SurveyBody,
  type SurveyStyle,
} from '@huddle/domain/survey-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { CommunicationsPort } from '../communications/communications.port.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { SurveyTemplatesPort } from '../survey-templates/survey-templates.port.ts';
import type { PageQuery } from '../../lib/pagination.ts';
import { pageMeta } from '../../lib/pagination.ts';
import * as questionsRepository from './survey-questions.repository.ts';
import * as resultsRepository from './survey-results.repository.ts';
import { individualResponses, responsesCsvHeader, responsesCsvLines, summarize } from './survey-results.ts';
import * as surveysRepository from './surveys.repository.ts';
import type { LoadedSurvey } from './surveys.types.ts';
import type { Implements } from '../../lib/port.ts';
import type { SurveysPort } from './surveys.port.ts';

/** Responses read per statement of the export, each batch in a scope of its own while the file streams. */
export const EXPORT_BATCH = 500;

const STYLE_OF_KEY = { pre_event_survey: 'pre', post_event_survey: 'post' } as const;

/**
 * The Surveys tab (spec guest-engagement §2, §4, §7): an event's pre- and post-event surveys, built, saved, sent and
 * read by the event's managers (policy/surveys: admins, and organizers who co-host).
 */
export function createSurveysService(deps: {
  bind: Tenancy['bind'];
  clock: Clock;
  events: EventsPort;
  communications: CommunicationsPort;
  /** A survey names a template the caller may see (a private one is its creator's alone). */
  templates: Pick<SurveyTemplatesPort, 'get'>;
  /** The export's batches, read while the file streams (tenancy.streamIn). */
  streamIn: Tenancy['streamIn'];
}) {
  const { clock } = deps;
  const repo = deps.bind(surveysRepository);
  const results = deps.bind(resultsRepository);
  const questionRepo = deps.bind(questionsRepository);

  /** The event, if the caller manages its surveys: 404 for one they cannot see, 403 below a co-host. */
  async function managedEvent(actor: Actor, eventId: number) {
    const { row, isHost } = await deps.events.access(actor, eventId);
    if (!mayManageSurveys(actor, { isHost })) throw forbidden(EVENT_MESSAGES.notEditable);
    return { ...row, isHost };
  }

  async function load(
    actor: Actor,
    event: { isHost: boolean; startAt: Date; endsAt: Date },
    rows: surveysRepository.SurveyRow[],
  ) {
    const ids = rows.map((r) => r.id);
    const { questions, options } = await repo.questionsOf(ids);
    const counts = await repo.responseCounts(ids);
    const now = clock.now();
    return rows.map((row): LoadedSurvey => {
      const own = questions.filter((q) => q.surveyId === row.id);
      const ownIds = new Set(own.map((q) => q.id));
      return {
        row,
        questions: own,
        options: options.filter((o) => ownIds.has(o.surveyQuestionId)),
        responsesCount: counts.get(row.id) ?? 0,
        scheduledTime:
          row.style === 'post' ? new Date(event.endsAt.getTime() + delayMs(row.delayAmount, row.delayUnit)) : null,
        canSend: maySendSurvey(actor, { isHost: event.isHost, start: event.startAt }, row.style, now),
      };
    });
  }

  const notFoundSurvey = () => notFound(M.notFound);

  /**
   * The body's questions and options, a statement per kind of change (survey-questions.repository): deleted, updated,
   * then inserted, questions first so the new options know their question.
   */
  async function saveQuestions(surveyId: number, body: SurveyBody) {
    const fieldsOf = (q: SurveyBody['survey_questions'][number], i: number) => ({
      title: q.title,
      questionType: q.question_type,
      required: q.required,
      position: q.position ?? i,
    });
    const sent = body.survey_questions.map((q, i) => ({ q, fields: fieldsOf(q, i) }));
    await questionRepo.deleteQuestions(
      surveyId,
      sent.flatMap(({ q }) => (q.id !== undefined && q._destroy ? [q.id] : [])),
    );
    const kept = sent.filter(({ q }) => q.id !== undefined && !q._destroy);
    const updated = await questionRepo.updateQuestions(
      surveyId,
      kept.map(({ q, fields }) => ({ ...fields, id: q.id! })),
    );
    if (updated.length !== kept.length) throw notFoundSurvey();
    const added = sent.filter(({ q }) => q.id === undefined && !q._destroy);
    const addedIds = await questionRepo.insertQuestions(
      surveyId,
      added.map(({ fields }) => fields),
    );
    const live = [...kept.map(({ q }) => ({ q, id: q.id! })), ...added.map(({ q }, i) => ({ q, id: addedIds[i]! }))];

    // Spec §4: changing a question to NPS (or short answer) destroys its options.
    const optionless = live.filter(({ q }) => !isSelect(q.question_type)).map(({ id }) => id);
    const options = live
      .filter(({ q }) => isSelect(q.question_type))
      .flatMap(({ q, id }) => q.survey_options.map((o, i) => ({ o, questionId: id, position: o.position ?? i })));
    await questionRepo.deleteOptions(
      options.flatMap(({ o, questionId }) => (o.id !== undefined && o._destroy ? [{ questionId, id: o.id }] : [])),
      optionless,
    );
    const changed = options.filter(({ o }) => o.id !== undefined && !o._destroy);
    const found = await questionRepo.updateOptions(
      changed.map(({ o, questionId, position }) => ({ questionId, id: o.id!, text: o.text, position })),
    );
    if (found !== changed.length) throw notFoundSurvey();
    await questionRepo.insertOptions(
      options
        .filter(({ o }) => o.id === undefined && !o._destroy)
        .map(({ o, questionId, position }) => ({ questionId, text: o.text, position })),
    );
  }

  /** One survey body: `_destroy` deletes it; questions and options with `_destroy` are deleted, the rest saved. */
  async function saveOne(actor: Actor, eventId: number, style: SurveyStyle, body: SurveyBody) {
    const existing = await repo.findSurvey(eventId, style);
    if (body.id !== undefined && existing?.id !== body.id) throw notFoundSurvey();
    const templateId = body.survey_template_id ?? null;
    // A newly named template must be one the caller sees: 404 for another user's private one (or none at all).
    if (!body._destroy && templateId !== null && templateId !== existing?.surveyTemplateId) {
      await deps.templates.get(actor, templateId);
    }
    if (body._destroy) {
      if (existing) await repo.deleteSurvey(existing.id);
      if (existing && style === 'post') await deps.communications.cancelSurveySends(eventId);
      return;
    }
    // Spec §6: who answered an anonymous survey stays hidden, so it cannot be turned off once anyone has.
    if (existing?.isAnonymous && !body.is_anonymous && (await repo.responseCounts([existing.id])).get(existing.id)) {
      throw new AppError('validation', M.staysAnonymous, { is_anonymous: [M.staysAnonymous] });
    }
    const delay = (style === 'post' && parseDelay(body.delay)) || { amount: 0, unit: 'hour' as const };
    const values = {
      enabled: body.enabled,
      description: body.description,
      isAnonymous: body.is_anonymous,
      delayAmount: delay.amount,
      delayUnit: delay.unit,
      surveyTemplateId: body.survey_template_id ?? null,
      updatedAt: clock.now(),
    };
    const survey = existing
      ? await repo.updateSurvey(existing.id, values)
      : await repo.insertSurvey({ eventId, style, ...values });
    await saveQuestions(survey.id, body);
    // The body's rules hold for what it sent; questions it did not send are kept, so the saved survey is checked
    // as a whole too (the transaction undoes the save when it breaks them).
    const { questions } = await repo.questionsOf([survey.id]);
    const nps = questions.filter((q) => q.questionType === 'nps').length;
    const broken =
      questions.length === 0 ? M.noQuestions : style === 'pre' && nps > 0 ? M.npsOnlyPost : nps > 1 ? M.oneNps : null;
    if (broken) throw new AppError('validation', broken);
  }

  /** When the post-event survey goes out: the event's end plus its delay, or null (now) once that has passed. */
  function dueAt(event: { endsAt: Date }, survey: { delayAmount: number; delayUnit: DelayUnit }) {
    const due = new Date(event.endsAt.getTime() + delayMs(survey.delayAmount, survey.delayUnit));
    return due.getTime() > clock.now().getTime() ? due : null;
  }

  async function managedSurvey(actor: Actor, eventId: number, style: SurveyStyle) {
    const event = await managedEvent(actor, eventId);
    const survey = await repo.findSurvey(eventId, style);
    if (!survey) throw notFoundSurvey();
    const { questions, options } = await repo.questionsOf([survey.id]);
    return { event, survey, questions, options };
  }

  return {
    /** GET /api/events/{id}/surveys. */
    async list(actor: Actor, eventId: number) {
      const event = await managedEvent(actor, eventId);
      return load(actor, event, await repo.surveysOfEvent(eventId));
    },

    /** POST /api/events/{id}/surveys: either survey or both, in one transaction. */
    async save(actor: Actor, eventId: number, input: EventSurveysInput) {
      const event = await managedEvent(actor, eventId);
      for (const key of ['pre_event_survey', 'post_event_survey'] as const) {
        const body = input[key];
        if (body) await saveOne(actor, eventId, STYLE_OF_KEY[key], body);
      }
      const post =
        input.post_event_survey && !input.post_event_survey._destroy && (await repo.findSurvey(eventId, 'post'));
      if (post) await deps.communications.rescheduleSurveySends(eventId, dueAt(event, post));
      return load(actor, event, await repo.surveysOfEvent(eventId));
    },

    /**
     * An event update or publish wrote the event (its managers only: events.save checked): a waiting send of the
     * post-event survey moves with the event's end, as it does with a changed delay.
     */
    async eventTimesChanged(eventId: number) {
      const post = await repo.findSurvey(eventId, 'post');
      const event = post && (await deps.events.findForPublic(eventId));
      if (post && event) await deps.communications.rescheduleSurveySends(eventId, dueAt(event, post));
    },

    /**
     * The Summary (spec §2, §9): counts and the NPS as SQL aggregates, the first short answers of each question and
     * the first responses; an anonymous survey names nobody.
     */
    async results(actor: Actor, eventId: number, style: SurveyStyle) {
      const { survey, questions, options } = await managedSurvey(actor, eventId, style);
      const identify = !survey.isAnonymous;
      const counts = await results.resultCounts(survey.id);
      const shorts = await results.shortAnswers(survey.id, identify, SUMMARY_SHORT_ANSWERS);
      const first = await results.responsesPage(survey.id, identify, {
        offset: 0,
        limit: SUMMARY_RESPONSES_THRESHOLD,
      });
      return summarize(survey, questions, options, counts, shorts, first);
    },

    /** The Individual tab and the "View all" dialog: one page of responses, numbered in the survey's order. */
    async responses(actor: Actor, eventId: number, style: SurveyStyle, page: PageQuery) {
      const { survey, questions, options } = await managedSurvey(actor, eventId, style);
      const total = (await repo.responseCounts([survey.id])).get(survey.id) ?? 0;
      const records = await results.responsesPage(survey.id, !survey.isAnonymous, {
        offset: (page.page - 1) * page.per_page,
        limit: page.per_page,
      });
      return { data: individualResponses(survey, questions, options, records), meta: pageMeta(page, total) };
    },

    /**
     * GET /api/events/{id}/export_pre and export_post: the header now, the lines a batch of responses at a time while
     * the file streams, each batch read in a scope of its own after the request's has ended (as the guest list's
     * batches on PGlite, ADR 17).
     */
    async exportResponses(actor: Actor, eventId: number, style: SurveyStyle) {
      const { event, survey, questions, options } = await managedSurvey(actor, eventId, style);
      const total = (await repo.responseCounts([survey.id])).get(survey.id) ?? 0;
      const identify = !survey.isAnonymous;
      const lines = deps.streamIn(actor.organizationId, Math.ceil(total / EXPORT_BATCH), async (index) =>
        responsesCsvLines(
          survey,
          questions,
          options,
          await results.responsesPage(survey.id, identify, { offset: index * EXPORT_BATCH, limit: EXPORT_BATCH }),
        ),
      );
      return { eventName: event.name, header: responsesCsvHeader(survey, questions), lines };
    },

    /**
     * GET or POST /api/events/{id}/send_survey: the post-event survey goes to the guests who said Yes or attended
     * and have not answered, through the communications pipeline (ADR 19), at the event's end plus the delay, or now.
     */
    async send(actor: Actor, eventId: number, linkBase: string) {
      const { event, survey } = await managedSurvey(actor, eventId, 'post');
      const now = clock.now();
      if (!hasStarted({ start: event.startAt }, now)) throw new AppError('validation', M.sendBeforeStart);
      const at = dueAt(event, survey);
      const subject = `Tell us about ${event.name}`;
      const queued = await deps.communications.sendSurvey(actor, event.id, subject, at, linkBase);
      if (!queued) throw new AppError('conflict', M.alreadySending);
      return { scheduledFor: at };
    },
  };
}

export type SurveysService = Implements<SurveysPort, ReturnType<typeof createSurveysService>>;
