/**
 * npm run bench: Huddle beside a bare node:http + pg server (bare-server.ts) on the same PostgreSQL and the same data
 * (seed.ts: 100,000 contacts, an event with 50,000 guests), in the same run. For each hot read: closed-loop
 * throughput and latency of both, and latency at a fixed arrival rate; then the large jobs (jobs.bench.ts), the
 * start-up times and, when available, mail delivery and the events page in Chromium. Measured here, never asserted
 * in tests. Options: --seed (seed again), --only=<read,…>, --seconds=<n>, --rate=<n>, --skip-analytics, --skip-jobs,
 * --skip-mail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatAnalyticsBench, runAnalyticsBench } from './analytics.bench.ts';
import { runJobBenches } from './jobs.bench.ts';
import { check, closedLoop, fixedRate, type LoadResult, type Read, type Target } from './load.ts';
import { serverCommand, startApp, startBare, type Started } from './processes.ts';
import { BENCH_DATABASE_URL, BIG_EVENT_NAME, isSeeded, seedBench } from './seed.ts';
import { runMailBench } from './mail.bench.ts';
import { measureEventsPageLcp } from './web.bench.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const SECONDS = Number(args.get('seconds') ?? 5);
const RATE = Number(args.get('rate') ?? 500);
const APP_PORT = 3700;
const BARE_PORT = 3790;

async function ids() {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ big: number; demo: number }>(
    `select (select id from events where name = $1) big,
            (select e.id from events e join organizations o on o.id = e.organization_id
              where o.subdomain = 'acme' and e.name <> $1 and exists (select 1 from communications c where c.event_id = e.id)
              order by e.id limit 1) demo`,
    [BIG_EVENT_NAME],
  );
  await client.end();
  return rows[0]!;
}

function reads(big: number, demo: number): Read[] {
  const guests = (page: number, extra: Record<string, unknown>) => ({
    query: `query($id: ID!, $page: Int, $perPage: Int, $sort: InviteeSort, $filter: String) {
      invitees(eventId: $id, page: $page, perPage: $perPage, sort: $sort, filter: $filter) {
        totalCount invitees { id fullName email status attended updatedAt } } }`,
    variables: { id: String(big), page, perPage: 25, ...extra },
  });
  return [
    { name: 'current_user', path: '/api/users/current' },
    { name: 'events_upcoming_page', path: '/api/events/upcoming?per_page=12' },
    { name: 'event_page', path: `/api/events/${demo}` },
    { name: 'guests_50k_first_page', graphql: guests(1, { sort: { field: 'fullName', direction: 'ASC' } }) },
    {
      name: 'guests_50k_deep_filtered',
      graphql: guests(400, { sort: { field: 'email', direction: 'DESC' }, filter: 'rsvp' }),
    },
    { name: 'contacts_100k_search', path: '/api/employees?per_page=25&page=1&search=ada' },
    { name: 'groups', path: '/api/groups?status=active' },
    {
      name: 'communications_history',
      graphql: {
        query: `query($id: ID!) { communicationHistories(eventId: $id) {
          id status subject recipientsCount sendBy { fullName } } }`,
        variables: { id: String(demo) },
      },
    },
  ];
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { host: `acme.localhost:${APP_PORT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: 'admin@acme.test', organization_id: 1, password: 'Password1!' } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const fmt = (r: LoadResult) => `${r.perSecond}/s p50 ${r.p50} p99 ${r.p99}${r.errors ? ` (${r.errors} errors)` : ''}`;

async function main() {
  if (args.has('seed') || !(await isSeeded())) await seedBench();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-bench-'));
  const running: Started[] = [];
  try {
    const app = await startApp({ port: APP_PORT, databaseUrl: BENCH_DATABASE_URL, dataDir, demoData: false });
    running.push(app);
    const bare = await startBare({ port: BARE_PORT, databaseUrl: BENCH_DATABASE_URL });
    running.push(bare);
    const token = await signIn(app.base);
    const auth = { authorization: `Bearer ${token}` };
    const targets: Record<'app' | 'bare', Target> = {
      app: { base: app.base, headers: { ...auth, host: `acme.localhost:${APP_PORT}` } },
      bare: { base: bare.base, headers: auth },
    };
    const { big, demo } = await ids();
    const only = args.get('only')?.split(',');
    const rows: string[][] = [];
    console.log(`server: ${serverCommand().compiled ? 'compiled JavaScript' : 'tsx (run npm run build first)'}`);
    console.log(`closed loop: 10 connections × ${SECONDS} s; fixed rate: ${RATE} req/s × ${SECONDS} s\n`);
    for (const read of reads(big, demo).filter((r) => !only || only.includes(r.name))) {
      await check(read, targets.app);
      await check(read, targets.bare);
      const appClosed = await closedLoop(read, targets.app, SECONDS);
      const bareClosed = await closedLoop(read, targets.bare, SECONDS);
      const appRate = await fixedRate(read, targets.app, RATE, SECONDS);
      const bareRate = await fixedRate(read, targets.bare, RATE, SECONDS);
      const ratio = (appClosed.perSecond / bareClosed.perSecond).toFixed(2);
      console.log(`${read.name}: app ${fmt(appClosed)} | bare ${fmt(bareClosed)} | ratio ${ratio}×`);
      console.log(`  at ${RATE}/s: app ${fmt(appRate)} | bare ${fmt(bareRate)}`);
      rows.push([
        read.name,
        `${appClosed.perSecond}`,
        `${bareClosed.perSecond}`,
        `${ratio}×`,
        `${appClosed.p50} / ${appClosed.p99}`,
        `${appRate.perSecond}: ${appRate.p50} / ${appRate.p99}`,
        `${bareRate.perSecond}: ${bareRate.p50} / ${bareRate.p99}`,
      ]);
    }
    console.log(
      '\n| read | app req/s | bare req/s | app/bare | app p50 / p99 ms | app at rate: p50 / p99 | bare at rate |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    await bare.stop();
    if (!args.has('skip-analytics')) {
      console.log(`\n${formatAnalyticsBench(await runAnalyticsBench(targets.app, big, SECONDS), '50,000')}`);
    }
    if (!args.has('skip-jobs')) await runJobBenches({ base: app.base, headers: targets.app.headers });
    await eventsPageInChromium(app.base);
    await app.stop();
    await startupTimes(dataDir);
    if (!args.has('skip-mail')) {
      const databaseUrl = BENCH_DATABASE_URL.replace(/\/[^/]*$/, '/huddle_bench_mail');
      const mail = await runMailBench({ databaseUrl, guests: 50_000 });
      console.log(
        `\ninvitation_50k_mail: app ${Math.round(mail.appPerSecond)} mails/s, bare pooled nodemailer ` +
          `${Math.round(mail.barePerSecond)} mails/s: ${mail.ratio.toFixed(2)}× (target ≥ 0.7×), peak RSS ` +
          `${Math.round(mail.peakRssMiB)} MiB, scheduled send lag p95 ${Math.round(mail.scheduledLagP95Ms)} ms (target ≤ 5000)`,
      );
    }
  } finally {
    for (const started of running) await started.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The events page as a person sees it: largest contentful paint and the JavaScript fetched, cold, in Chromium. */
async function eventsPageInChromium(base: string) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    console.log('\nevents page in Chromium: skipped (install Debian chromium)');
    return;
  }
  const login = { host: `acme.localhost:${APP_PORT}`, email: 'admin@acme.test', password: 'Password1!' };
  const { lcpMs, jsGzipKiB } = await measureEventsPageLcp(base, login);
  console.log(
    `\nevents page in Chromium (median of 5 cold loads): LCP ${Math.round(lcpMs)} ms (target ≤ 1000), ` +
      `${jsGzipKiB.toFixed(1)} KiB of gzipped JavaScript`,
  );
}

/** `npm start`'s start-up, on PostgreSQL (migrated database) and on the embedded one (new, with the demo data). */
async function startupTimes(dataDir: string) {
  const onPostgres = await startApp({ port: APP_PORT, databaseUrl: BENCH_DATABASE_URL, dataDir, demoData: false });
  await onPostgres.stop();
  const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-bench-embedded-'));
  try {
    const fresh = await startApp({ port: APP_PORT, dataDir: embeddedDir, demoData: true });
    await fresh.stop();
    const again = await startApp({ port: APP_PORT, dataDir: embeddedDir, demoData: true });
    await again.stop();
    console.log(
      `\nstart-up to healthy: PostgreSQL ${onPostgres.startupMs} ms; embedded, new with demo data ${fresh.startupMs} ms, ` +
        `existing ${again.startupMs} ms`,
    );
  } finally {
    fs.rmSync(embeddedDir, { recursive: true, force: true });
  }
}

await main();
