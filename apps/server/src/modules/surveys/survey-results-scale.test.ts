import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUMMARY_RESPONSES_THRESHOLD, SUMMARY_SHORT_ANSWERS } from '@huddle/domain/survey-schemas';
import { createEvent } from '../../../test/events.ts';
import { HOUR, SURVEY_NOW, useSurveyApp } from '../../../test/survey-app.ts';
import { EXPORT_BATCH } from './surveys.service.ts';
import { callAs } from '../../../test/call.ts';
import { createSurvey } from '../../../test/surveys.ts';

const NOW = SURVEY_NOW;
/** More responses than one batch of the export, read a page at a time everywhere. */
const COUNT = EXPORT_BATCH + 21;
const app = useSurveyApp();
let { t, acme, organizer, user, globexAdmin } = app;
beforeAll(() => ({ t, acme, organizer, user, globexAdmin } = app));

/**
 * A post-event survey (NPS, a choice, a short answer) with COUNT responses written in SQL: response k (1-based) gives
 * NPS k % 11, option A when k is even (else B), and the text 'answer k' ('=cmd k' for every 100th).
 */
async function answeredSurvey(anonymous: boolean) {
  const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
  const questions = [
    { title: 'Recommend?', question_type: 'nps', required: true },
    { title: 'Pick', question_type: 'single_select', survey_options: [{ text: 'A' }, { text: 'B' }] },
    { title: 'Thoughts', question_type: 'short' },
  ];
  const survey = await createSurvey(t, organizer, e.id, 'post', {
    is_anonymous: anonymous,
    survey_questions: questions,
  });
  const [nps, pick, short] = survey.survey_questions;
  const [a, b] = pick.survey_options.map((o: { id: number }) => o.id);
  const org = acme.id;
  await t.db.execute(sql`
    with g as (
      insert into invitees (organization_id, event_id, email, first_name, last_name, status)
      select ${org}::int, ${e.id}::int, 'guest' || k || '@example.test', 'Guest', 'N' || lpad(k::text, 4, '0'), 'rsvp'
        from generate_series(1, ${COUNT}::int) k
      returning id, (regexp_replace(last_name, '\\D', '', 'g'))::int as k),
    r as (
      insert into survey_responses (organization_id, survey_id, invitee_id, created_at)
      select ${org}::int, ${survey.id}::int, g.id, ${NOW.toISOString()}::timestamptz + g.k * interval '1 minute' from g
      returning id, invitee_id),
    rk as (select r.id, g.k from r join g on g.id = r.invitee_id)
    insert into survey_answers (organization_id, survey_response_id, survey_question_id, survey_option_id, value, text)
    select ${org}::int, rk.id, ${nps.id}::int, null, rk.k % 11, null from rk
    union all select ${org}::int, rk.id, ${pick.id}::int, case when rk.k % 2 = 0 then ${a}::int else ${b}::int end, null, null from rk
    union all select ${org}::int, rk.id, ${short.id}::int, null, null,
      case when rk.k % 100 = 0 then '=cmd ' || rk.k else 'answer ' || rk.k end from rk`);
  t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
  return { e, survey };
}

describe('results of a large survey, read in SQL a page at a time', () => {
  it('counts in the database, lists the first short answers and responses, pages the rest', async () => {
    const { e } = await answeredSurvey(false);
    const results = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_results?style=post`)).json();
    expect(results.responders_count).toBe(COUNT);
    // By hand: values k % 11 for k = 1…COUNT; promoters 9–10, passives 7–8, detractors 0–6.
    const values = Array.from({ length: COUNT }, (_, i) => (i + 1) % 11);
    const promoter = values.filter((v) => v >= 9).length;
    const passive = values.filter((v) => v === 7 || v === 8).length;
    const detractor = COUNT - promoter - passive;
    expect(results.nps.counts).toEqual({ promoter, passive, detractor, total: COUNT });
    expect(results.nps.score).toBe(Math.round((100 * (promoter - detractor)) / COUNT));
    const [npsQ, pickQ, shortQ] = results.questions;
    expect(npsQ.options[10]).toMatchObject({ text: '10', count: values.filter((v) => v === 10).length });
    expect(pickQ.options.map((o: { count: number }) => o.count)).toEqual([Math.floor(COUNT / 2), Math.ceil(COUNT / 2)]);
    expect(shortQ.answers_count).toBe(COUNT);
    expect(shortQ.short_answers).toHaveLength(SUMMARY_SHORT_ANSWERS);
    expect(shortQ.short_answers.slice(0, 2)).toEqual(['answer 1', 'answer 2']);
    expect(results.individual_responses).toHaveLength(SUMMARY_RESPONSES_THRESHOLD);

    const page = (
      await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_responses?style=post&page=3&per_page=25`)
    ).json();
    expect(page.meta).toMatchObject({ total_count: COUNT, next_page: 4, prev_page: 2 });
    expect(page.data.map((r: { number: number }) => r.number)).toEqual(Array.from({ length: 25 }, (_, i) => 51 + i));
    expect(page.data[0]).toMatchObject({
      respondent: { name: 'Guest N0051', email: 'guest51@example.test' },
      answers: [{ answer: String(51 % 11) }, { answer: 'B' }, { answer: 'answer 51' }],
    });
    expect((await callAs(t, user, 'GET', `/api/events/${e.id}/survey_responses?style=post`)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'GET', `/api/events/${e.id}/survey_responses?style=post`)).statusCode).toBe(
      404,
    );

    const csv = await callAs(t, organizer, 'GET', `/api/events/${e.id}/export_post`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines[1]).toMatch(/^Guest N0001,guest1@example\.test,.*,1,B,answer 1$/);
    // Past the first batch, and a formula still escaped.
    expect(lines[COUNT]).toMatch(new RegExp(`^Guest N0${COUNT},guest${COUNT}@example\\.test,`));
    expect(lines[100]).toMatch(/,'=cmd 100$/);
  });

  it('pages an anonymous survey without names, in the same order everywhere', async () => {
    const { e } = await answeredSurvey(true);
    const first = (
      await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_responses?style=post&per_page=5`)
    ).json();
    expect(first.data.map((r: { number: number }) => r.number)).toEqual([1, 2, 3, 4, 5]);
    expect(first.data.every((r: { respondent: unknown }) => r.respondent === null)).toBe(true);
    const results = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_results?style=post`)).json();
    expect(results.individual_responses.slice(0, 5)).toEqual(first.data);
    const csv = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/export_post`)).body;
    expect(csv).not.toContain('@example.test');
    expect(csv).not.toContain('Guest N');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines[1]).toBe(
      `1,${first.data[0].submitted_at},${first.data[0].answers.map((a: { answer: string }) => a.answer).join(',')}`,
    );
  });
});
