import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { communications } from '../../db/schema/communications.ts';

import { mailOutbox } from '../../db/schema/mail.ts';
import { HOUR, SURVEY_NOW, tokenFor, useSurveyApp } from '../../../test/survey-app.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { callAs } from '../../../test/call.ts';
import { addGuests, type GuestValues } from '../../../test/guests.ts';
import { dispatchNow } from '../../../test/delivery.ts';
import { createSurvey } from '../../../test/surveys.ts';

const NOW = SURVEY_NOW;
const app = useSurveyApp({ otherOrganizer: true });
let { t, acme, admin, organizer, otherOrganizer, user, globexAdmin } = app;
beforeAll(() => ({ t, acme, admin, organizer, otherOrganizer, user, globexAdmin } = app));

/** An event starting in 2 hours (ending in 3) with a post-event survey, and guests in every state. */
async function eventWithGuests(delay = '0.hours', anonymous = false) {
  const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
  const questions = [{ title: 'Thoughts', question_type: 'short' }];
  const survey = await createSurvey(t, organizer, e.id, 'post', {
    delay,
    is_anonymous: anonymous,
    survey_questions: questions,
  });
  const guest = async (email: string, values: Partial<GuestValues>) =>
    (await addGuests(t, acme, e.id, { email, ...values }))[0]!;
  const yes = await guest('yes@example.test', { status: 'rsvp' });
  const attended = await guest('came@example.test', { status: 'invited', attended: 'yes' });
  await guest('no@example.test', { status: 'not_attending' });
  await guest('maybe@example.test', { status: 'maybe_attending' });
  const answered = await guest('done@example.test', { status: 'rsvp' });
  return { e, survey, yes, attended, answered };
}

const surveyCommunications = (eventId: number) =>
  t.db
    .select()
    .from(communications)
    .where(and(eq(communications.eventId, eventId), eq(communications.historyType, 'survey')));

describe('sending the post-event survey (spec §4, §6, §7)', () => {
  it('is refused before the event starts, and to anyone who does not manage it', async () => {
    const { e } = await eventWithGuests();
    const early = await callAs(t, organizer, 'POST', `/api/events/${e.id}/send_survey`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe(M.sendBeforeStart);
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    expect((await callAs(t, user, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(403);
    expect((await callAs(t, otherOrganizer, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(404);
    expect(await surveyCommunications(e.id)).toHaveLength(0);
  });

  it('mails each guest who said Yes or attended and has not answered, once, with a link signed for them', async () => {
    const { e, survey, yes, attended, answered } = await eventWithGuests();
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    // One guest answered already (from a link of an earlier mail): they get no other.
    const tokenOf = (id: number) => tokenFor(t, acme, id);
    const responses = [{ question_id: survey.survey_questions[0].id, text: 'Good' }];
    const done = await callAs(t, acme, 'POST', `/api/events/${e.id}/survey_questions`, {
      event: { style: 'post', token: await tokenOf(answered.id), responses },
    });
    expect(done.statusCode).toBe(200);

    const sent = await callAs(t, organizer, 'GET', `/api/events/${e.id}/send_survey`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ data: { success: true }, scheduled_for: null });
    expect((await callAs(t, admin, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(409);
    const [row] = await surveyCommunications(e.id);
    expect(row).toMatchObject({ method: 'email', status: 'drafted', createdById: organizer.user.id });
    await dispatchNow(t, row!.id);
    await dispatchNow(t, row!.id); // a retried job mails nobody twice
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, row!.id));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['came@example.test', 'yes@example.test']);
    for (const [mail, guest] of [
      [mails.find((m) => m.toAddress === 'yes@example.test')!, yes],
      [mails.find((m) => m.toAddress === 'came@example.test')!, attended],
    ] as const) {
      const link = /\/survey\/(\d+)\/post\?token=([^"\s&]+)/.exec(mail.text)!;
      expect(Number(link[1])).toBe(e.id);
      const token = decodeURIComponent(link[2]!);
      expect(token.startsWith(`${guest.id}.`)).toBe(true);
      // The mailed link opens the survey for that guest, and answers it.
      const page = await callAs(t, acme, 'GET', `/api/events/${e.id}/survey_questions?style=post&token=${link[2]}`);
      expect(page.json().state).toBe('open');
      const answer = await callAs(t, acme, 'POST', `/api/events/${e.id}/survey_questions`, {
        event: { style: 'post', token, responses },
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('waits for the delay after the event’s end, and takes the GET only from the app’s own pages', async () => {
    const { e, survey } = await eventWithGuests('2.hours');
    t.clock.set(new Date(NOW.getTime() + 2.5 * HOUR));
    const cookie = { host: acme.host, cookie: `huddle_session=${organizer.token}` };
    const crossSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } },
      'GET',
      `/api/events/${e.id}/send_survey`,
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'same-origin' } },
      'GET',
      `/api/events/${e.id}/send_survey`,
    );
    expect(sameSite.statusCode).toBe(200);
    const due = new Date(NOW.getTime() + 5 * HOUR).toISOString();
    expect(sameSite.json().scheduled_for).toBe(due);
    const [first] = await surveyCommunications(e.id);
    expect(first).toMatchObject({ status: 'scheduled', scheduledFor: new Date(due) });
    // A new delay moves the waiting send (the old dispatch job finds a newer version and does nothing).
    const question = { id: survey.survey_questions[0].id, title: 'Thoughts', question_type: 'short' };
    const later = await callAs(t, organizer, 'POST', `/api/events/${e.id}/surveys`, {
      post_event_survey: { id: survey.id, delay: '3.hours', survey_questions: [question] },
    });
    expect(later.statusCode).toBe(200);
    const [row] = await surveyCommunications(e.id);
    expect(row).toMatchObject({ id: first!.id, status: 'scheduled', scheduledFor: new Date(NOW.getTime() + 6 * HOUR) });
    expect(row!.version).toBe(first!.version + 1);
    // In the communications history: a survey row, copied as a link rather than sent now, and deletable.
    const query = `query($id: ID!) { communicationHistories(eventId: $id) { id historyType status canSendNow canCopyLink canDelete } }`;
    const history = await callAs(t, organizer, 'POST', '/graphql', { query, variables: { id: String(e.id) } });
    expect(history.json().data.communicationHistories).toEqual([
      {
        id: String(row!.id),
        historyType: 'survey',
        status: 'scheduled',
        canSendNow: false,
        canCopyLink: true,
        canDelete: true,
      },
    ]);
    expect((await callAs(t, organizer, 'DELETE', `/api/communication_histories/${row!.id}`)).statusCode).toBe(200);
    expect((await callAs(t, organizer, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(200);
    // Deleting the survey takes its waiting send with it: nobody gets a link to a survey that is gone.
    expect(await surveyCommunications(e.id)).toHaveLength(1);
    const removed = await callAs(t, organizer, 'POST', `/api/events/${e.id}/surveys`, {
      post_event_survey: { id: survey.id, _destroy: true },
    });
    expect(removed.statusCode).toBe(200);
    expect(await surveyCommunications(e.id)).toHaveLength(0);
  });

  it('goes to everyone who said Yes or attended when anonymous, so whom it skips tells nobody who answered', async () => {
    const { e, survey, answered } = await eventWithGuests('0.hours', true);
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    const token = await tokenFor(t, acme, answered.id);
    const responses = [{ question_id: survey.survey_questions[0].id, text: 'Good' }];
    const done = await callAs(t, acme, 'POST', `/api/events/${e.id}/survey_questions`, {
      event: { style: 'post', token, responses },
    });
    expect(done.statusCode).toBe(200);
    expect((await callAs(t, organizer, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(200);
    const [row] = await surveyCommunications(e.id);
    await dispatchNow(t, row!.id);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, row!.id));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'came@example.test',
      'done@example.test',
      'yes@example.test',
    ]);
  });
});

describe('a changed event end moves the post-event survey’s waiting send', () => {
  it('follows the new end of a started draft, saved or published', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2, publish: false });
    const survey = { delay: '1.days', survey_questions: [{ title: 'Thoughts', question_type: 'short' }] };
    const saved = await callAs(t, organizer, 'POST', `/api/events/${e.id}/surveys`, { post_event_survey: survey });
    expect(saved.statusCode).toBe(200);
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    expect((await callAs(t, organizer, 'POST', `/api/events/${e.id}/send_survey`)).statusCode).toBe(200);
    const [first] = await surveyCommunications(e.id);
    // Ends at NOW + 3 hours, and a day later the survey goes out.
    expect(first).toMatchObject({ status: 'scheduled', scheduledFor: new Date(NOW.getTime() + 27 * HOUR) });

    // A draft stays editable after its start: the end moves 5 hours later, and the send with it.
    const form = (endsInHours: number) => {
      const body = eventBody(t, [organizer.user.id], {}, -2);
      return { event: { ...body.event, ends: new Date(NOW.getTime() + endsInHours * HOUR).toISOString() } };
    };
    expect((await callAs(t, organizer, 'PUT', `/api/events/${e.id}`, form(8))).statusCode).toBe(200);
    const [moved] = await surveyCommunications(e.id);
    expect(moved).toMatchObject({
      id: first!.id,
      status: 'scheduled',
      scheduledFor: new Date(NOW.getTime() + 32 * HOUR),
    });
    expect(moved!.version).toBe(first!.version + 1);

    // Published with a later start (a start in the past is refused) and end: the send moves again.
    const later = { start: new Date(NOW.getTime() + 5 * HOUR).toISOString() };
    const published = await callAs(t, organizer, 'POST', '/api/events/publish', {
      event: { ...form(10).event, ...later, id: e.id },
    });
    expect(published.statusCode).toBe(200);
    const [again] = await surveyCommunications(e.id);
    expect(again).toMatchObject({ id: first!.id, scheduledFor: new Date(NOW.getTime() + 34 * HOUR) });
  });
});
