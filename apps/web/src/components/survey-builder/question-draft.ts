import {
  isSelect,
  MAX_OPTIONS,
  SURVEY_MESSAGES,
  type QuestionType,
  type SurveyQuestionInput,
  type SurveyStyle,
} from '@huddle/domain/survey-schemas';

/** One option in the editor; a saved one (with id) is marked destroyed rather than removed (spec §4). */
export interface OptionDraft {
  key: string;
  id?: number;
  text: string;
  _destroy: boolean;
}

/** One question in the editor (spec §3 Survey question with its pending key). */
export interface QuestionDraft {
  key: string;
  id?: number;
  title: string;
  question_type: QuestionType;
  required: boolean;
  _destroy: boolean;
  survey_options: OptionDraft[];
}

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  nps: 'NPS',
  short: 'Short answer',
  single_select: 'Single choice',
  multi_select: 'Multiple choice',
};

/** The types a survey of this style offers: NPS only in a post-event survey (spec §5). */
export const questionTypesFor = (style: SurveyStyle): QuestionType[] =>
  style === 'post' ? ['nps', 'short', 'single_select', 'multi_select'] : ['short', 'single_select', 'multi_select'];

export function newOption(text = ''): OptionDraft {
  return { key: newKey(), text, _destroy: false };
}

export function newQuestion(type: QuestionType = 'short'): QuestionDraft {
  return {
    key: newKey(),
    title: '',
    question_type: type,
    required: false,
    _destroy: false,
    survey_options: isSelect(type) ? [newOption(), newOption()] : [],
  };
}

interface QuestionLike {
  id?: number;
  title: string;
  question_type: QuestionType;
  required: boolean;
  _destroy?: boolean;
  survey_options: { id?: number; text: string; _destroy?: boolean }[];
}

/** Saved questions, template questions (without ids: "Use template" copies them) or switched ones as drafts. */
export function toDrafts(questions: readonly QuestionLike[], keepIds = true): QuestionDraft[] {
  return questions.map((q) => ({
    key: newKey(),
    id: keepIds ? q.id : undefined,
    title: q.title,
    question_type: q.question_type,
    required: q.required,
    _destroy: q._destroy ?? false,
    survey_options: q.survey_options.map((o) => ({
      key: newKey(),
      id: keepIds ? o.id : undefined,
      text: o.text,
      _destroy: o._destroy ?? false,
    })),
  }));
}

export const liveDrafts = (questions: readonly QuestionDraft[]) => questions.filter((q) => !q._destroy);
export const liveOptions = (q: QuestionDraft) => q.survey_options.filter((o) => !o._destroy);

/**
 * The questions as the API takes them: live ones in order with their positions, destroyed saved ones with
 * `_destroy`; destroyed ones that were never saved are dropped. A removed entry keeps a title so it still parses.
 */
export function toQuestionInputs(questions: readonly QuestionDraft[]): SurveyQuestionInput[] {
  let position = 0;
  return questions
    .filter((q) => !q._destroy || q.id !== undefined)
    .map((q) => {
      const live = !q._destroy;
      const at = live ? position++ : 0;
      const options = isSelect(q.question_type)
        ? q.survey_options
        : q.survey_options.map((o) => ({ ...o, _destroy: true }));
      let optionPosition = 0;
      return {
        ...(q.id !== undefined ? { id: q.id } : {}),
        title: live ? q.title : q.title.trim() || 'Removed question',
        question_type: q.question_type,
        required: q.required,
        position: at,
        _destroy: q._destroy,
        survey_options: options
          .filter((o) => !o._destroy || o.id !== undefined)
          .map((o) => ({
            ...(o.id !== undefined ? { id: o.id } : {}),
            text: o._destroy ? o.text.trim() || 'Removed option' : o.text,
            position: o._destroy ? 0 : optionPosition++,
            _destroy: o._destroy,
          })),
      };
    });
}

/** Field errors of the editor, keyed "<question key>" / "<question key>.title" / "<option key>". */
export type DraftErrors = Record<string, string>;

/** The §5 rules a person fixes in the editor, with the spec's words, on live questions and options. */
export function validateDrafts(questions: readonly QuestionDraft[], style: SurveyStyle): DraftErrors {
  const errors: DraftErrors = {};
  let nps = 0;
  for (const q of liveDrafts(questions)) {
    if (q.title.trim() === '') errors[`${q.key}.title`] = SURVEY_MESSAGES.questionTitleRequired;
    else if (q.title.replace(/<[^>]*>/g, '').trim() === '')
      errors[`${q.key}.title`] = SURVEY_MESSAGES.questionTitleInvalid;
    if (q.question_type === 'nps') {
      nps += 1;
      if (style === 'pre') errors[`${q.key}.type`] = SURVEY_MESSAGES.npsOnlyPost;
      else if (nps > 1) errors[`${q.key}.type`] = SURVEY_MESSAGES.oneNps;
    }
    if (!isSelect(q.question_type)) continue;
    const options = liveOptions(q);
    if (options.length < 2) errors[`${q.key}.options`] = SURVEY_MESSAGES.moreThanOneOption;
    if (options.length > MAX_OPTIONS) errors[`${q.key}.options`] = SURVEY_MESSAGES.tooManyOptions;
    for (const o of options) if (o.text.trim() === '') errors[o.key] = SURVEY_MESSAGES.optionTitleRequired;
  }
  return errors;
}

/** "Question 2: Please add a question title" for the blocking message's list. */
export function errorList(questions: readonly QuestionDraft[], errors: DraftErrors): string[] {
  const list: string[] = [];
  liveDrafts(questions).forEach((q, i) => {
    const mine = [errors[`${q.key}.title`], errors[`${q.key}.type`], errors[`${q.key}.options`]];
    for (const o of q.survey_options) mine.push(errors[o.key]);
    for (const message of new Set(mine.filter((m): m is string => Boolean(m))))
      list.push(`Question ${i + 1}: ${message}`);
  });
  return list;
}

/** Moves the live question `key` one place up or down among the live ones (destroyed ones keep their place). */
export function moveQuestion(questions: QuestionDraft[], key: string, by: -1 | 1): QuestionDraft[] {
  const live = liveDrafts(questions);
  const from = live.findIndex((q) => q.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= live.length) return questions;
  return reorder(questions, key, live[to]!.key);
}

/** Puts question `key` where question `target` is (drag and drop). */
export function reorder(questions: QuestionDraft[], key: string, target: string): QuestionDraft[] {
  const from = questions.findIndex((q) => q.key === key);
  const to = questions.findIndex((q) => q.key === target);
  if (from < 0 || to < 0 || from === to) return questions;
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A changed type: to NPS or short its options are destroyed (spec §4); to a select it gets two empty ones. */
export function changeType(q: QuestionDraft, type: QuestionType): QuestionDraft {
  if (isSelect(type)) {
    const options = liveOptions(q).length >= 2 ? q.survey_options : [...q.survey_options, newOption(), newOption()];
    return { ...q, question_type: type, survey_options: options.slice(0, Math.max(options.length, 2)) };
  }
  return {
    ...q,
    question_type: type,
    survey_options: q.survey_options.filter((o) => o.id !== undefined).map((o) => ({ ...o, _destroy: true })),
  };
}
