/**
 * Issue 17: the analytics of an event with 50,000 guests answer within 1.5× the time of its guest list page. Both
 * reads go to the same app in the same run (closed loop, 10 connections): GET /api/events/{id}/analytics against the
 * guest list's first page (GraphQL invitees, 25 by name). `npm run bench` runs it on the seeded event of 50,000
 * guests; alone, `npx tsx bench/analytics.bench.ts [--seconds=1]` starts the compiled app on an embedded database
 * with the demo data and measures the most recent past demo event (a few dozen guests: a smoke run, not the figure).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, closedLoop, type LoadResult, type Read, type Target } from './load.ts';
import { startApp } from './processes.ts';

export interface AnalyticsBenchResult {
  analytics: LoadResult;
  /** What the guest list page reads when it opens: its first page and its overview counts. */
  guests: LoadResult;
  /** The first page of the list alone. */
  firstPage: LoadResult;
  /** Time of an analytics answer over that of the guest list page's reads (target ≤ 1.5). */
  ratio: number;
  /** The same over the first page alone (for information). */
  firstPageRatio: number;
}

const FIRST_PAGE = `invitees(eventId: $id, page: $page, perPage: $perPage, sort: $sort) {
  totalCount invitees { id fullName email status attended updatedAt } }`;
const OVERVIEW = `guestlistOverview(eventId: $id) {
  statusCounts { rsvp maybeAttending notAttending invited scheduled }
  attendedCounts { yes no notRecorded } attendedAttendanceCounts { virtual inPerson unknown } }`;

/**
 * The reads compared. The guest list page opens with two queries (the first page of 25 by name with its total, and
 * the overview's counts); both are sent here as one document, so both servers' work is in one answer.
 */
export function analyticsReads(eventId: number): { analytics: Read; guests: Read; firstPage: Read } {
  const variables = { id: String(eventId), page: 1, perPage: 25, sort: { field: 'fullName', direction: 'ASC' } };
  const head = '($id: ID!, $page: Int, $perPage: Int, $sort: InviteeSort)';
  return {
    analytics: { name: 'event_analytics', path: `/api/events/${eventId}/analytics` },
    guests: {
      name: 'guest_list_page',
      graphql: { query: `query${head} { ${FIRST_PAGE} ${OVERVIEW} }`, variables },
    },
    firstPage: { name: 'guests_first_page', graphql: { query: `query${head} { ${FIRST_PAGE} }`, variables } },
  };
}

export async function runAnalyticsBench(target: Target, eventId: number, seconds: number) {
  const { analytics, guests, firstPage } = analyticsReads(eventId);
  for (const read of [analytics, guests, firstPage]) await check(read, target);
  const a = await closedLoop(analytics, target, seconds);
  const g = await closedLoop(guests, target, seconds);
  const f = await closedLoop(firstPage, target, seconds);
  // Per-request time at the same concurrency: the inverse of the throughputs (p50 rounds to whole milliseconds).
  const ratio = g.perSecond / Math.max(a.perSecond, 1);
  const firstPageRatio = f.perSecond / Math.max(a.perSecond, 1);
  return { analytics: a, guests: g, firstPage: f, ratio, firstPageRatio } satisfies AnalyticsBenchResult;
}

export function formatAnalyticsBench(r: AnalyticsBenchResult, guestsCount: string) {
  const one = (x: LoadResult) => `${x.perSecond}/s p50 ${x.p50} p99 ${x.p99}${x.errors ? ` (${x.errors} errors)` : ''}`;
  return (
    `event_analytics (${guestsCount} guests): analytics ${one(r.analytics)} | guest list page (first page and ` +
    `counts) ${one(r.guests)} | time ratio ${r.ratio.toFixed(2)}× (target ≤ 1.5×); first page alone ` +
    `${one(r.firstPage)}: ${r.firstPageRatio.toFixed(2)}×`
  );
}

/** Alone: the compiled app on an embedded database with the demo data, its most recent past event. */
async function smokeRun() {
  const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 1);
  const port = 3710;
  const host = `acme.localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-bench-analytics-'));
  const app = await startApp({ port, dataDir, demoData: true });
  try {
    const login = await fetch(`${app.base}/api/users/login`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@acme.test', organization_id: 1, password: 'Password1!' } }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const target: Target = { base: app.base, headers: { host, authorization: `Bearer ${token}` } };
    const now = new Date().toISOString();
    const overview = await fetch(
      `${app.base}/api/analytics/events?sort=start&direction=desc&per_page=10&start_to=${encodeURIComponent(now)}`,
      { headers: target.headers },
    );
    const { events } = (await overview.json()) as { events: { id: number; invited_count: number }[] };
    const event = events[0];
    if (!event) throw new Error('no past demo event');
    console.log(formatAnalyticsBench(await runAnalyticsBench(target, event.id, seconds), String(event.invited_count)));
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  smokeRun().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
