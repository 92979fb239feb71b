import { z } from 'zod';
import { QUESTION_TYPES, SURVEY_STYLES, TEMPLATE_PRIVACIES } from '../survey-schemas.ts';
import { pageMetaSchema } from './page-meta.ts';

/** The JSON the survey and survey-template routes answer (spec guest-engagement §3, §7). */
const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const instant = z.iso.datetime();

export const surveyOptionSchema = z.object({ id, survey_question_id: id, text: z.string(), position: count });
export const surveyQuestionSchema = z.object({
  id,
  position: count,
  title: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  /** Spec §5: a short question whose title contains 'email' uses an email input. */
  autocomplete: z.string().nullable(),
  survey_options: z.array(surveyOptionSchema),
});

/** A survey of an event as its managers read it (spec §3 Survey). */
export const surveySchema = z.object({
  id,
  style: z.enum(SURVEY_STYLES),
  enabled: z.boolean(),
  description: z.string(),
  is_anonymous: z.boolean(),
  /** The spec's anonymity flag seen from the other side: respondents shown. */
  display_responders: z.boolean(),
  delay: z.string().nullable(),
  survey_scheduled_time: instant.nullable(),
  survey_template_id: id.nullable(),
  survey_questions: z.array(surveyQuestionSchema),
  responses_count: count,
  can_send: z.boolean(),
});

export const eventSurveysResponse = z.object({
  event_id: id,
  pre_event_survey: surveySchema.nullable(),
  post_event_survey: surveySchema.nullable(),
  message: z.string().optional(),
});

const npsSchema = z.object({
  score: z.number().nullable(),
  counts: z.object({ promoter: count, passive: count, detractor: count, total: count }),
  rates: z.object({ promoter: z.number(), passive: z.number(), detractor: z.number() }),
});

/** One response numbered in the survey's order; respondent is null in an anonymous survey. */
export const individualResponseSchema = z.object({
  number: id,
  submitted_at: instant,
  respondent: z.object({ name: z.string(), email: z.string() }).nullable(),
  answers: z.array(z.object({ question_id: id, title: z.string(), answer: z.string() })),
});

/** GET /api/events/{id}/survey_responses: the Individual tab and the "View all" dialog, a page at a time. */
export const surveyResponsesResponse = z.object({ data: z.array(individualResponseSchema), meta: pageMetaSchema });

/**
 * The Summary: counted by the database; short_answers holds a question's first SUMMARY_SHORT_ANSWERS answers and
 * individual_responses the first SUMMARY_RESPONSES_THRESHOLD responses (the rest: survey_responses).
 */
export const surveyResultsResponse = z.object({
  survey_id: id,
  style: z.enum(SURVEY_STYLES),
  is_anonymous: z.boolean(),
  responders_count: count,
  nps: npsSchema.nullable(),
  questions: z.array(
    z.object({
      id,
      title: z.string(),
      question_type: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      answers_count: count,
      options: z.array(z.object({ id: id.nullable(), text: z.string(), count, rate: z.number() })),
      short_answers: z.array(z.string()),
    }),
  ),
  individual_responses: z.array(individualResponseSchema),
});

/** The answering page: the survey without anything about other respondents. */
export const surveyPageResponse = z.object({
  event: z.object({ id, name: z.string(), start: instant, ends: instant, privacy: z.string() }),
  survey: z.object({
    id,
    style: z.enum(SURVEY_STYLES),
    description: z.string(),
    is_anonymous: z.boolean(),
    survey_questions: z.array(surveyQuestionSchema),
  }),
  state: z.enum(['open', 'already_answered', 'unavailable']),
  submit_label: z.string(),
});

export const surveySubmittedResponse = z.object({
  message: z.string(),
  state: z.literal('submitted'),
  rsvp_message: z.string().nullable(),
});

export const sendSurveyResponse = z.object({
  data: z.object({ success: z.boolean() }),
  scheduled_for: instant.nullable(),
  message: z.string(),
});

export const surveyTemplateSchema = z.object({
  id,
  name: z.string(),
  privacy: z.enum(TEMPLATE_PRIVACIES),
  style: z.enum(SURVEY_STYLES),
  creator_id: id.nullable(),
  creator: z.object({ full_name: z.string() }).nullable(),
  created_at: instant,
  survey_questions: z.array(
    z.object({
      title: z.string(),
      question_type: z.enum(QUESTION_TYPES),
      required: z.boolean(),
      position: count,
      survey_options: z.array(z.object({ text: z.string(), position: count })),
    }),
  ),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_duplicate: z.boolean(),
});

export const surveyTemplateListResponse = z.object({ data: z.array(surveyTemplateSchema), meta: pageMetaSchema });
export const surveyTemplateResponse = z.object({
  survey_template: surveyTemplateSchema,
  message: z.string().optional(),
});
