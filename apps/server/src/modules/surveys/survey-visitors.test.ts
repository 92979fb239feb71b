import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { invitees } from '../../db/schema/guests.ts';
import { createEvent } from '../../../test/events.ts';
import { useSurveyApp } from '../../../test/survey-app.ts';
import { createSurvey } from '../../../test/surveys.ts';

const app = useSurveyApp();
let { t, acme, organizer } = app;
beforeAll(() => ({ t, acme, organizer } = app));

/** A published event of `privacy` with a pre-event survey of one required choice. */
async function withPreSurvey(privacy: string) {
  const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy });
  const question = {
    title: 'Meal',
    question_type: 'single_select',
    required: true,
    survey_options: [{ text: 'Fish' }, { text: 'Veg' }],
  };
  const saved = await createSurvey(t, organizer, e.id, 'pre', { survey_questions: [question] });
  const meal = saved.survey_questions[0];
  return { e, answers: [{ question_id: meal.id, option_ids: [meal.survey_options[0].id] }] };
}
const visitor = (eventId: number, method: 'GET' | 'POST', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/events/${eventId}/survey_questions${method === 'GET' ? '?style=pre' : ''}`,
    headers: { host: acme.host },
    ...(payload ? { payload } : {}),
  });
const guestsOf = (eventId: number) => t.db.select().from(invitees).where(eq(invitees.eventId, eventId));

describe('a visitor of an organization event’s survey (spec §4: an email-extension match)', () => {
  it('records the Yes of an address of the organization’s domains only; others hear the spec’s 401', async () => {
    const { e, answers } = await withPreSurvey('organization');
    // Nothing is described before an address matched (issue 31).
    const page = await visitor(e.id, 'GET');
    expect(page.statusCode).toBe(401);
    expect(page.json().error).toBe(M.signInRequired);
    const person = { style: 'pre', first_name: 'Oda', last_name: 'Outsider', responses: answers };

    const badEmail = await visitor(e.id, 'POST', { event: { ...person, email: 'oda@' } });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual([RSVP_MESSAGES.emailInvalid]);
    const outsider = await visitor(e.id, 'POST', { event: { ...person, email: 'oda@elsewhere.test' } });
    expect(outsider.statusCode).toBe(401);
    expect(outsider.json().error).toBe(RSVP_MESSAGES.notAllowed);
    // A look-alike domain does not match either.
    const lookAlike = await visitor(e.id, 'POST', { event: { ...person, email: 'oda@notacme.test' } });
    expect(lookAlike.statusCode).toBe(401);
    expect(await guestsOf(e.id)).toEqual([]);

    const member = await visitor(e.id, 'POST', { event: { ...person, email: 'Oda.New@ACME.test' } });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ message: M.submitted, rsvp_message: RSVP_MESSAGES.submitted });
    const [guest] = await guestsOf(e.id);
    expect(guest).toMatchObject({ status: 'rsvp' });
    expect(guest!.email.toLowerCase()).toBe('oda.new@acme.test');
  });

  it('still sends the visitor of an invite-only event to sign in', async () => {
    const { e, answers } = await withPreSurvey('invite_only');
    expect((await visitor(e.id, 'GET')).statusCode).toBe(401);
    const person = { style: 'pre', first_name: 'I', last_name: 'N', email: 'in@acme.test', responses: answers };
    expect((await visitor(e.id, 'POST', { event: person })).statusCode).toBe(401);
    expect(await guestsOf(e.id)).toEqual([]);
  });
});
