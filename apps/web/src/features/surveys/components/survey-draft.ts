import {
  formatDelay,
  parseDelay,
  SURVEY_MESSAGES,
  type DelayUnit,
  type SurveyStyle,
} from '@huddle/domain/survey-schemas';
import {
  errorList,
  liveDrafts,
  toDrafts,
  toQuestionInputs,
  validateDrafts,
  type QuestionDraft,
} from '../../../components/survey-builder/question-draft';
import type { Survey, SurveyTemplate } from '../api/survey-models';

/** The survey card's editor state (spec §3 Survey). */
export interface SurveyDraft {
  id?: number;
  description: string;
  is_anonymous: boolean;
  /** Post only: a whole number of units after the event's end; '0' sends right after it. */
  delayAmount: string;
  delayUnit: DelayUnit;
  survey_template_id: number | null;
  questions: QuestionDraft[];
}

export function draftOf(survey: Survey | null, style: SurveyStyle): SurveyDraft {
  const delay = parseDelay(survey?.delay) ?? { amount: 0, unit: 'hour' as const };
  return {
    id: survey?.id,
    description: survey?.description ?? '',
    is_anonymous: survey?.is_anonymous ?? false,
    delayAmount: style === 'post' ? String(delay.amount) : '0',
    delayUnit: delay.unit,
    survey_template_id: survey?.survey_template_id ?? null,
    questions: toDrafts(survey?.survey_questions ?? []),
  };
}

/** "Use template": the template's questions copied without ids; the saved ones of the survey are destroyed. */
export function draftFromTemplate(current: SurveyDraft, template: SurveyTemplate): SurveyDraft {
  const removed = current.questions.filter((q) => q.id !== undefined).map((q) => ({ ...q, _destroy: true }));
  return {
    ...current,
    survey_template_id: template.id,
    questions: [...removed, ...toDrafts(template.survey_questions, false)],
  };
}

/** Whether saving removes a saved question or option (and with it the answers given to it). */
export const dropsSaved = (draft: SurveyDraft) =>
  draft.questions.some(
    (q) => q.id !== undefined && (q._destroy || q.survey_options.some((o) => o.id !== undefined && o._destroy)),
  );

export const sameDraft = (a: SurveyDraft, b: SurveyDraft) => JSON.stringify(strip(a)) === JSON.stringify(strip(b));
const strip = (d: SurveyDraft) => ({
  ...d,
  questions: d.questions.map((q) => ({
    ...q,
    key: '',
    survey_options: q.survey_options.map((o) => ({ ...o, key: '' })),
  })),
});

/** What blocks a save (spec §5), in the spec's words; null when it may be saved. */
export function blockingMessage(draft: SurveyDraft, style: SurveyStyle): string | null {
  if (liveDrafts(draft.questions).length === 0) return SURVEY_MESSAGES.noQuestions;
  const list = errorList(draft.questions, validateDrafts(draft.questions, style));
  if (style === 'post' && !/^\d{1,4}$/.test(draft.delayAmount.trim())) list.push(SURVEY_MESSAGES.delayInvalid);
  return list.length > 0 ? SURVEY_MESSAGES.solveErrors(list) : null;
}

export function hasErrors(draft: SurveyDraft, style: SurveyStyle) {
  return liveDrafts(draft.questions).length > 0 && blockingMessage(draft, style) !== null;
}

/** The body of POST /api/events/{id}/surveys for one survey. */
export function bodyOf(draft: SurveyDraft, style: SurveyStyle) {
  return {
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    enabled: true,
    description: draft.description,
    is_anonymous: draft.is_anonymous,
    delay: style === 'post' ? formatDelay(Number(draft.delayAmount.trim()), draft.delayUnit) : null,
    survey_template_id: draft.survey_template_id,
    survey_questions: toQuestionInputs(draft.questions),
  };
}

export const surveyKey = (style: SurveyStyle) => (style === 'pre' ? 'pre_event_survey' : 'post_event_survey');
export const SURVEY_TITLES: Record<SurveyStyle, string> = { pre: 'Pre-event survey', post: 'Post-event survey' };
