import { describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import {
  changeType,
  errorList,
  moveQuestion,
  newOption,
  newQuestion,
  toDrafts,
  toQuestionInputs,
  validateDrafts,
  type QuestionDraft,
} from './question-draft';

const saved = (): QuestionDraft[] =>
  toDrafts([
    {
      id: 1,
      title: 'Pick one',
      question_type: 'single_select',
      required: true,
      survey_options: [
        { id: 11, text: 'A' },
        { id: 12, text: 'B' },
      ],
    },
    { id: 2, title: 'Why?', question_type: 'short', required: false, survey_options: [] },
  ]);

describe('question drafts', () => {
  it('keeps a removed saved question as _destroy, drops a removed new one, and numbers the live ones', () => {
    const [pick, why] = saved();
    const fresh = { ...newQuestion('short'), title: 'New' };
    const gone = { ...newQuestion('short'), title: 'Never saved', _destroy: true };
    const inputs = toQuestionInputs([{ ...pick!, _destroy: true }, why!, gone, fresh]);
    expect(inputs.map((q) => [q.id, q.title, q._destroy, q.position])).toEqual([
      [1, 'Pick one', true, 0],
      [2, 'Why?', false, 0],
      [undefined, 'New', false, 1],
    ]);
  });

  it('destroys the saved options of a question changed to NPS or short (spec §4)', () => {
    const [pick] = saved();
    const nps = changeType(pick!, 'nps');
    expect(nps.survey_options.every((o) => o._destroy)).toBe(true);
    const [input] = toQuestionInputs([nps]);
    expect(input!.survey_options.map((o) => [o.id, o._destroy])).toEqual([
      [11, true],
      [12, true],
    ]);
    expect(changeType(newQuestion('short'), 'multi_select').survey_options).toHaveLength(2);
  });

  it('moves a question past destroyed ones and not beyond the ends', () => {
    const [pick, why] = saved();
    const hidden = { ...newQuestion('short'), id: 9, title: 'Old', _destroy: true };
    const list = [pick!, hidden, why!];
    expect(
      moveQuestion(list, why!.key, -1)
        .filter((q) => !q._destroy)
        .map((q) => q.title),
    ).toEqual(['Why?', 'Pick one']);
    expect(moveQuestion(list, pick!.key, -1)).toBe(list);
  });

  it('names each problem with the spec words, by question number', () => {
    const q = { ...newQuestion('multi_select'), survey_options: [newOption('Only')] };
    const nps1 = { ...newQuestion('nps'), title: 'NPS' };
    const nps2 = { ...newQuestion('nps'), title: 'NPS again' };
    const list = [q, nps1, nps2];
    expect(errorList(list, validateDrafts(list, 'post'))).toEqual([
      `Question 1: ${SURVEY_MESSAGES.questionTitleRequired}`,
      `Question 1: ${SURVEY_MESSAGES.moreThanOneOption}`,
      `Question 3: ${SURVEY_MESSAGES.oneNps}`,
    ]);
    expect(validateDrafts([nps1], 'pre')[`${nps1.key}.type`]).toBe(SURVEY_MESSAGES.npsOnlyPost);
    expect(validateDrafts([{ ...q, title: '<p> </p>' }], 'pre')[`${q.key}.title`]).toBe(
      SURVEY_MESSAGES.questionTitleInvalid,
    );
  });
});
