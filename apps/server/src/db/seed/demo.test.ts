import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { surveys } from '../schema/surveys.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { freshIp } from '../../../test/factories.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const files = new Map<string, Buffer>();
  const storage = {
    put: async (prefix: string, extension: string, data: Buffer) => {
      const key = `${prefix}/demo${files.size}.${extension}`;
      files.set(key, data);
      return key;
    },
  };
  expect(await seedDemoData(t.db, { storage })).toBe(true);
  expect(files.size).toBe(6);
});
afterAll(() => t.close());

async function signIn(email: string, host: string, organizationId: number) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { host },
    remoteAddress: freshIp(),
    payload: { user: { email, organization_id: organizationId, password: DEMO_PASSWORD } },
  });
  expect(r.statusCode).toBe(200);
  return { host, authorization: `Bearer ${r.json().token}` };
}

describe('demo data', () => {
  it('seeds once, with groups that respect privacy, members and pending invitations', async () => {
    expect(await seedDemoData(t.db)).toBe(false);
    const org = (await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=acme' })).json();
    const host = 'acme.huddle.test';
    const admin = await signIn('admin@acme.test', host, org.id);
    const user = await signIn('user@acme.test', host, org.id);
    const names = async (headers: Record<string, string>, tab = 'active') =>
      (await t.app.inject({ method: 'GET', url: `/api/groups?tab=${tab}`, headers }))
        .json()
        .data.map((g: { name: string }) => g.name);
    expect(await names(admin)).toHaveLength(8);
    const visible = await names(user);
    expect(visible).toContain('Book Club');
    expect(visible).not.toContain('Data Science Guild');
    expect(await names(user, 'my')).toEqual(expect.arrayContaining(['Book Club', 'Women in Tech']));
    const invitations = (await t.app.inject({ method: 'GET', url: '/api/invitation_mappings', headers: admin })).json();
    expect(invitations.meta.total_count).toBe(2);
    const settings = (await t.app.inject({ method: 'GET', url: `/api/organizations/${org.id}`, headers: admin })).json()
      .organization;
    expect(settings.group_types.find((g: { name: string }) => g.name === 'Social').uses).toBe(3);

    const count = async (tab: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${tab}`, headers })).json().meta.total_count;
    expect(await count('upcoming', admin)).toBe(18);
    expect(await count('upcoming', user)).toBe(17); // the leadership offsite is invite-only
    expect(await count('past', user)).toBe(9);
    expect(await count('draft', admin)).toBe(5);
    const [ongoing, first] = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming', headers: user })).json()
      .data;
    expect(ongoing).toMatchObject({ name: 'Winter hackathon', started: true, past: false });
    expect(first).toMatchObject({ name: 'Quarterly all-hands', location_type: 'hybrid' });
    expect(first.cover_image).toMatch(/^\/api\/files\/banners%2F/);
    expect(first.hosts.length).toBeGreaterThan(0);

    // Guests: every status across the events, attendance on past ones, public visitors, contact lists.
    const statuses = new Set<string>();
    const attended = new Set<string>();
    let visitors = 0;
    const past = (await t.app.inject({ method: 'GET', url: '/api/events/past', headers: admin })).json().data;
    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming', headers: admin })).json().data;
    for (const event of [...upcoming, ...past]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: admin,
        payload: {
          query: 'query($id: ID!) { invitees(eventId: $id, perPage: 100) { invitees { email status attended } } }',
          variables: { id: event.id },
        },
      });
      for (const g of r.json().data.invitees.invitees) {
        statuses.add(g.status);
        if (event.past) attended.add(g.attended);
        if (g.email.endsWith('@example.com')) visitors++;
      }
    }
    expect([...statuses].sort()).toEqual(['guest_list', 'invited', 'maybe_attending', 'not_attending', 'rsvp']);
    expect(attended).toEqual(new Set(['yes', 'no', 'not_recorded']));
    expect(visitors).toBeGreaterThan(0);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/events/mine', headers: user })).json().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e: { my_invitee: { status: string } | null }) => e.my_invitee?.status === 'rsvp')).toBe(true);
    const organizer = await signIn('organizer@acme.test', host, org.id);
    const lists = (await t.app.inject({ method: 'GET', url: '/api/lists', headers: organizer })).json().data;
    expect(lists.map((l: { name: string }) => l.name).sort()).toEqual([
      'Book club regulars',
      'New York team',
      'Speakers to invite',
    ]);

    // Communications: sent and scheduled ones on several events; the scheduled ones get their jobs at start-up.
    const seen = new Map<string, number>();
    for (const event of [...upcoming, ...past]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: admin,
        payload: {
          query: 'query($id: ID!) { communicationHistories(eventId: $id) { historyType status recipientsCount } }',
          variables: { id: event.id },
        },
      });
      for (const c of r.json().data.communicationHistories) {
        const key = `${c.historyType}:${c.status}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        expect(c.recipientsCount).toBeGreaterThan(0);
      }
    }
    expect(seen.get('invitation:sent')).toBeGreaterThan(3);
    expect(seen.get('invitation:scheduled')).toBeGreaterThan(0);
    expect(seen.get('message:scheduled')).toBe(1);
    expect(seen.get('message:failed')).toBe(1);
    const waiting = (seen.get('invitation:scheduled') ?? 0) + 1 + /* globex */ 0;
    const queued = await t.services.communications.resumeDispatches();
    expect(queued).toBeGreaterThanOrEqual(waiting);
    expect(await t.services.communications.resumeDispatches()).toBe(0); // each has its job now
  });

  it('gives past acme events post-event surveys with responses, an upcoming one a pre-event survey, and templates', async () => {
    const org = (await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=acme' })).json();
    const admin = await signIn('admin@acme.test', 'acme.huddle.test', org.id);
    const rows = await t.db.select().from(surveys).where(eq(surveys.organizationId, org.id));
    expect(rows.map((r) => r.style).sort()).toEqual(['post', 'post', 'pre']);
    const [named, anonymous] = rows.filter((r) => r.style === 'post').sort((a, b) => a.id - b.id);
    const results = async (eventId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${eventId}/survey_results?style=post`,
          headers: admin,
        })
      ).json();
    const first = await results(named!.eventId);
    expect(first.responders_count).toBeGreaterThan(2);
    expect(first.nps.counts.promoter).toBeGreaterThan(0);
    expect(first.nps.counts.detractor).toBeGreaterThan(0);
    expect(first.individual_responses[0].respondent).not.toBeNull();
    expect((await results(anonymous!.eventId)).individual_responses[0]?.respondent ?? null).toBeNull();
    const templates = await t.app.inject({ method: 'GET', url: '/api/survey_templates', headers: admin });
    // The organizer's private template is theirs alone.
    expect(
      templates
        .json()
        .data.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['Dietary needs', 'Post-event feedback']);
  });

  it('gives acme two published collections with dates from their events, and a draft', async () => {
    const org = (await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=acme' })).json();
    const user = await signIn('user@acme.test', 'acme.huddle.test', org.id);
    const organizer = await signIn('organizer@acme.test', 'acme.huddle.test', org.id);
    const list = async (headers: Record<string, string>, status: string) => {
      const query = `query { fetchEventsCollections(status: "${status}") { totalCount
        eventsCollections { name startsAt endsAt events { past } } } }`;
      const r = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });
      return r.json().data.fetchEventsCollections;
    };
    const upcoming = await list(user, 'upcoming');
    expect(upcoming.eventsCollections.map((c: { name: string }) => c.name).sort()).toEqual([
      'Quarterly Town Halls',
      'Wellness Month',
    ]);
    const halls = upcoming.eventsCollections.find((c: { name: string }) => c.name === 'Quarterly Town Halls');
    expect(halls.events.map((e: { past: boolean }) => e.past)).toEqual([true, false]);
    expect(Date.parse(halls.startsAt)).toBeLessThan(t.clock.now().getTime());
    expect((await list(organizer, 'drafts')).totalCount).toBe(1);
  });

  it('seeds budgets: categories, expenses on acme events, two group budgets and one of them over budget', async () => {
    const host = 'acme.huddle.test';
    const org = (await t.app.inject({ method: 'GET', url: '/api/organizations/subdomain?subdomain=acme' })).json();
    const admin = await signIn('admin@acme.test', host, org.id);
    const current = (await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: admin })).json();
    expect(current.expense_categories.map((c: { name: string }) => c.name)).toContain('Venue');
    expect(current.currencies.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
    const budgets = (
      await t.app.inject({ method: 'GET', url: '/api/organizations/group_budgets', headers: admin })
    ).json().groups_budgets as { id: number; budget_cents: number }[];
    const funded = budgets.filter((g) => g.budget_cents > 0);
    expect(funded).toHaveLength(2);
    const statuses = [];
    for (const g of funded) {
      const url = `/api/groups/${g.id}/analytics/budget_period_breakdown`;
      statuses.push((await t.app.inject({ method: 'GET', url, headers: admin })).json().budget_status);
    }
    expect(statuses.sort()).toEqual(['On budget', 'Over budget']);
  });
});
