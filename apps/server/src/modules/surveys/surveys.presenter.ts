import type { z } from 'zod';
import type { surveyQuestionSchema, surveySchema } from '@huddle/domain/contracts/surveys';
import { formatDelay, isEmailQuestion } from '@huddle/domain/survey-schemas';
import type { OptionRow, QuestionRow, SurveyRow } from './surveys.repository.ts';
import type { LoadedSurvey } from './surveys.types.ts';

type SurveyRecord = z.infer<typeof surveySchema>;

export function presentQuestions(
  questions: QuestionRow[],
  options: OptionRow[],
): z.infer<typeof surveyQuestionSchema>[] {
  return questions.map((q) => ({
    id: q.id,
    position: q.position,
    title: q.title,
    question_type: q.questionType,
    required: q.required,
    autocomplete: isEmailQuestion({ question_type: q.questionType, title: q.title }) ? 'email' : null,
    survey_options: options
      .filter((o) => o.surveyQuestionId === q.id)
      .map((o) => ({ id: o.id, survey_question_id: q.id, text: o.text, position: o.position })),
  }));
}

type SurveyFieldsRow = Pick<
  SurveyRow,
  'id' | 'style' | 'enabled' | 'description' | 'isAnonymous' | 'delayAmount' | 'delayUnit' | 'surveyTemplateId'
>;

/** What every reader of a survey sees: the Surveys tab adds its counts, the event page whether the reader answered. */
export function presentSurveyFields(
  row: SurveyFieldsRow,
  scheduledTime: Date | null,
  questions: QuestionRow[],
  options: OptionRow[],
) {
  return {
    id: row.id,
    style: row.style,
    enabled: row.enabled,
    description: row.description,
    is_anonymous: row.isAnonymous,
    display_responders: !row.isAnonymous,
    delay: row.style === 'post' ? formatDelay(row.delayAmount, row.delayUnit) : null,
    survey_scheduled_time: scheduledTime?.toISOString() ?? null,
    survey_template_id: row.surveyTemplateId,
    survey_questions: presentQuestions(questions, options),
  };
}

export function presentSurvey(s: LoadedSurvey): SurveyRecord {
  return {
    ...presentSurveyFields(s.row, s.scheduledTime, s.questions, s.options),
    responses_count: s.responsesCount,
    can_send: s.canSend,
  };
}

/** The Surveys tab: the event's pre- and post-event survey, null where there is none. */
export function presentEventSurveys(eventId: number, loaded: LoadedSurvey[]) {
  const of = (style: SurveyRow['style']) => {
    const found = loaded.find((s) => s.row.style === style);
    return found ? presentSurvey(found) : null;
  };
  return { event_id: eventId, pre_event_survey: of('pre'), post_event_survey: of('post') };
}

/** The answering page: the survey and the event's name and times, nothing about who else answered. */
export function presentSurveyPage(page: {
  event: { id: number; name: string; startAt: Date; endsAt: Date; privacy: string };
  survey: SurveyRow;
  questions: QuestionRow[];
  options: OptionRow[];
  state: 'open' | 'already_answered' | 'unavailable';
  submitLabel: string;
}) {
  const { event, survey } = page;
  return {
    event: {
      id: event.id,
      name: event.name,
      start: event.startAt.toISOString(),
      ends: event.endsAt.toISOString(),
      privacy: event.privacy,
    },
    survey: {
      id: survey.id,
      style: survey.style,
      description: survey.description,
      is_anonymous: survey.isAnonymous,
      survey_questions: presentQuestions(page.questions, page.options),
    },
    state: page.state,
    submit_label: page.submitLabel,
  };
}
