import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { eventBudgets, expenseItems } from '../../db/schema/budgets.ts';
import { events } from '../../db/schema/events.ts';
import { invitees, rsvpSubmissions } from '../../db/schema/guests.ts';
import { currencies } from '../../db/schema/organizations.ts';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../../db/schema/surveys.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;

let t: TestApp;
let { acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;
let past: { id: number; name: string };

const analyticsOf = async (s: Session, id: number) => callAs(t, s, 'GET', `/api/events/${id}/analytics`);

/** Moves an event's times (the API refuses to create one in the past). */
async function setTimes(id: number, start: Date, ends: Date, timezone = 'America/Los_Angeles') {
  await t.db.update(events).set({ startAt: start, endsAt: ends, timezone }).where(eq(events.id, id));
}

/**
 * The fixed data set of the past event, every figure computed by hand in the tests below: 12 guests (one scheduled, one only listed),
 * seven RSVP submissions around midnight in Los Angeles, a post-event survey of five responders with two NPS
 * questions and a short one, and a budget of 1,500.00 with 325.50 spent.
 */
async function seedPastEvent(orgId: number, id: number) {
  const statuses = [
    ['rsvp', 'yes'],
    ['rsvp', 'yes'],
    ['rsvp', 'no'],
    ['rsvp', 'not_recorded'],
    ['maybe_attending', 'no'],
    ['maybe_attending', 'no'],
    ['not_attending', 'not_recorded'],
    ['invited', 'not_recorded'],
    ['invited', 'not_recorded'],
    ['invited', 'not_recorded'],
  ] as const;
  const guests = await t.db
    .insert(invitees)
    .values([
      ...statuses.map(([status, attended], i) => ({
        organizationId: orgId,
        eventId: id,
        email: `g${i}@x.test`,
        status,
        attended,
      })),
      // On the list with an invitation still to go out, and only on the list: neither is invited yet.
      { organizationId: orgId, eventId: id, email: 'later@x.test', inviteScheduledFor: new Date(NOW.getTime() + HOUR) },
      { organizationId: orgId, eventId: id, email: 'listed@x.test', status: 'guest_list' as const },
    ])
    .returning({ id: invitees.id });
  const submissions = [
    ['event_page', '2026-11-18T07:30:00Z'], // Los Angeles: 17 Nov 23:30
    ['event_page', '2026-11-18T08:15:00Z'], // 18 Nov 00:15
    ['email', '2026-11-18T08:45:00Z'], // 18 Nov 00:45
    ['email', '2026-11-19T20:00:00Z'], // 19 Nov 12:00
    ['public', '2026-11-19T20:30:00Z'], // 19 Nov 12:30
    ['calendar', '2026-11-19T21:00:00Z'], // 19 Nov 13:00
    ['email', '2026-11-19T21:10:00Z'], // 19 Nov 13:10
  ] as const;
  await t.db.insert(rsvpSubmissions).values(
    submissions.map(([source, at], i) => ({
      organizationId: orgId,
      eventId: id,
      inviteeId: guests[i]!.id,
      status: 'rsvp' as const,
      source,
      createdAt: new Date(at),
    })),
  );
  const [survey] = await t.db.insert(surveys).values({ organizationId: orgId, eventId: id, style: 'post' }).returning();
  const questions = await t.db
    .insert(surveyQuestions)
    .values([
      { organizationId: orgId, surveyId: survey!.id, position: 0, title: 'Overall', questionType: 'nps' as const },
      { organizationId: orgId, surveyId: survey!.id, position: 1, title: 'Venue', questionType: 'nps' as const },
      { organizationId: orgId, surveyId: survey!.id, position: 2, title: 'Comments', questionType: 'short' as const },
    ])
    .returning();
  const [overall, venue, comments] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];
  const answers: [number | null, number | null, string | null][] = [
    [10, 10, 'Great food and great music'],
    [9, 10, 'The music was loud'],
    [8, 9, 'Food was great!'],
    [6, 7, null],
    [3, null, null],
  ];
  for (const [i, [o, v, text]] of answers.entries()) {
    const [response] = await t.db
      .insert(surveyResponses)
      .values({ organizationId: orgId, surveyId: survey!.id, inviteeId: guests[i]!.id })
      .returning();
    const base = { organizationId: orgId, surveyResponseId: response!.id };
    await t.db
      .insert(surveyAnswers)
      .values([
        ...(o === null ? [] : [{ ...base, surveyQuestionId: overall.id, value: o }]),
        ...(v === null ? [] : [{ ...base, surveyQuestionId: venue.id, value: v }]),
        ...(text === null ? [] : [{ ...base, surveyQuestionId: comments.id, text }]),
      ]);
  }
  const usd = (await t.db.select().from(currencies).where(eq(currencies.code, 'USD')))[0]!.id;
  const [budget] = await t.db
    .insert(eventBudgets)
    .values({ organizationId: orgId, eventId: id, amountCents: 150_000, currencyId: usd })
    .returning();
  await t.db.insert(expenseItems).values([
    { organizationId: orgId, eventBudgetId: budget!.id, name: 'Food', actualCostCents: 20_000 },
    { organizationId: orgId, eventBudgetId: budget!.id, name: 'Band', actualCostCents: 12_550, estimatedCostCents: 1 },
  ]);
}

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, {
    otherOrganizer: true,
  }));
  past = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Winter party' });
  await setTimes(past.id, new Date('2026-11-20T17:00:00Z'), new Date('2026-11-20T19:00:00Z'));
  await seedPastEvent(acme.id, past.id);
});
afterAll(() => t.close());

describe('event analytics (spec guest-engagement §2, §3, §7)', () => {
  it('counts guests, sources, days in the event timezone, NPS, words and budget of a past event', async () => {
    const r = await analyticsOf(organizer, past.id);
    expect(r.statusCode).toBe(200);
    const a = r.json().eventAnalytics;
    expect(a).toMatchObject({
      id: past.id,
      name: 'Winter party',
      timeZone: 'America/Los_Angeles',
      past: true,
      daysUntilEvent: null,
      hoursUntilEvent: null,
      inviteesCount: 10,
      statusCounts: { rsvp: 4, maybeAttending: 2, notAttending: 1, notResponded: 3 },
      attendedCounts: { yes: 2, no: 3 },
      budget: { amountCents: 150_000, actualSpendCents: 32_550, currencyCode: 'USD' },
      // Overall 10 9 8 6 3 and Venue 10 10 9 7: 5 promoters, 2 passives, 2 detractors of 9; (5 − 2) / 9 = 33.3 %.
      nps: 33,
      npsResponseCounts: { promoter: 5, passive: 2, detractor: 2, total: 9 },
      npsResponseRates: { promoter: 55.6, passive: 22.2, detractor: 22.2 },
      totalUniquePostSurveyResponders: 5,
    });
    expect(a.rsvpSubmissionsGroupedBySource).toEqual([
      { source: 'event_page', count: 2 },
      { source: 'email', count: 3 },
      { source: 'calendar', count: 1 },
      { source: 'slack', count: 0 },
      { source: 'public', count: 1 },
    ]);
    // In UTC these would be 18 Nov 07:00 and 08:00 and 19 Nov 20:00 and 21:00.
    expect(a.rsvpSubmissionsGroupedByDayAndTime).toEqual([
      { date: '2026-11-17', hour: 23, count: 1 },
      { date: '2026-11-18', hour: 0, count: 2 },
      { date: '2026-11-19', hour: 12, count: 2 },
      { date: '2026-11-19', hour: 13, count: 2 },
    ]);
    expect(a.postEventSurvey).toMatchObject({
      feedbackState: 'results',
      feedbackWordCloud: [
        { text: 'great', value: 3 },
        { text: 'food', value: 2 },
        { text: 'music', value: 2 },
        { text: 'loud', value: 1 },
      ],
    });
    expect(a.npsGroupedByContent).toEqual([
      { content: 'Overall', nps: 0, counts: { promoter: 2, passive: 1, detractor: 2, total: 5 } },
      { content: 'Venue', nps: 75, counts: { promoter: 3, passive: 1, detractor: 0, total: 4 } },
    ]);
  });

  it('counts a quoted word with the bare word in the word cloud', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Quotes' });
    await setTimes(e.id, new Date('2026-11-20T17:00:00Z'), new Date('2026-11-20T19:00:00Z'));
    const texts = [
      'The "music" was loud',
      "'Music' again, and 'food'",
      '“Music” and ‘food’ and “loud”',
      'music, food’s fine; don’t change it',
    ];
    const guests = await t.db
      .insert(invitees)
      .values(
        texts.map((_, i) => ({
          organizationId: acme.id,
          eventId: e.id,
          email: `q${i}@x.test`,
          status: 'rsvp' as const,
        })),
      )
      .returning({ id: invitees.id });
    const [survey] = await t.db
      .insert(surveys)
      .values({ organizationId: acme.id, eventId: e.id, style: 'post' })
      .returning();
    const [question] = await t.db
      .insert(surveyQuestions)
      .values({ organizationId: acme.id, surveyId: survey!.id, position: 0, title: 'Say', questionType: 'short' })
      .returning();
    for (const [i, text] of texts.entries()) {
      const [response] = await t.db
        .insert(surveyResponses)
        .values({ organizationId: acme.id, surveyId: survey!.id, inviteeId: guests[i]!.id })
        .returning();
      await t.db
        .insert(surveyAnswers)
        .values({ organizationId: acme.id, surveyResponseId: response!.id, surveyQuestionId: question!.id, text });
    }
    const a = (await analyticsOf(organizer, e.id)).json().eventAnalytics;
    // music ×4 ("music", 'Music', “Music”, music), food ×2 ('food', ‘food’; food’s is its own word), loud ×2; the
    // curly don’t is the stopword don't.
    expect(a.postEventSurvey.feedbackWordCloud).toEqual([
      { text: 'music', value: 4 },
      { text: 'food', value: 2 },
      { text: 'loud', value: 2 },
      { text: 'again', value: 1 },
      { text: 'change', value: 1 },
      { text: 'fine', value: 1 },
      { text: "food's", value: 1 },
    ]);
  });

  it('answers the same record through GraphQL eventAnalytics', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: organizer.headers,
      payload: {
        query: `query ($id: ID!) { eventAnalytics(id: $id, timeZone: "Europe/Lisbon") { id ends nps
          statusCounts { rsvp notResponded } npsResponseRates { promoter }
          rsvpSubmissionsGroupedBySource { source count } postEventSurvey { feedbackWordCloud { text value } } } }`,
        variables: { id: String(past.id) },
      },
    });
    expect(r.json().errors).toBeUndefined();
    expect(r.json().data.eventAnalytics).toMatchObject({
      id: String(past.id),
      nps: 33,
      statusCounts: { rsvp: 4, notResponded: 3 },
      npsResponseRates: { promoter: 55.6 },
    });
    expect(r.json().data.eventAnalytics.rsvpSubmissionsGroupedBySource[1]).toEqual({ source: 'email', count: 3 });
  });

  it('groups days and hours in the timeZone asked for through GraphQL, and refuses an unknown zone', async () => {
    const ask = (timeZone: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: organizer.headers,
        payload: {
          query: `query ($id: ID!, $zone: String) { eventAnalytics(id: $id, timeZone: $zone) { timeZone
            rsvpSubmissionsGroupedByDayAndTime { date hour count } } }`,
          variables: { id: String(past.id), zone: timeZone },
        },
      });
    // 18 Nov 07:00 and 08:00 and 19 Nov 20:00 and 21:00 UTC, in Tokyo (UTC+9).
    expect((await ask('Asia/Tokyo')).json().data.eventAnalytics).toEqual({
      timeZone: 'Asia/Tokyo',
      rsvpSubmissionsGroupedByDayAndTime: [
        { date: '2026-11-18', hour: 16, count: 1 },
        { date: '2026-11-18', hour: 17, count: 2 },
        { date: '2026-11-20', hour: 5, count: 2 },
        { date: '2026-11-20', hour: 6, count: 2 },
      ],
    });
    // Without the argument: the event's own zone, as before.
    const own = (await ask(null)).json().data.eventAnalytics;
    expect(own.timeZone).toBe('America/Los_Angeles');
    expect(own.rsvpSubmissionsGroupedByDayAndTime[0]).toEqual({ date: '2026-11-17', hour: 23, count: 1 });
    for (const zone of ['Mars/Olympus', '+01:00', '']) {
      const refused = (await ask(zone)).json();
      expect(refused.data.eventAnalytics).toBeNull();
      expect(refused.errors[0]).toMatchObject({
        message: `Unknown time zone ${zone}`,
        extensions: { code: 'validation', status: 422 },
      });
    }
  });

  it('shows days, hours or neither before an event, and awaits feedback without responders', async () => {
    const soon = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 5 });
    const later = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 73 });
    const now = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    await setTimes(now.id, new Date(NOW.getTime() - HOUR), new Date(NOW.getTime() + HOUR));
    await t.db.insert(surveys).values({ organizationId: acme.id, eventId: now.id, style: 'post' });
    const read = async (id: number) => (await analyticsOf(admin, id)).json().eventAnalytics;
    expect(await read(soon.id)).toMatchObject({ past: false, daysUntilEvent: null, hoursUntilEvent: 5 });
    expect(await read(later.id)).toMatchObject({ past: false, daysUntilEvent: 3, hoursUntilEvent: null });
    const ongoing = await read(now.id);
    expect(ongoing).toMatchObject({ past: false, daysUntilEvent: null, hoursUntilEvent: null, budget: null });
    expect(ongoing).toMatchObject({
      nps: null,
      npsResponseCounts: { total: 0 },
      postEventSurvey: { feedbackState: 'awaiting' },
    });
    expect((await read(soon.id)).postEventSurvey).toBeNull();
  });

  it('is for admins and hosts: a member or a non-host organizer 403, another organization 404', async () => {
    expect((await analyticsOf(admin, past.id)).statusCode).toBe(200);
    expect((await analyticsOf(user, past.id)).statusCode).toBe(403);
    const other = await analyticsOf(otherOrganizer, past.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(M.notAllowed);
    const theirs = await createEvent(t, globex, globexAdmin.headers, [globexAdmin.user.id]);
    expect((await analyticsOf(admin, theirs.id)).statusCode).toBe(404);
  });
});

describe('the PDF token and pdf_data (spec platform §2.1, guest-engagement §7)', () => {
  const token = async (s: Session, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/events/${id}/pdf_token`, headers: s.headers });
  const pdfData = (host: string, id: number, value: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/events/${id}/pdf_data?token=${encodeURIComponent(value)}`,
      headers: { host },
    });

  it('opens one event of one organization without a session until it expires', async () => {
    const issued = await token(organizer, past.id);
    expect(issued.statusCode).toBe(200);
    const { token: value, expires_at } = issued.json();
    expect(new Date(expires_at).getTime() - NOW.getTime()).toBe(10 * 60 * 1000);
    const r = await pdfData(acme.host, past.id, value);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      budget_enabled: true,
      budget: { amount_cents: 150_000, actual_spend_cents: 32_550, currency_code: 'USD' },
      eventAnalytics: { id: past.id, nps: 33, inviteesCount: 10 },
    });
    const another = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await pdfData(acme.host, another.id, value)).statusCode).toBe(401);
    expect((await pdfData(globex.host, past.id, value)).statusCode).toBe(401);
    expect((await pdfData(acme.host, past.id, value.slice(0, -2) + 'AA')).json().error).toBe(M.tokenInvalid);
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      expect((await pdfData(acme.host, past.id, value)).statusCode).toBe(401);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers 401 without a token, as for a wrong or expired one (ADR 24)', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/${past.id}/pdf_data`,
      headers: { host: acme.host },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe(M.tokenInvalid);
  });

  it('with the event-budget flag off, no budget figure leaves the server and the page is told so', async () => {
    const setBudgetFlag = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/feature_flags/event-budget',
        headers: admin.headers,
        payload: { enabled },
      });
    expect((await setBudgetFlag(false)).statusCode).toBe(200);
    try {
      const rest = await analyticsOf(organizer, past.id);
      expect(rest.json().eventAnalytics).toMatchObject({ budget: null, nps: 33 });
      const graphql = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: organizer.headers,
        payload: {
          query: 'query ($id: ID!) { eventAnalytics(id: $id) { budget { amountCents actualSpendCents } } }',
          variables: { id: String(past.id) },
        },
      });
      expect(graphql.json().data.eventAnalytics.budget).toBeNull();
      const { token: value } = (await token(organizer, past.id)).json();
      const pdf = await pdfData(acme.host, past.id, value);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.json()).toMatchObject({ budget_enabled: false, budget: null, eventAnalytics: { budget: null } });
      expect(pdf.body).not.toContain('150000');
      // Another organization's flag is its own.
      const theirs = await createEvent(t, globex, globexAdmin.headers, [globexAdmin.user.id]);
      const theirToken = (await token(globexAdmin, theirs.id)).json().token;
      expect((await pdfData(globex.host, theirs.id, theirToken)).json().budget_enabled).toBe(true);
    } finally {
      expect((await setBudgetFlag(true)).statusCode).toBe(200);
    }
    expect((await analyticsOf(organizer, past.id)).json().eventAnalytics.budget).toMatchObject({
      amountCents: 150_000,
    });
  });

  it('is handed out only to those who may see the analytics', async () => {
    expect((await token(user, past.id)).statusCode).toBe(403);
    expect((await token(otherOrganizer, past.id)).statusCode).toBe(403);
    expect((await token(admin, past.id)).statusCode).toBe(200);
  });
});

describe('the analytics overview (spec guest-engagement §2, §3 list rows)', () => {
  const overview = (s: Session, query: string) => callAs(t, s, 'GET', `/api/analytics/events?${query}`);

  it('sums the filtered events and pages and sorts them in SQL', async () => {
    const r = await overview(organizer, 'search=winter&sort=attended_count&direction=desc&per_page=10');
    expect(r.statusCode).toBe(200);
    expect(r.json().summary).toEqual({
      events_count: 1,
      invited_count: 10,
      rsvp_count: 4,
      attended_count: 2,
      survey_responses_count: 5,
      nps: 33,
      nps_response_counts: { promoter: 5, passive: 2, detractor: 2, total: 9 },
      nps_response_rates: { promoter: 55.6, passive: 22.2, detractor: 22.2 },
      rsvp_rate: 40,
      attendance_rate: 50,
    });
    expect(r.json().events).toEqual([
      expect.objectContaining({
        id: past.id,
        invited_count: 10,
        rsvp_count: 4,
        attended_count: 2,
        promoter_count: 5,
        nps: 33,
        host_ids: [organizer.user.id],
        can_view_analytics: true,
      }),
    ]);
    // Another organizer sees the event listed, without its figures, and the cards leave it out.
    const theirs = await overview(otherOrganizer, 'search=winter&sort=nps&direction=desc&per_page=10&page=1');
    expect(theirs.json().events).toEqual([
      expect.objectContaining({ id: past.id, can_view_analytics: false, invited_count: null, nps: null }),
    ]);
    expect(theirs.json().summary).toMatchObject({ events_count: 0, invited_count: 0, nps: null });
    const pageTwo = await overview(admin, 'sort=name&direction=asc&per_page=10&page=2');
    expect(pageTwo.json().meta).toMatchObject({ prev_page: 1 });
  });

  it('is for organizers and admins', async () => {
    expect((await overview(user, '')).statusCode).toBe(403);
    expect((await overview(admin, 'per_page=7')).statusCode).toBe(422);
  });
});
