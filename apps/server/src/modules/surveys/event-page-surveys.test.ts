import { beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_FEEDBACK_TITLE, DEFAULT_NPS_TITLE } from '@huddle/domain/survey-schemas';
import { createEvent } from '../../../test/events.ts';
import { useSurveyApp } from '../../../test/survey-app.ts';
import { callAs } from '../../../test/call.ts';

const app = useSurveyApp();
let { t, acme, organizer, user, globexAdmin } = app;
beforeAll(() => ({ t, acme, organizer, user, globexAdmin } = app));

describe('the event page’s survey fields (spec events §3)', () => {
  it('carries the pre- and post-event surveys, whether the reader answered, and the default survey', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const bare = (await callAs(t, user, 'GET', `/api/events/${e.id}`)).json().event;
    expect(bare).toMatchObject({ pre_event_survey: null, post_event_survey: null });
    expect(bare.default_survey.survey_questions.map((q: { title: string }) => q.title)).toEqual([
      DEFAULT_NPS_TITLE,
      ADDITIONAL_FEEDBACK_TITLE,
    ]);

    const body = {
      pre_event_survey: {
        description: 'Before we meet',
        survey_questions: [
          {
            title: 'Meal',
            question_type: 'single_select',
            required: true,
            survey_options: [{ text: 'Fish' }, { text: 'Veg' }],
          },
          { title: 'Your email', question_type: 'short' },
        ],
      },
      post_event_survey: {
        delay: '2.hours',
        is_anonymous: true,
        survey_questions: [{ title: 'NPS', question_type: 'nps' }],
      },
    };
    expect((await callAs(t, organizer, 'POST', `/api/events/${e.id}/surveys`, body)).statusCode).toBe(200);
    const page = (await callAs(t, user, 'GET', `/api/events/${e.id}`)).json().event;
    expect(page.pre_event_survey).toMatchObject({
      style: 'pre',
      enabled: true,
      description: 'Before we meet',
      delay: null,
      survey_scheduled_time: null,
      answered: false,
    });
    const [meal, email] = page.pre_event_survey.survey_questions;
    expect(meal).toMatchObject({ title: 'Meal', question_type: 'single_select', required: true });
    expect(meal.survey_options.map((o: { text: string }) => o.text)).toEqual(['Fish', 'Veg']);
    expect(email.autocomplete).toBe('email');
    expect(page.post_event_survey).toMatchObject({
      style: 'post',
      delay: '2.hours',
      is_anonymous: true,
      display_responders: false,
      survey_scheduled_time: new Date(new Date(page.ends).getTime() + 2 * 3600 * 1000).toISOString(),
      answered: false,
    });
    expect(page.post_event_survey).not.toHaveProperty('responses_count');

    const answers = [{ question_id: meal.id, option_ids: [meal.survey_options[0].id] }];
    // The RSVP panel's flow (spec events §4): the Yes first, then the survey that opened after it.
    expect((await callAs(t, user, 'POST', `/api/events/${e.id}/rsvp`, { status: 'rsvp' })).statusCode).toBe(200);
    const submit = { event: { style: 'pre', responses: answers } };
    expect((await callAs(t, user, 'POST', `/api/events/${e.id}/survey_questions`, submit)).statusCode).toBe(200);
    expect((await callAs(t, user, 'GET', `/api/events/${e.id}`)).json().event.pre_event_survey.answered).toBe(true);
    // Another reader's answer is not theirs.
    expect((await callAs(t, organizer, 'GET', `/api/events/${e.id}`)).json().event.pre_event_survey.answered).toBe(
      false,
    );
    expect((await callAs(t, globexAdmin, 'GET', `/api/events/${e.id}`)).statusCode).toBe(404);
  });

  it('is left out of the lists', async () => {
    await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const [first] = (await callAs(t, user, 'GET', '/api/events/upcoming')).json().data;
    expect(first).toBeDefined();
    expect(first).not.toHaveProperty('pre_event_survey');
    expect(first).not.toHaveProperty('default_survey');
  });
});
