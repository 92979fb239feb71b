import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller } from '../../src/plugins/route-matrix.ts';
import { buildTestApp, type TestApp } from '../build-app.ts';
import { freshIp, type TestOrganization } from '../factories.ts';
import { twoTenants, type Session, type Tenants } from '../tenants.ts';
import { Fixtures, keepSignedIn, markerOf } from './fixtures.ts';
import {
  ACCESS_OF,
  adminAndHost,
  agrees,
  EXPECTATIONS,
  foreignExpected,
  matches,
  type Expected,
} from './expectations.ts';
import { casesOf, namesObject, outcomeOf, requestFor, type Got, type MatrixCase } from './requests.ts';

/**
 * The route × role × tenant matrix (ARCHITECTURE.md §3.3): every /api route and GraphQL operation, called by every
 * kind of caller for an object of acme (the callers' organization) and of globex, against what it declares.
 */
let t: TestApp;
let tenants: Tenants;
let own: Fixtures;
let other: Fixtures;
let cases: MatrixCase[];

beforeAll(async () => {
  // The development outbox is on, so its route answers admins as it does where it is used.
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z'), env: { DEV_OUTBOX: '1' } });
  tenants = await twoTenants(t, { otherOrganizer: true });
  own = new Fixtures(t, tenants.acme, { admin: tenants.admin, host: tenants.organizer });
  other = new Fixtures(t, tenants.globex, { admin: tenants.globexAdmin, host: tenants.globexAdmin });
  cases = casesOf(t.app.routeTable, t.app.graphqlSchema);
});
afterAll(() => t?.close());

/** The acme caller: the organizer who hosts nothing, and the one who hosts acme's objects. */
function sessionOf(caller: Caller): Session | null {
  const { user, otherOrganizer, organizer, admin } = tenants;
  return { anonymous: null, user, organizer: otherOrganizer, host: organizer, admin }[caller];
}

interface Call {
  who: string;
  /** Whose host the request goes to. */
  host: TestOrganization;
  session: Session | null;
  /** Whose objects it names. */
  objects: Fixtures;
  expected: Expected;
}

const mismatches: string[] = [];
const leaks: string[] = [];

async function run(c: MatrixCase, call: Call) {
  const { request, used } = await requestFor(c, call.objects);
  // The host decides whose data a request works on; a session of another organization there counts for nothing.
  const foreign = call.objects.org !== call.host;
  const before = foreign ? await call.objects.snapshot(used) : '';
  const response = await t.app.inject({
    ...request,
    method: request.method as 'GET',
    headers: { host: call.host.host, ...(call.session && { authorization: `Bearer ${call.session.token}` }) },
    remoteAddress: freshIp(),
  });
  const got: Got = outcomeOf(c, response);
  const label = `${c.name} as ${call.who} on ${call.host.subdomain}'s host, ${call.objects.org.subdomain}'s objects`;
  if (!matches(call.expected, got)) {
    mismatches.push(`${label}: expected ${call.expected}, got ${got} ${response.body.slice(0, 160)}`);
  }
  const stranger = call.host === tenants.acme ? tenants.globex : tenants.acme;
  if (response.body.includes(markerOf(stranger))) leaks.push(`${label}: shows ${stranger.subdomain}'s data`);
  if (typeof got !== 'number' || got >= 300) return;
  // Another organization's request that went through (a declared exception) must not have changed anything.
  if (foreign && (await call.objects.current(used)) !== before) {
    mismatches.push(`${label}: changed ${call.objects.org.subdomain}'s objects`);
  }
  // A change that went through may have changed or removed the objects, or ended the caller's session.
  const changing = c.operation ? c.operation.type === 'mutation' : c.method !== 'GET';
  if (changing) {
    call.objects.spoil(used);
    if (call.session) await keepSignedIn(t, call.host, call.session);
  }
}

async function runCase(c: MatrixCase) {
  const { acme, globex, globexAdmin } = tenants;
  const row = EXPECTATIONS[c.name]!;
  for (const caller of CALLERS) {
    await run(c, { who: caller, host: acme, session: sessionOf(caller), objects: own, expected: row[caller] });
  }
  // A valid session of another organization counts for nothing on this host: signed out, or 401.
  const signedOut = row.role === 'public' ? row.anonymous : 401;
  await run(c, { who: 'globex admin', host: acme, session: globexAdmin, objects: own, expected: signedOut });
  // The expectation holds in the other organization too.
  await run(c, {
    who: 'globex admin',
    host: globex,
    session: globexAdmin,
    objects: other,
    expected: adminAndHost(row),
  });
  if (!namesObject(c)) return;
  for (const caller of CALLERS) {
    const expected = foreignExpected(row, caller, Boolean(c.operation));
    await run(c, { who: caller, host: acme, session: sessionOf(caller), objects: other, expected });
  }
  const expected = foreignExpected(row, 'admin', Boolean(c.operation));
  await run(c, { who: 'globex admin', host: globex, session: globexAdmin, objects: own, expected });
}

describe('the route × role × tenant matrix', () => {
  it('walks every /api route and GraphQL operation, each with its declaration', () => {
    const names = cases.map((c) => c.name);
    // A route table that stopped filling would make the run below pass on nothing.
    expect(names.length).toBeGreaterThan(100);
    for (const area of ['events', 'groups', 'lists', 'employees', 'offices', 'event_invitations', 'users', 'admins']) {
      expect(names.some((name) => name.includes(`/api/${area}`))).toBe(true);
    }
    expect(names).toContain('GET /api/events/:id');
    expect(names).toContain('POST /api/events/:id/surveys');
    expect(names).toContain('POST /api/events/:id/survey_questions');
    expect(names).toContain('GET /api/events/:id/send_survey');
    expect(names).toContain('DELETE /api/survey_templates/:id');
    expect(names).toContain('PUT /api/expense_items/:id');
    expect(names).toContain('PUT /api/organizations/update_group_budgets');
    expect(names).toContain('GET /api/groups/:id/analytics/budget_period_breakdown');
    expect(names).toContain('GraphQL query invitees');
    expect(names).toContain('GraphQL mutation eventDuplicate');
    expect(new Set(names).size).toBe(names.length);
  });

  it('has an expectation, written apart from the routes, for every route and only for routes', () => {
    const names = cases.map((c) => c.name);
    expect(names.filter((name) => !(name in EXPECTATIONS))).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("agrees with every route's own declaration", () => {
    const disagreements: string[] = [];
    for (const c of cases) {
      const row = EXPECTATIONS[c.name];
      if (!row) continue;
      for (const caller of CALLERS) {
        if (!agrees(c.matrix[caller], row[caller])) {
          disagreements.push(`${c.name} as ${caller}: declared ${c.matrix[caller]}, expected ${row[caller]}`);
        }
      }
      if (!agrees(c.matrix.foreign, row.foreign)) {
        disagreements.push(`${c.name} for another organization: declared ${c.matrix.foreign}, expected ${row.foreign}`);
      }
      // GraphQL operations share /graphql's access; their resolvers check the role.
      if (!c.operation && c.access !== ACCESS_OF[row.role]) {
        disagreements.push(`${c.name}: declared access ${c.access}, expected ${ACCESS_OF[row.role]}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers every caller as expected, 404 for the other organization, and never shows its data', async () => {
    for (const c of cases) await runCase(c);
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  }, 180_000);
});
