import { describe, expect, it } from 'vitest';
import { computeNps, npsGroup } from './nps.ts';
import {
  ADDITIONAL_FEEDBACK_TITLE,
  eventSurveysInput,
  parseDelay,
  SURVEY_MESSAGES as M,
  surveyTemplateInput,
  switchTemplateStyle,
  type SurveyQuestionInput,
} from './survey-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);
const q = (over: Record<string, unknown> = {}) => ({ title: 'How was it?', question_type: 'short', ...over });
const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Option ${i + 1}` }));
const post = (questions: unknown[], extra: Record<string, unknown> = {}) =>
  eventSurveysInput.safeParse({ post_event_survey: { survey_questions: questions, ...extra } });
const pre = (questions: unknown[]) =>
  eventSurveysInput.safeParse({ pre_event_survey: { survey_questions: questions } });

describe('survey bodies (spec §5)', () => {
  it('need at least one live question', () => {
    expect(messages(post([]))).toEqual([M.noQuestions]);
    expect(messages(post([q({ _destroy: true })]))).toEqual([M.noQuestions]);
  });
  it('need a question title, and one that is more than markup', () => {
    expect(messages(post([q({ title: '  ' })]))).toEqual([M.questionTitleRequired]);
    expect(messages(post([q({ title: '<p> </p>' })]))).toEqual([M.questionTitleInvalid]);
  });
  it('need more than 1 and at most 10 options on a select question, each with text', () => {
    expect(messages(post([q({ question_type: 'single_select', survey_options: opts(1) })]))).toEqual([
      M.moreThanOneOption,
    ]);
    expect(messages(post([q({ question_type: 'multi_select', survey_options: opts(11) })]))).toEqual([
      M.tooManyOptions,
    ]);
    expect(messages(post([q({ question_type: 'multi_select', survey_options: opts(10) })]))).toEqual([]);
    const destroyed = [...opts(1), { text: 'gone', _destroy: true }];
    expect(messages(post([q({ question_type: 'single_select', survey_options: destroyed })]))).toEqual([
      M.moreThanOneOption,
    ]);
    expect(
      messages(post([q({ question_type: 'single_select', survey_options: [{ text: ' ' }, { text: 'b' }] })])),
    ).toEqual([M.optionTitleRequired]);
  });
  it('allow NPS only in a post-event survey, once', () => {
    expect(messages(pre([q({ question_type: 'nps' })]))).toEqual([M.npsOnlyPost]);
    expect(messages(post([q({ question_type: 'nps' })]))).toEqual([]);
    expect(messages(post([q({ question_type: 'nps' }), q({ question_type: 'nps' })]))).toEqual([M.oneNps]);
  });
  it('read the post delay as a number and a unit', () => {
    expect(parseDelay('2.hours')).toEqual({ amount: 2, unit: 'hour' });
    expect(parseDelay('0.minutes')).toEqual({ amount: 0, unit: 'minute' });
    expect(parseDelay('1.day')).toEqual({ amount: 1, unit: 'day' });
    expect(parseDelay('two.hours')).toBeNull();
    expect(parseDelay('2.weeks')).toBeNull();
    expect(messages(post([q()], { delay: 'soon' }))).toEqual([M.delayInvalid]);
  });
  it('strip markup from the description and let a deleted survey through without questions', () => {
    const parsed = eventSurveysInput.parse({ post_event_survey: { survey_questions: [q()], description: '<p> </p>' } });
    expect(parsed.post_event_survey!.description).toBe('');
    expect(eventSurveysInput.safeParse({ pre_event_survey: { id: 3, _destroy: true } }).success).toBe(true);
  });
});

describe('survey templates (spec §5)', () => {
  it('need a name, and one that is more than markup', () => {
    expect(messages(surveyTemplateInput.safeParse({ name: '', style: 'pre' }))).toEqual([M.nameRequired]);
    expect(messages(surveyTemplateInput.safeParse({ name: '<b></b>', style: 'pre' }))).toEqual([M.surveyNameEmpty]);
    expect(surveyTemplateInput.parse({ name: 'Kickoff', style: 'post' }).privacy).toBe('private');
  });
  it('switch pre → post by adding the post questions, post → pre by marking NPS and additional feedback', () => {
    const preQuestions: SurveyQuestionInput[] = [
      { title: 'Diet?', question_type: 'short', required: false, _destroy: false, survey_options: [] },
    ];
    const toPost = switchTemplateStyle(preQuestions, 'post');
    expect(toPost.map((x) => x.question_type)).toEqual(['short', 'nps', 'short']);
    expect(toPost[2]!.title).toBe(ADDITIONAL_FEEDBACK_TITLE);
    const back = switchTemplateStyle(toPost, 'pre');
    expect(back.map((x) => x._destroy)).toEqual([false, true, true]);
  });
});

describe('NPS (spec §9)', () => {
  it('groups 9–10 as promoters, 7–8 as passives, 0–6 as detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
  });
  it('is the percent of promoters minus the percent of detractors', () => {
    // 3 promoters, 2 passives, 2 detractors of 7: 42.857 − 28.571 = 14.29 → 14.
    const nps = computeNps([10, 9, 9, 8, 7, 6, 0]);
    expect(nps.counts).toEqual({ promoter: 3, passive: 2, detractor: 2, total: 7 });
    expect(nps.rates).toEqual({ promoter: 42.9, passive: 28.6, detractor: 28.6 });
    expect(nps.score).toBe(14);
    expect(computeNps([0, 1]).score).toBe(-100);
    expect(computeNps([]).score).toBeNull();
  });
  it('rounds a half away from zero, either way', () => {
    // 5 promoters and 2 detractors of 24: 20.833 − 8.333 = 12.5 → 13 (as percentages apart it is 12.4999…).
    const answers = (p: number, d: number, n: number) => [
      ...Array<number>(p).fill(10),
      ...Array<number>(d).fill(0),
      ...Array<number>(n - p - d).fill(8),
    ];
    expect(computeNps(answers(5, 2, 24)).score).toBe(13);
    expect(computeNps(answers(2, 5, 24)).score).toBe(-13);
    // 1 of 8 each way: 12.5 and −12.5.
    expect(computeNps(answers(1, 0, 8)).score).toBe(13);
    expect(computeNps(answers(0, 1, 8)).score).toBe(-13);
  });
});
