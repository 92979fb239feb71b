import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-app.ts';
import { casesFor } from './cases.ts';
import { installChangeLog, takeChanges } from './change-log.ts';
import { changedTables, fingerprinter, tenantTables, type Fingerprint } from './fingerprint.ts';
import { graphqlCases, graphqlOperations } from './graphql-cases.ts';
import { seededRandom } from './hostile.ts';
import { idPool } from './id-kinds.ts';
import { INNER_SCHEMAS } from './inner-schemas.ts';
import { declaredRoutes, routeKey, type DeclaredRoute, type SeenRoute } from './routes.ts';
import { fuzzRunner } from './runner.ts';
import { buildWorld, SECRET, type World } from './world.ts';

/*
 * Issue 13: hostile input generated from each route's own schemas gets a clear 4xx (or, when it happens to be valid,
 * a success), never a 5xx, never shows or changes the other organization's data, and a refusal changes nothing.
 * Each field gets one value of every must-have kind (hostile.ts MUST); FUZZ_CAP more of the other kinds are drawn
 * per part of a route (path, query, body). FUZZ_SEED picks other values (the default keeps CI repeatable).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const CAP = Number(process.env.FUZZ_CAP ?? 8);
const NOW = new Date('2026-11-22T12:00:00Z');

// Last, in this order: what removes members, rows, then whole objects, the admin's session, and the event itself.
const ENDINGS = [
  /mass_leave|\/leave$/,
  /invitees\.json|communication_histories|invitation_mappings/,
  /destroy_many|\/api\/employees\/:id$/,
  /\/api\/(lists|offices)\/:id$/,
  /archive$/,
  /deactivate_user|logout/,
  /^\/api\/events\/:id$/,
];

/** Reads first, then changes, then what deletes or ends things, so each route still finds the objects it names. */
function order(route: DeclaredRoute): number {
  if (route.method === 'GET') return 0;
  const ending = ENDINGS.findIndex((pattern) => pattern.test(route.url));
  const deletes = route.method === 'DELETE' || /archive|leave|destroy_many|deactivate|logout/.test(route.url);
  return deletes ? 2 + (ending < 0 ? 0 : ending) : 1;
}

// Built while the file is collected, so that each route is a test of its own.
// Fastify's onRoute hook sees each route's options (zod schemas included) as it is added: the route table.
const seen: SeenRoute[] = [];
const t = await buildTestApp({ now: NOW, onRoute: (route) => void seen.push(route) });
const routes = declaredRoutes(seen).sort((a, b) => order(a) - order(b));
let world: World;
let runner: ReturnType<typeof fuzzRunner>;
const statuses = new Map<number, number>();
let total = 0;
const count = (answered: readonly number[]) => {
  for (const status of answered) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  total += answered.length;
};

let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  world = await buildWorld(t);
  const tables = await tenantTables(t.db);
  await installChangeLog(t.db, tables);
  fingerprint = fingerprinter(t.db, tables);
  runner = fuzzRunner(t, world, fingerprint);
});
afterAll(async () => {
  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `fuzz: ${routes.length} routes, ${total} cases, seed ${SEED}, ${runner.sessions} new sessions: ${histogram.join(' ')}`,
  );
  await t.close();
});

describe('hostile input on every /api route', () => {
  it('finds the route table and each route a known inner schema names', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.map(routeKey)).toContain('POST /graphql');
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(INNER_SCHEMAS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("sees what it checks for: a real change in either organization, and the other organization's names", async () => {
    const before = await fingerprint();
    await takeChanges(t.db);
    await t.db.execute(sql`update offices set name = name where organization_id = ${world.acme.id}`);
    expect(await takeChanges(t.db)).toEqual([]);
    await t.db.execute(sql`update offices set name = name || '!' where organization_id = ${world.globex.id}`);
    expect(await takeChanges(t.db)).toEqual([`${world.globex.id}:offices`]);
    expect(changedTables(before, await fingerprint(), world.globex.id)).toEqual(['offices']);
    await t.db.execute(sql`update offices set name = rtrim(name, '!') where organization_id = ${world.globex.id}`);
    expect(changedTables(before, await fingerprint(), world.globex.id)).toEqual([]);
    await takeChanges(t.db);
    const url = `/api/events/${world.globexIds.event}`;
    const own = await t.app.inject({ method: 'GET', url, headers: world.globexAdmin.headers });
    expect(own.body).toContain(SECRET);
  });

  it('GraphQL: hostile variables for every root field, and hostile documents', async () => {
    const headers = { ...world.admin.headers, origin: `http://${world.acme.host}` };
    const operations = await graphqlOperations(t, headers);
    expect(operations.map((o) => o.name)).toContain('eventDuplicate');
    const cases = graphqlCases(operations, world.acmeIds, world.globexIds, seededRandom(SEED), CAP);
    const { statuses: answered, problems } = await runner.runRoute(cases, { public: false, graphql: true });
    count(answered);
    expect(problems).toEqual([]);
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(`${key}: no 5xx, no leak, no change on refusal`, async () => {
      const random = seededRandom(SEED + [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0));
      const cases = casesFor(route, {
        ids: idPool(route.url, world.acmeIds, world.globexIds),
        now: NOW,
        random,
        cap: CAP,
        inner: INNER_SCHEMAS[key],
      });
      const options = { public: route.access === 'public', graphql: route.url === '/graphql' };
      const { statuses: answered, problems } = await runner.runRoute(cases, options);
      count(answered);
      if (process.env.FUZZ_DEBUG) {
        const counts = new Map<number, number>();
        for (const status of answered) counts.set(status, (counts.get(status) ?? 0) + 1);
        console.info(key, cases.length, [...counts].map(([s, n]) => `${s}×${n}`).join(' '));
      }
      expect(problems).toEqual([]);
    });
  }
});
