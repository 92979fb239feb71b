import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { invitees } from '../../db/schema/guests.ts';
import { surveyResponses } from '../../db/schema/surveys.ts';
import { guestWithToken, HOUR, SURVEY_NOW, useSurveyApp } from '../../../test/survey-app.ts';
import type { Session } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { formulaCells, HIDDEN_FORMULAS } from '../../../test/csv-reading.ts';
import { callAs } from '../../../test/call.ts';

const NOW = SURVEY_NOW;
const app = useSurveyApp({ otherOrganizer: true });
let { t, acme, admin, organizer, otherOrganizer, user, globexAdmin } = app;
beforeAll(() => ({ t, acme, admin, organizer, otherOrganizer, user, globexAdmin } = app));

const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(t, acme, organizer.headers, [organizer.user.id], overrides);
const save = (s: Session, eventId: number, body: unknown) =>
  callAs(t, s, 'POST', `/api/events/${eventId}/surveys`, body);
const short = (title = 'Anything else?', more: Record<string, unknown> = {}) => ({
  title,
  question_type: 'short',
  ...more,
});
const select = (title: string, options: string[], type = 'single_select') => ({
  title,
  question_type: type,
  survey_options: options.map((text) => ({ text })),
});
const submit = (s: Session | null, eventId: number, body: Record<string, unknown>) =>
  callAs(t, s ?? acme, 'POST', `/api/events/${eventId}/survey_questions`, { event: body });
const guestToken = (eventId: number, email: string, more: Partial<typeof invitees.$inferInsert> = {}) =>
  guestWithToken(t, acme, eventId, email, more);

describe('saving an event’s surveys (spec §5, §7)', () => {
  const errorsOf = async (body: unknown) => {
    const e = await event();
    const response = await save(organizer, e.id, body);
    expect(response.statusCode).toBe(422);
    return Object.values(response.json().errors as Record<string, string[]>).flat();
  };

  it('refuses each invalid survey with the spec’s message', async () => {
    expect(await errorsOf({ post_event_survey: { survey_questions: [] } })).toEqual([M.noQuestions]);
    expect(await errorsOf({ post_event_survey: { survey_questions: [short(' ')] } })).toEqual([
      M.questionTitleRequired,
    ]);
    expect(await errorsOf({ post_event_survey: { survey_questions: [short('<p></p>')] } })).toEqual([
      M.questionTitleInvalid,
    ]);
    expect(await errorsOf({ pre_event_survey: { survey_questions: [select('Pick', ['a'])] } })).toEqual([
      M.moreThanOneOption,
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `o${i}`);
    expect(
      await errorsOf({ pre_event_survey: { survey_questions: [select('Pick', eleven, 'multi_select')] } }),
    ).toEqual([M.tooManyOptions]);
    expect(await errorsOf({ pre_event_survey: { survey_questions: [select('Pick', [' ', 'b'])] } })).toEqual([
      M.optionTitleRequired,
    ]);
    const nps = { title: 'Recommend?', question_type: 'nps' };
    expect(await errorsOf({ pre_event_survey: { survey_questions: [nps] } })).toEqual([M.npsOnlyPost]);
    expect(await errorsOf({ post_event_survey: { survey_questions: [nps, nps] } })).toEqual([M.oneNps]);
    expect(await errorsOf({ post_event_survey: { survey_questions: [short()], delay: 'soon' } })).toEqual([
      M.delayInvalid,
    ]);
  });

  it('holds the rules for the saved survey as a whole, not only for the questions a body sends', async () => {
    const e = await event();
    const nps = { title: 'Recommend?', question_type: 'nps' };
    const saved = (await save(organizer, e.id, { post_event_survey: { survey_questions: [nps] } })).json();
    const id = saved.post_event_survey.id;
    // A second NPS sent alone: the first is kept, so the survey would hold two.
    const second = await save(organizer, e.id, { post_event_survey: { id, survey_questions: [nps] } });
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toBe(M.oneNps);
    const list = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/surveys`)).json();
    expect(list.post_event_survey.survey_questions).toHaveLength(1);
  });

  it('saves both surveys, then deletes what is marked _destroy; a type changed to NPS loses its options', async () => {
    const e = await event();
    const first = await save(organizer, e.id, {
      pre_event_survey: { survey_questions: [select('Meal', ['Fish', 'Veg', 'Meat'])], description: '<b>Hi</b>' },
      post_event_survey: { survey_questions: [short(), select('Best part', ['Talks', 'Food'])], delay: '2.hours' },
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json();
    expect(saved.message).toBe(M.saved);
    expect(saved.pre_event_survey.description).toBe('Hi');
    expect(saved.post_event_survey.delay).toBe('2.hours');
    expect(saved.post_event_survey.survey_scheduled_time).toBe(
      new Date(Date.parse(e.ends as string) + 2 * HOUR).toISOString(),
    );
    const meal = saved.pre_event_survey.survey_questions[0];
    const [bestPart] = saved.post_event_survey.survey_questions.slice(1);
    const second = await save(organizer, e.id, {
      pre_event_survey: {
        id: saved.pre_event_survey.id,
        survey_questions: [
          { ...meal, survey_options: [{ ...meal.survey_options[0], _destroy: true }, ...meal.survey_options.slice(1)] },
        ],
      },
      post_event_survey: {
        id: saved.post_event_survey.id,
        survey_questions: [
          { ...saved.post_event_survey.survey_questions[0], _destroy: true },
          { ...bestPart, question_type: 'nps', title: 'Recommend?' },
        ],
      },
    });
    expect(second.statusCode).toBe(200);
    const after = second.json();
    expect(after.pre_event_survey.survey_questions[0].survey_options.map((o: { text: string }) => o.text)).toEqual([
      'Veg',
      'Meat',
    ]);
    expect(after.post_event_survey.survey_questions).toHaveLength(1);
    expect(after.post_event_survey.survey_questions[0]).toMatchObject({ question_type: 'nps', survey_options: [] });
    const gone = await save(organizer, e.id, { pre_event_survey: { id: saved.pre_event_survey.id, _destroy: true } });
    expect(gone.json()).toMatchObject({ pre_event_survey: null, message: M.deleted });
  });

  it('is for admins and organizer co-hosts: 403 below, 404 for another organization', async () => {
    const e = await event();
    const body = { post_event_survey: { survey_questions: [short()] } };
    expect((await save(user, e.id, body)).statusCode).toBe(403);
    expect((await save(otherOrganizer, e.id, body)).statusCode).toBe(403);
    expect((await save(admin, e.id, body)).statusCode).toBe(200);
    expect((await save(organizer, e.id, body)).statusCode).toBe(200);
    expect((await save(globexAdmin, e.id, body)).statusCode).toBe(404);
    for (const url of ['surveys', 'survey_results?style=post', 'export_post']) {
      expect((await callAs(t, user, 'GET', `/api/events/${e.id}/${url}`)).statusCode).toBe(403);
      expect((await callAs(t, otherOrganizer, 'GET', `/api/events/${e.id}/${url}`)).statusCode).toBe(403);
      expect((await callAs(t, globexAdmin, 'GET', `/api/events/${e.id}/${url}`)).statusCode).toBe(404);
      expect((await callAs(t, admin, 'GET', `/api/events/${e.id}/${url}`)).statusCode).toBe(200);
    }
  });
});

describe('answering the pre-event survey (spec §4: it is the RSVP)', () => {
  async function withPreSurvey(overrides: Record<string, unknown> = {}) {
    const e = await event(overrides);
    const body = { pre_event_survey: { survey_questions: [select('Meal', ['Fish', 'Veg']), short('Allergies')] } };
    const saved = (await save(organizer, e.id, body)).json().pre_event_survey;
    const [meal, allergies] = saved.survey_questions;
    await save(organizer, e.id, {
      pre_event_survey: { id: saved.id, survey_questions: [{ ...meal, required: true }, allergies] },
    });
    return { e, meal, allergies };
  }

  it('records a visitor’s Yes with the answers, once; required answers first, the email before any look-up', async () => {
    const { e, meal, allergies } = await withPreSurvey();
    const page = await callAs(t, acme, 'GET', `/api/events/${e.id}/survey_questions?style=pre`);
    expect(page.json()).toMatchObject({ state: 'open', submit_label: 'Submit survey' });
    const visitor = { style: 'pre', first_name: 'Pat', last_name: 'Public', email: 'pat@example.test' };
    const missing = await submit(null, e.id, { ...visitor, responses: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ [`question_${meal.id}`]: [M.requiredAnswer] });
    const badEmail = await submit(null, e.id, {
      ...visitor,
      email: 'not-an-email',
      responses: [{ question_id: meal.id, option_ids: [meal.survey_options[0].id] }],
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual([RSVP_MESSAGES.emailInvalid]);
    const answers = [
      { question_id: meal.id, option_ids: [meal.survey_options[1].id] },
      { question_id: allergies.id, text: 'Nuts' },
    ];
    const ok = await submit(null, e.id, { ...visitor, responses: answers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.submitted, rsvp_message: RSVP_MESSAGES.submitted });
    const [guest] = await t.db.select().from(invitees).where(eq(invitees.eventId, e.id));
    expect(guest).toMatchObject({ email: 'pat@example.test', status: 'rsvp' });
    // The same browser (its guest cookie) again: one response per guest, and the RSVP is not recorded twice either.
    const cookie = ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/events/${e.id}/survey_questions`,
      headers: { host: acme.host, cookie },
      payload: { event: { ...visitor, responses: answers } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.alreadySubmitted);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/events/${e.id}/survey_questions?style=pre`,
      headers: { host: acme.host, cookie },
    });
    expect(seen.json().state).toBe('already_answered');
  });

  it('records a member’s Yes; an invite-only event sends visitors to sign in and refuses the uninvited', async () => {
    const { e, meal } = await withPreSurvey();
    const answers = [{ question_id: meal.id, option_ids: [meal.survey_options[0].id] }];
    expect((await submit(user, e.id, { style: 'pre', responses: answers })).statusCode).toBe(200);
    const [guest] = await t.db.select().from(invitees).where(eq(invitees.eventId, e.id));
    expect(guest).toMatchObject({ userId: user.user.id, status: 'rsvp' });
    expect((await submit(user, e.id, { style: 'pre', responses: answers })).statusCode).toBe(409);

    const closed = await withPreSurvey({ privacy: 'invite_only' });
    const visitor = { style: 'pre', first_name: 'Pat', last_name: 'P', email: 'pat@example.test', responses: [] };
    const anonymous = await callAs(t, acme, 'GET', `/api/events/${closed.e.id}/survey_questions?style=pre`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(M.signInRequired);
    expect((await submit(null, closed.e.id, visitor)).statusCode).toBe(401);
    const uninvited = await submit(user, closed.e.id, { style: 'pre', responses: answers });
    expect(uninvited.statusCode).toBe(403);
    expect(uninvited.json().error).toBe(M.unavailable);
    // Another organization's event does not exist here.
    expect((await callAs(t, globexAdmin, 'GET', `/api/events/${e.id}/survey_questions?style=pre`)).statusCode).toBe(
      404,
    );
  });
});

describe('the post-event survey: answers, results and export', () => {
  it('counts NPS and choices as computed by hand, lists short answers, and numbers the respondents', async () => {
    const e = await event({ inHours: 2 });
    const body = {
      post_event_survey: {
        survey_questions: [
          { title: 'Recommend?', question_type: 'nps', required: true },
          select('Best part', ['Talks', 'Food', 'People'], 'multi_select'),
          short('=Anything else?'),
        ],
      },
    };
    const survey = (await save(organizer, e.id, body)).json().post_event_survey;
    const [nps, best, more] = survey.survey_questions;
    const [talks, food, people] = best.survey_options.map((o: { id: number }) => o.id);
    const early = await guestToken(e.id, 'early@example.test');
    expect((await submit(null, e.id, { style: 'post', token: early.token, responses: [] })).statusCode).toBe(403);
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    // 10, 9, 8, 6, 3 → 2 promoters, 1 passive, 2 detractors of 5: 40 − 40 = 0.
    const given = [
      [10, [talks, food], 'Great'],
      [9, [talks], ''],
      [8, [people], '=HYPERLINK("x")'],
      [6, [food], ''],
      [3, [], 'Too long'],
    ] as const;
    for (const [i, [value, options, text]] of given.entries()) {
      const guest = await guestToken(e.id, `guest${i}@example.test`, { lastName: `Last${i}` });
      const responses = [
        { question_id: nps.id, value },
        { question_id: best.id, option_ids: options },
        { question_id: more.id, text },
      ];
      const answered = await submit(null, e.id, { style: 'post', token: guest.token, responses });
      expect(answered.statusCode).toBe(200);
      if (i === 0) {
        expect((await submit(null, e.id, { style: 'post', token: guest.token, responses })).statusCode).toBe(409);
      }
    }
    const results = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_results?style=post`)).json();
    expect(results.responders_count).toBe(5);
    expect(results.nps).toEqual({
      score: 0,
      counts: { promoter: 2, passive: 1, detractor: 2, total: 5 },
      rates: { promoter: 40, passive: 20, detractor: 40 },
    });
    const bestCounts = results.questions[1].options.map((o: { text: string; count: number }) => [o.text, o.count]);
    expect(bestCounts).toEqual([
      ['Talks', 2],
      ['Food', 2],
      ['People', 1],
    ]);
    expect(results.questions[2].short_answers).toEqual(['Great', '=HYPERLINK("x")', 'Too long']);
    expect(results.individual_responses[0]).toMatchObject({
      number: 1,
      respondent: { name: 'guest0 Last0', email: 'guest0@example.test' },
    });
    expect(results.individual_responses[0].answers.map((a: { answer: string }) => a.answer)).toEqual([
      '10',
      'Talks; Food',
      'Great',
    ]);

    const csv = await callAs(t, organizer, 'GET', `/api/events/${e.id}/export_post`);
    expect(csv.headers['content-disposition']).toContain('Post-Event Survey.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe("Name,Email,Submitted at,Recommend?,Best part,'=Anything else?");
    expect(lines[1]).toBe(
      `guest0 Last0,guest0@example.test,${NOW.toISOString().replace('12:00', '16:00')},10,Talks; Food,Great`,
    );
    expect(lines[3]).toContain(`,8,People,"'=HYPERLINK(""x"")"`);
    expect(lines).toHaveLength(6);
  });

  it('exports no formula that a ;-separated (or tab-separated) reading would run', async () => {
    const e = await event({ inHours: 2 });
    const questions = HIDDEN_FORMULAS.map((text) => short(text));
    const survey = (await save(organizer, e.id, { post_event_survey: { survey_questions: questions } })).json();
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    const guest = await guestToken(e.id, 'locale@example.test', { firstName: 'x;=1+1', lastName: 'y' });
    const responses = survey.post_event_survey.survey_questions.map((q: { id: number }, i: number) => ({
      question_id: q.id,
      text: HIDDEN_FORMULAS[i],
    }));
    expect((await submit(null, e.id, { style: 'post', token: guest.token, responses })).statusCode).toBe(200);
    const csv = await callAs(t, organizer, 'GET', `/api/events/${e.id}/export_post`);
    expect(csv.body).toContain('x;');
    for (const delimiter of [';', ',', '\t'] as const) expect(formulaCells(csv.body, delimiter)).toEqual([]);
  });

  it('never shows who answered an anonymous survey: results, export, answering page', async () => {
    const e = await event({ inHours: 2 });
    const body = { post_event_survey: { is_anonymous: true, survey_questions: [short('Thoughts')] } };
    const survey = (await save(organizer, e.id, body)).json().post_event_survey;
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    expect(survey).toMatchObject({ is_anonymous: true, display_responders: false });
    const guest = await guestToken(e.id, 'secret.person@example.test', { firstName: 'Secret', lastName: 'Person' });
    // The post-event survey is its guests': a stranger's page says so instead of offering a form it would refuse.
    const pageFor = async (query: string) =>
      (await callAs(t, acme, 'GET', `/api/events/${e.id}/survey_questions?style=post${query}`)).json().state;
    expect(await pageFor('')).toBe('unavailable');
    expect(await pageFor(`&token=${encodeURIComponent(guest.token)}`)).toBe('open');
    const responses = [{ question_id: survey.survey_questions[0].id, text: 'Fine' }];
    expect((await submit(null, e.id, { style: 'post', token: guest.token, responses })).statusCode).toBe(200);
    const results = await callAs(t, admin, 'GET', `/api/events/${e.id}/survey_results?style=post`);
    const csv = await callAs(t, admin, 'GET', `/api/events/${e.id}/export_post`);
    const page = await callAs(t, organizer, 'GET', `/api/events/${e.id}/survey_questions?style=post`);
    const list = await callAs(t, organizer, 'GET', `/api/events/${e.id}/surveys`);
    expect(results.json().individual_responses[0].respondent).toBeNull();
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFResponse,Submitted at,Thoughts');
    for (const answer of [results.body, csv.body, page.body, list.body]) {
      expect(answer).not.toMatch(/secret|Secret|Person/);
    }
    const [stored] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
    expect(stored!.inviteeId).toBe(guest.id);
    // Nor when it answered (only the day): the guest list shows when each guest last changed.
    const day = new Date(stored!.createdAt);
    day.setUTCHours(0, 0, 0, 0);
    expect(results.json().individual_responses[0].submitted_at).toBe(day.toISOString());
    expect(csv.body.split('\r\n')[1]).toBe(`1,${day.toISOString()},Fine`);
    // And it cannot stop being anonymous once someone answered.
    const reveal = await save(organizer, e.id, {
      post_event_survey: { ...body.post_event_survey, id: survey.id, is_anonymous: false },
    });
    expect(reveal.statusCode).toBe(422);
    expect(reveal.json().errors).toEqual({ is_anonymous: [M.staysAnonymous] });
    expect((await callAs(t, admin, 'GET', `/api/events/${e.id}/survey_results?style=post`)).body).not.toMatch(/Secret/);
  });
});
