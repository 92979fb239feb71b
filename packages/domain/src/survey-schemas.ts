import { z } from 'zod';
import { isBlankHtml } from './communication-schemas.ts';
import { idSchema } from './ids.ts';

/** Surveys (spec guest-engagement §3–§9): a pre-event and a post-event survey per event, and survey templates. */
export const SURVEY_STYLES = ['pre', 'post'] as const;
export type SurveyStyle = (typeof SURVEY_STYLES)[number];
export const SURVEY_STYLE_LABELS: Record<SurveyStyle, string> = { pre: 'pre-event', post: 'post-event' };

/** Spec §9 "Survey question types". */
export const QUESTION_TYPES = ['nps', 'short', 'single_select', 'multi_select'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const isSelect = (type: QuestionType) => type === 'single_select' || type === 'multi_select';

/** Spec §9: at most 10 options per select question, more than 1 required. */
export const MAX_OPTIONS = 10;
export const MIN_OPTIONS = 2;
/** Spec §9 "Delay units minute, hour, day". */
export const DELAY_UNITS = ['minute', 'hour', 'day'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export const DELAY_UNIT_MS: Record<DelayUnit, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Spec §9 NPS labels and values; scale 0 to 10. */
export const NPS_LABELS = [
  { label: 'Very unlikely', value: 0 },
  { label: 'Unlikely', value: 4 },
  { label: 'Neutral', value: 7 },
  { label: 'Likely', value: 9 },
  { label: 'Very likely', value: 10 },
] as const;
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const DEFAULT_NPS_TITLE = 'How likely are you to recommend this event to a friend or colleague?';
/** Spec §4 template type switch: the short-answer question a post survey adds (and post → pre removes). */
export const ADDITIONAL_FEEDBACK_TITLE = 'Any additional feedback you would like to share?';

/** Spec §9: the summary shows the first 5 individual responses once more than 10 exist. */
export const SUMMARY_RESPONSES_SHOWN = 5;
export const SUMMARY_RESPONSES_THRESHOLD = 10;
/** The Summary lists the first this many short answers of a question (its answers_count says how many there are). */
export const SUMMARY_SHORT_ANSWERS = 200;
/** The responses read per page by the "View all" dialog (the Individual tab reads one at a time). */
export const SURVEY_RESPONSES_PAGE_SIZE = 25;
export const SURVEY_TEMPLATES_PAGE_SIZE = 12;
/** Spec §9: the answering page's loader shows after this delay (a quick answer never flashes it). */
export const SURVEY_LOADER_DELAY_MS = 1200;

/** The submit buttons of the answering pages (spec §2). */
export const SUBMIT_LABELS: Record<SurveyStyle, string> = { pre: 'Submit survey', post: 'Send feedback' };

export const SURVEY_MESSAGES = {
  // §5 Surveys
  noQuestions: 'Your survey needs at least one question to save',
  noQuestionsAdded: 'There are no questions added to this survey',
  solveErrors: (list: readonly string[]) =>
    `Please solve the following errors before saving your survey: ${list.join(', ')}`,
  resolveBeforeNew: 'Please resolve errors before creating a new survey',
  saveOrCancelBeforeNew: 'Please save or cancel your changes before creating a new survey',
  saveOrCancelBeforeOther: 'Please save or cancel your changes before editing the other survey',
  questionTitleRequired: 'Please add a question title',
  questionTitleInvalid: 'Please add a valid question title.',
  moreThanOneOption: 'Please add more than 1 option',
  optionRequired: 'This field is required',
  optionTitleRequired: 'Please add an option title',
  // The spec gives the rules of these four without words of its own.
  tooManyOptions: `A question can have at most ${MAX_OPTIONS} options`,
  npsOnlyPost: 'NPS questions are only allowed in a post-event survey',
  oneNps: 'A survey can have only one NPS question',
  delayInvalid: 'Please enter the delay as a number of minutes, hours or days',
  // §5 Template
  nameRequired: 'Name is required',
  surveyNameEmpty: 'Survey name cannot be empty',
  templateHasErrors: "We can't save this survey template until all errors have been resolved.",
  // §8
  submitted: 'Your responses were submitted',
  thankYou: 'Thank you for your feedback!',
  alreadySubmitted: 'You have already submitted this survey.',
  unavailable: 'This survey submission is unavailable.',
  questionRemoved: 'Question removed!',
  templateCreateFailed: 'Something went wrong.',
  templateLoadFailed: 'An error occurred loading the survey template.',
  templateDeleted: (name: string) => `"${name}" template deleted!`,
  templateDuplicated: 'Survey template duplicated! Rename and/or update as needed.',
  templateActionFailed: 'Something went wrong, please try again.',
  exportFailed: 'Something went wrong! Export failed. Please try again',
  // Answers and sending (rules of §4, §6; the spec gives no words of their own).
  requiredAnswer: 'This question requires an answer',
  invalidAnswer: 'This answer is not one of the question’s options',
  saved: 'Your survey was saved',
  deleted: 'Your survey was deleted',
  notFound: 'Survey not found',
  templateNotFound: 'Survey template not found',
  sendOnlyPost: 'Only the post-event survey is sent',
  sendBeforeStart: 'The post-event survey can be sent once the event has started',
  alreadySending: 'This survey is already on its way',
  signInRequired: 'Please sign in to answer this survey',
  staysAnonymous: 'This survey has anonymous responses, so it stays anonymous',
} as const;

/** A question title: markup and blanks do not count (spec §5). */
const titleText = z
  .string({ error: SURVEY_MESSAGES.questionTitleRequired })
  .max(500)
  .superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.questionTitleRequired });
    else if (isBlankHtml(value)) ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.questionTitleInvalid });
  });

export const surveyOptionInput = z.object({
  id: idSchema.optional(),
  text: z.string({ error: SURVEY_MESSAGES.optionRequired }).trim().min(1, SURVEY_MESSAGES.optionTitleRequired).max(500),
  position: z.number().int().min(0).max(1_000).optional(),
  _destroy: z.boolean().default(false),
});

export const surveyQuestionInput = z.object({
  id: idSchema.optional(),
  title: titleText,
  question_type: z.enum(QUESTION_TYPES),
  required: z.boolean().default(false),
  position: z.number().int().min(0).max(1_000).optional(),
  _destroy: z.boolean().default(false),
  survey_options: z.array(surveyOptionInput).max(50).default([]),
});
export type SurveyQuestionInput = z.infer<typeof surveyQuestionInput>;

/** '2.hours' (spec §3 delay): a whole number, a dot and a unit; 0 means immediately after the event. */
export const DELAY_PATTERN = /^(\d{1,4})\.(minute|hour|day)s?$/;
export function parseDelay(delay: string | null | undefined): { amount: number; unit: DelayUnit } | null {
  const match = DELAY_PATTERN.exec((delay ?? '').trim());
  return match ? { amount: Number(match[1]), unit: match[2] as DelayUnit } : null;
}
export const formatDelay = (amount: number, unit: DelayUnit) => `${amount}.${unit}s`;
export const delayMs = (amount: number, unit: DelayUnit) => amount * DELAY_UNIT_MS[unit];

/** The live (not destroyed) questions with their live options. */
export function liveQuestions<Q extends { _destroy: boolean; survey_options: { _destroy: boolean }[] }>(qs: Q[]) {
  return qs
    .filter((q) => !q._destroy)
    .map((q) => ({ ...q, survey_options: q.survey_options.filter((o) => !o._destroy) }));
}

/** The §5 rules over a set of questions, as issues at their paths (shared by surveys and templates). */
function checkQuestions(
  questions: SurveyQuestionInput[],
  style: SurveyStyle,
  ctx: z.RefinementCtx,
  base: (string | number)[],
) {
  let nps = 0;
  questions.forEach((q, i) => {
    if (q._destroy) return;
    const at = [...base, i];
    if (q.question_type === 'nps') {
      nps += 1;
      if (style === 'pre')
        ctx.addIssue({ code: 'custom', path: [...at, 'question_type'], message: SURVEY_MESSAGES.npsOnlyPost });
      else if (nps > 1)
        ctx.addIssue({ code: 'custom', path: [...at, 'question_type'], message: SURVEY_MESSAGES.oneNps });
    }
    if (!isSelect(q.question_type)) return;
    const options = q.survey_options.filter((o) => !o._destroy).length;
    if (options < MIN_OPTIONS)
      ctx.addIssue({ code: 'custom', path: [...at, 'survey_options'], message: SURVEY_MESSAGES.moreThanOneOption });
    if (options > MAX_OPTIONS)
      ctx.addIssue({ code: 'custom', path: [...at, 'survey_options'], message: SURVEY_MESSAGES.tooManyOptions });
  });
  if (questions.every((q) => q._destroy))
    ctx.addIssue({ code: 'custom', path: base, message: SURVEY_MESSAGES.noQuestions });
}

/** One survey of an event in POST /api/events/{id}/surveys (spec §3, §7): `_destroy` deletes it. */
export const surveyBody = z.object({
  id: idSchema.optional(),
  _destroy: z.boolean().default(false),
  enabled: z.boolean().default(true),
  /** Markup stripped, blank becomes empty (spec §5). */
  description: z
    .string()
    .max(5_000)
    .default('')
    .transform((d) => (isBlankHtml(d) ? '' : d.replace(/<[^>]*>/g, '').trim())),
  is_anonymous: z.boolean().default(false),
  /** Post only: '2.hours'; '0.hours' sends right after the event. */
  delay: z.string().max(32).nullish(),
  survey_template_id: idSchema.nullish(),
  survey_questions: z.array(surveyQuestionInput).max(100).default([]),
});
export type SurveyBody = z.infer<typeof surveyBody>;

const surveyOf = (style: SurveyStyle) =>
  surveyBody.superRefine((s, ctx) => {
    if (s._destroy) return;
    checkQuestions(s.survey_questions, style, ctx, ['survey_questions']);
    if (style === 'post' && s.delay !== undefined && s.delay !== null && s.delay !== '' && !parseDelay(s.delay)) {
      ctx.addIssue({ code: 'custom', path: ['delay'], message: SURVEY_MESSAGES.delayInvalid });
    }
  });

/** POST /api/events/{id}/surveys: either survey or both. */
export const eventSurveysInput = z.object({
  pre_event_survey: surveyOf('pre').optional(),
  post_event_survey: surveyOf('post').optional(),
});
export type EventSurveysInput = z.infer<typeof eventSurveysInput>;

/** Spec §5: a template's name counts only as its text without markup. */
const templateName = z
  .string({ error: SURVEY_MESSAGES.nameRequired })
  .max(200)
  .superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.nameRequired });
    else if (isBlankHtml(value)) ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.surveyNameEmpty });
  })
  .transform((v) => v.replace(/<[^>]*>/g, '').trim());

export const TEMPLATE_PRIVACIES = ['private', 'shared'] as const;
export type TemplatePrivacy = (typeof TEMPLATE_PRIVACIES)[number];

/** POST and PUT /api/survey_templates (spec §3 Survey template, §7). */
export const surveyTemplateInput = z
  .object({
    name: templateName,
    privacy: z.enum(TEMPLATE_PRIVACIES).default('private'),
    style: z.enum(SURVEY_STYLES),
    /** Sent by the spec's client; the server takes the creator from the session. */
    creator_id: idSchema.optional(),
    survey_questions: z.array(surveyQuestionInput).max(100).default([]),
  })
  .superRefine((t, ctx) => {
    if (t.survey_questions.length > 0) checkQuestions(t.survey_questions, t.style, ctx, ['survey_questions']);
  });
export type SurveyTemplateInput = z.infer<typeof surveyTemplateInput>;

export const surveyTemplateListQuery = z.object({
  tab: z.enum(['all', 'my']).default('all'),
  search: z.string().trim().max(200).default(''),
  style: z.enum(SURVEY_STYLES).optional(),
});

/**
 * Spec §4 "Survey template type switch": pre → post keeps the pre questions and adds the post ones after them;
 * post → pre marks the NPS question and the additional-feedback question (with their options) for removal.
 */
export function switchTemplateStyle(questions: SurveyQuestionInput[], to: SurveyStyle): SurveyQuestionInput[] {
  if (to === 'post') {
    const next = questions.length;
    return [...questions, ...defaultPostQuestions().map((q, i) => ({ ...q, position: next + i }))];
  }
  return questions.map((q) =>
    q.question_type === 'nps' || (q.question_type === 'short' && q.title === ADDITIONAL_FEEDBACK_TITLE)
      ? { ...q, _destroy: true, survey_options: q.survey_options.map((o) => ({ ...o, _destroy: true })) }
      : q,
  );
}

export function defaultPostQuestions(): SurveyQuestionInput[] {
  return [
    {
      title: DEFAULT_NPS_TITLE,
      question_type: 'nps',
      required: true,
      position: 0,
      _destroy: false,
      survey_options: [],
    },
    {
      title: ADDITIONAL_FEEDBACK_TITLE,
      question_type: 'short',
      required: false,
      position: 1,
      _destroy: false,
      survey_options: [],
    },
  ];
}

/** One answer on the answering page: an NPS value, a short text, or the chosen options. */
export const surveyAnswerInput = z.object({
  question_id: idSchema,
  value: z.number().int().min(NPS_MIN).max(NPS_MAX).nullish(),
  text: z.string().max(5_000).nullish(),
  option_ids: z.array(idSchema).max(MAX_OPTIONS).nullish(),
});
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInput>;

/**
 * POST /api/events/{id}/survey_questions (spec §7: event.email and event.responses). A signed-in guest sends the
 * responses only; a visitor of a public event adds name and email (the pre-event survey is their RSVP); a guest from
 * a mailed link sends its token.
 */
export const surveySubmissionInput = z.object({
  event: z.object({
    /** Optional (spec §7): the survey follows from the question ids; without either the page's pre-event survey. */
    style: z.enum(SURVEY_STYLES).optional(),
    responses: z.array(surveyAnswerInput).max(100).default([]),
    email: z.string().max(254).optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    token: z.string().max(200).optional(),
  }),
});
export type SurveySubmissionInput = z.infer<typeof surveySubmissionInput>;

/** Whether a short question asks for an email (spec §5: its title contains 'email'): the page uses an email input. */
export const isEmailQuestion = (q: { question_type: QuestionType; title: string }) =>
  q.question_type === 'short' && /email/i.test(q.title);
