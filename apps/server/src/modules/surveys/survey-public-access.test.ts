import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { SURVEY_MESSAGES as M } from '@huddle/domain/survey-schemas';
import { and, eq } from 'drizzle-orm';
import { invitees } from '../../db/schema/guests.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { surveyResponses } from '../../db/schema/surveys.ts';
import { signGuestCookie } from '../../lib/signed-links.ts';
import { PUBLIC_RSVP_LIMITS } from '../guests/public-throttle.ts';
import { createEvent } from '../../../test/events.ts';
import { callAs } from '../../../test/call.ts';
import { guestWithToken, HOUR, SURVEY_NOW, useSurveyApp } from '../../../test/survey-app.ts';
import { createSurvey } from '../../../test/surveys.ts';

/** Issue 31: what a visitor of the survey pages may see and do. */
const app = useSurveyApp();
let { t, acme, organizer } = app;
beforeAll(() => ({ t, acme, organizer } = app));

/** A published event of `privacy` with a `style` survey of one optional choice; its question and first option. */
async function withSurvey(style: 'pre' | 'post', privacy = 'open', more: Record<string, unknown> = {}) {
  const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { privacy, ...more });
  const question = {
    title: 'Meal',
    question_type: 'single_select',
    survey_options: [{ text: 'Fish' }, { text: 'Veg' }],
  };
  const saved = await createSurvey(t, organizer, e.id, style, { survey_questions: [question] });
  const meal = saved.survey_questions[0];
  return { e, responses: [{ question_id: meal.id, option_ids: [meal.survey_options[0].id] }] };
}
const submit = (eventId: number, event: Record<string, unknown>) =>
  callAs(t, acme, 'POST', `/api/events/${eventId}/survey_questions`, { event });

describe('public survey answers', () => {
  it('are throttled per address and per event, like the public RSVP', async () => {
    const { e, responses } = await withSurvey('post', 'open', { inHours: 1 });
    t.clock.set(new Date(SURVEY_NOW.getTime() + 3 * HOUR));
    const guest = await guestWithToken(t, acme, e.id, 'repeat@example.test');
    const answers = [];
    for (let i = 0; i < PUBLIC_RSVP_LIMITS.answerPerEmail.max + 1; i++) {
      answers.push((await submit(e.id, { style: 'post', token: guest.token, responses })).statusCode);
    }
    expect(answers[0]).toBe(200);
    expect(answers.at(-1)).toBe(429);
    // Another guest of the event is not held up by this one.
    const other = await guestWithToken(t, acme, e.id, 'other@example.test');
    expect((await submit(e.id, { style: 'post', token: other.token, responses })).statusCode).toBe(200);
    // The event's ceiling: made-up links from many "addresses" end in 429 too.
    let last = 0;
    for (let i = 0; i <= PUBLIC_RSVP_LIMITS.answerPerEvent.max; i++) {
      last = (await submit(e.id, { style: 'post', token: `${i}.1.AAAA`, responses })).statusCode;
    }
    expect(last).toBe(429);
    const refused = await submit(e.id, { style: 'post', token: 'x.1.AAAA', responses });
    expect(refused.json().error).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('need only email and responses: the survey follows from the question ids (guest-engagement §7)', async () => {
    const { e, responses } = await withSurvey('pre');
    const r = await submit(e.id, { email: 'nostyle@example.test', first_name: 'No', last_name: 'Style', responses });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: M.submitted, rsvp_message: RSVP_MESSAGES.submitted });
  });
});

describe('the survey page of an organization event', () => {
  it('describes nothing to an anonymous visitor; a guest’s mailed link opens it', async () => {
    const { e } = await withSurvey('pre', 'organization', { name: 'Leadership offsite' });
    const page = await callAs(t, acme, 'GET', `/api/events/${e.id}/survey_questions?style=pre`);
    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain('Leadership offsite');
    expect(page.body).not.toContain('Meal');
    const guest = await guestWithToken(t, acme, e.id, 'invited@partner.test', { status: 'invited' });
    const url = `/api/events/${e.id}/survey_questions?style=pre&token=${encodeURIComponent(guest.token)}`;
    expect((await callAs(t, acme, 'GET', url)).statusCode).toBe(200);
  });
});

describe('a guest cookie (issue 31)', () => {
  /** The cookie a browser gets for `inviteeId` when it answers `eventId` (guests/guest-cookie.ts), under `name`'s event. */
  async function cookieFor(eventId: number, inviteeId: number, proofVersion = 0, nameEventId = eventId) {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, acme.id));
    const value = signGuestCookie(
      org!.linkSecret,
      eventId,
      { inviteeId, proofVersion },
      new Date(SURVEY_NOW.getTime() + 100 * HOUR),
    );
    return `huddle_guest_${nameEventId}=${value}`;
  }
  const answerWith = (eventId: number, cookie: string, responses: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/survey_questions`,
      headers: { host: acme.host, cookie },
      payload: { event: { style: 'post', responses } },
    });
  const responsesOf = async (inviteeId: number) =>
    t.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.inviteeId, inviteeId)));

  it('unlocks the answers of the guest it was issued for, and of no other guest or event', async () => {
    const first = await withSurvey('post', 'open', { inHours: 1 });
    const second = await withSurvey('post', 'open', { inHours: 1 });
    t.clock.set(new Date(SURVEY_NOW.getTime() + 3 * HOUR));
    const ann = await guestWithToken(t, acme, first.e.id, 'ann@example.test');
    const bob = await guestWithToken(t, acme, first.e.id, 'bob@example.test');
    const bobElsewhere = await guestWithToken(t, acme, second.e.id, 'bob@example.test');

    // Ann's cookie of the first event, presented for the second event: not a proof there.
    const moved = await answerWith(second.e.id, await cookieFor(first.e.id, ann.id, 0, second.e.id), second.responses);
    expect(moved.statusCode).toBe(403);
    // Signed for the second event but naming a guest of the first: that guest is not the second event's.
    const crossed = await answerWith(second.e.id, await cookieFor(second.e.id, ann.id), second.responses);
    expect(crossed.statusCode).toBe(403);
    // A cookie of an older proof (the guest's proof moved on since): refused.
    await t.db.update(invitees).set({ proofVersion: 1 }).where(eq(invitees.id, bob.id));
    const stale = await answerWith(first.e.id, await cookieFor(first.e.id, bob.id, 0), first.responses);
    expect(stale.statusCode).toBe(403);
    expect(await responsesOf(bob.id)).toEqual([]);
    expect(await responsesOf(bobElsewhere.id)).toEqual([]);

    // Ann's own cookie answers as Ann, and only as Ann.
    const own = await answerWith(first.e.id, await cookieFor(first.e.id, ann.id), first.responses);
    expect(own.statusCode).toBe(200);
    expect(await responsesOf(ann.id)).toHaveLength(1);
    expect(await responsesOf(bob.id)).toEqual([]);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/events/${first.e.id}/survey_questions?style=post`,
      headers: { host: acme.host, cookie: await cookieFor(first.e.id, bob.id, 1) },
    });
    expect(page.json().state).toBe('open');
  });
});
