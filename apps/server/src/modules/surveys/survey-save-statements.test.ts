import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/events.ts';
import { useSurveyApp } from '../../../test/survey-app.ts';

/**
 * Saving a survey writes its questions and options a statement per kind of change, not one per question and option.
 * Counted on PostgreSQL (round trips; PGlite is in-process), the content checked on both.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const app = useSurveyApp();
let { t, acme, organizer } = app;
beforeAll(() => ({ t, acme, organizer } = app));

const letters = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ text: `${prefix}${i + 1}` }));
const select = (i: number) => ({ title: `Q${i}`, question_type: 'multi_select', survey_options: letters(5, `Q${i}-`) });

describe('saving a survey with many questions and options', () => {
  it('keeps each option with its question, in order, when they are written together', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/events/${e.id}/surveys`, headers: organizer.headers, payload });
    const questions = Array.from({ length: 12 }, (_, i) => select(i + 1));
    const before = t.roundTrips();
    const first = await save({ pre_event_survey: { survey_questions: questions } });
    const trips = before === undefined ? undefined : t.roundTrips()! - before;
    expect(first.statusCode).toBe(200);
    const saved = first.json().pre_event_survey.survey_questions;
    expect(saved.map((q: { title: string }) => q.title)).toEqual(questions.map((q) => q.title));
    for (const [i, q] of saved.entries()) {
      expect(q.survey_options.map((o: { text: string }) => o.text)).toEqual(
        letters(5, `Q${i + 1}-`).map((o) => o.text),
      );
    }
    // 12 questions and 60 options were 72 inserts; now a handful of statements for the whole request.
    if (isPostgres) expect(trips).toBeLessThanOrEqual(20);

    // An edit of every question and option, a deletion of each kind and new ones, in one save.
    const edited = saved.map(
      (q: { id: number; title: string; survey_options: { id: number; text: string }[] }, i: number) => ({
        id: q.id,
        title: `${q.title}!`,
        question_type: 'multi_select',
        ...(i === 0 && { _destroy: true }),
        survey_options: [
          ...q.survey_options.map((o, j) => ({ id: o.id, text: `${o.text}!`, ...(j === 0 && { _destroy: true }) })),
          { text: `new ${i}` },
        ],
      }),
    );
    const again = await save({
      pre_event_survey: { id: first.json().pre_event_survey.id, survey_questions: [...edited, select(99)] },
    });
    expect(again.statusCode).toBe(200);
    const after = again.json().pre_event_survey.survey_questions;
    expect(after.map((q: { title: string }) => q.title)).toEqual([
      ...questions.slice(1).map((q) => `${q.title}!`),
      'Q99',
    ]);
    expect(after[0].survey_options.map((o: { text: string }) => o.text)).toEqual([
      'Q2-2!',
      'Q2-3!',
      'Q2-4!',
      'Q2-5!',
      'new 1',
    ]);
    // An option of another question is not this one's to edit.
    const stray = {
      ...edited[1],
      survey_options: [{ id: after[1].survey_options[0].id, text: 'moved' }, { text: 'x' }],
    };
    const refused = await save({
      pre_event_survey: { id: first.json().pre_event_survey.id, survey_questions: [stray] },
    });
    expect(refused.statusCode).toBe(404);
  });
});
