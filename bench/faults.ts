/**
 * `npm run faults` (issue 15): the built server on PostgreSQL, a misbehaving SMTP receiver and a TCP proxy that can
 * cut the line to the database; each scenario prints mails expected, received, missing and repeated, and the time to
 * recover. Options: `--only=crash,sigterm,…`, `--guests=10000` (the crash), `--outage=300` (seconds the mail server
 * is down). The database `huddle_faults` (FAULTS_DATABASE_URL) is dropped and created for each scenario.
 * FAULTS_DEBUG=1 prints the delivery rate after each fault, second by second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultSmtp, type FaultSmtp } from '../apps/server/test/faults/fault-smtp.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/test/faults/server-process.ts';
import { startTcpProxy } from '../apps/server/test/faults/tcp-proxy.ts';
import { appClient } from './app-client.ts';
import { recreateDatabase, rssMiB } from './mail.bench.ts';

const DATABASE = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_faults';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = arg('only')?.split(',');
const GUESTS = Number(arg('guests') ?? 10_000);
const OUTAGE_SECONDS = Number(arg('outage') ?? 300);

interface Row {
  scenario: string;
  expected: number;
  received: number;
  missing: number;
  repeated: number;
  recovery: string;
  note: string;
}
const rows: Row[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database, a receiver and the server; the demo admin signed in; `n` guests uploaded. */
async function setUp(n: number, options: { env?: Record<string, string>; databaseUrl?: string } = {}) {
  await recreateDatabase(DATABASE);
  const smtp = await startFaultSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-faults-'));
  const env = {
    DATABASE_URL: options.databaseUrl ?? DATABASE,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    ...options.env,
  };
  const start = () => startServerProcess(env, { from: 'build', port: 3720 });
  const server = await start();
  const client = appClient(server.url);
  await client.signIn();
  const eventId = await client.upcomingEventId();
  const emails = Array.from({ length: n }, (_, i) => `fault.${i}@example.com`);
  const ids = await client.uploadContacts(emails);
  return { smtp, server, start, client, eventId, ids, emails, dataDir };
}

/** What arrived of the expected addresses: received, missing, and copies beyond the first (by Message-ID). */
function tally(smtp: FaultSmtp, emails: string[]) {
  const expected = new Set(emails);
  const arrived = smtp.received.filter((r) => expected.has(r.to));
  const counts = new Map<string, number>();
  for (const r of arrived) counts.set(r.messageId, (counts.get(r.messageId) ?? 0) + 1);
  const addresses = new Set(arrived.map((r) => r.to));
  return {
    expected: emails.length,
    received: arrived.length,
    missing: emails.length - addresses.size,
    repeated: [...counts.values()].reduce((sum, n) => sum + n - 1, 0),
  };
}

async function finish(smtp: FaultSmtp, emails: string[], timeoutMs: number) {
  const from = smtp.received.length;
  await smtp
    .waitUntil(() => tally(smtp, emails).missing === 0, timeoutMs, 'every mail')
    .catch((error: Error) => console.log(`  ${error.message}`));
  const burst = smtp.received.slice(from);
  if (burst.length > 1 && process.env.FAULTS_DEBUG) {
    const span = (burst.at(-1)!.at - burst[0]!.at) / 1000;
    console.log(`  ${burst.length} mails in ${span.toFixed(1)} s after the fault`);
    const perSecond = new Map<number, number>();
    for (const r of burst) {
      const second = Math.floor((r.at - burst[0]!.at) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    console.log(`  per second: ${[...perSecond].map(([k, v]) => `${k}:${v}`).join(' ')}`);
  }
  await sleep(3_000); // a late repeat shows here
  return tally(smtp, emails);
}

async function stop(server: ServerProcess, smtp: FaultSmtp, dataDir: string) {
  server.kill('SIGTERM');
  await server.exited;
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const scenarios: Record<string, () => Promise<void>> = {
  /** SIGKILL a quarter of the way through a send, start again. */
  async crash() {
    const s = await setUp(GUESTS);
    await s.client.invite(s.eventId, s.ids);
    await s.smtp.waitUntil(() => s.smtp.received.length >= GUESTS / 4, 600_000, 'a quarter');
    s.server.kill('SIGKILL');
    await s.server.exited;
    const atKill = s.smtp.received.length;
    const restarted = Date.now();
    const again = await s.start();
    const result = await finish(s.smtp, s.emails, 600_000);
    const resumed = (s.smtp.received[atKill]?.at ?? NaN) - restarted;
    const last = Math.max(...s.smtp.received.map((r) => r.at)) - restarted;
    rows.push({
      scenario: `SIGKILL at ${atKill} of ${GUESTS}`,
      ...result,
      recovery: `ready ${seconds(again.startMs)}, first mail ${seconds(resumed)}, all ${seconds(last)} after restart`,
      note: `the dead process's batches come back when their lease (30 s) runs out`,
    });
    await stop(again, s.smtp, s.dataDir);
  },

  /** A scheduled send whose time passes while the server is down. */
  async scheduled() {
    const s = await setUp(200);
    const due = Date.now() + 15_000;
    await s.client.invite(s.eventId, s.ids, { is_scheduled: true, scheduled_for: new Date(due).toISOString() });
    s.server.kill('SIGKILL');
    await s.server.exited;
    await sleep(due + 20_000 - Date.now());
    const restarted = Date.now();
    const again = await s.start();
    const result = await finish(s.smtp, s.emails, 120_000);
    const last = Math.max(...s.smtp.received.map((r) => r.at));
    rows.push({
      scenario: 'scheduled send due while down (20 s)',
      ...result,
      recovery: `all sent ${seconds(last - restarted)} after restart`,
      note: '',
    });
    await stop(again, s.smtp, s.dataDir);
  },

  /** A temporary refusal, a permanent one for 1 in 20, and a dropped connection. */
  async smtp() {
    const s = await setUp(1_000);
    s.smtp.behaviour.tempFailFirst = 1;
    s.smtp.behaviour.dropFirst = 0;
    s.smtp.behaviour.unknownMailbox = (address) => Number(/\d+/.exec(address)?.[0]) % 20 === 0;
    const started = Date.now();
    await s.client.invite(s.eventId, s.ids);
    const deliverable = s.emails.filter((e) => !s.smtp.behaviour.unknownMailbox(e));
    const result = await finish(s.smtp, deliverable, 300_000);
    const refused = s.emails.length - deliverable.length;
    const counts = s.smtp.counts();
    rows.push({
      scenario: `4xx on every first try; 5xx for ${refused}`,
      ...result,
      recovery: `done in ${seconds(Date.now() - started - 3_000)}`,
      note: `${counts.refusedTemporarily} 4xx retried; ${counts.refusedPermanently} 5xx, none retried`,
    });
    const dropped = s.emails.map((e) => e.replace('fault.', 'drop.'));
    const ids = await s.client.uploadContacts(dropped);
    s.smtp.behaviour.tempFailFirst = 0;
    s.smtp.behaviour.unknownMailbox = () => false;
    s.smtp.behaviour.dropFirst = 1;
    const again = Date.now();
    await s.client.invite(s.eventId, ids);
    const drops = await finish(s.smtp, dropped, 300_000);
    rows.push({
      scenario: 'connection dropped mid-send (first try of each)',
      ...drops,
      recovery: `done in ${seconds(Date.now() - again - 3_000)}`,
      note: `${s.smtp.counts().dropped} drops`,
    });
    await stop(s.server, s.smtp, s.dataDir);
  },

  /** The mail server goes away in the middle of a send and comes back after OUTAGE_SECONDS. */
  async 'smtp-down'() {
    const s = await setUp(2_000);
    await s.client.invite(s.eventId, s.ids);
    await s.smtp.waitUntil(() => s.smtp.received.length >= 500, 300_000, '500 mails');
    await s.smtp.down();
    await sleep(OUTAGE_SECONDS * 1000);
    const up = Date.now();
    await s.smtp.up();
    const result = await finish(s.smtp, s.emails, 600_000);
    const last = Math.max(...s.smtp.received.map((r) => r.at));
    rows.push({
      scenario: `mail server down ${OUTAGE_SECONDS} s mid-send`,
      ...result,
      recovery: `rest sent ${seconds(last - up)} after it came back`,
      note: '',
    });
    await stop(s.server, s.smtp, s.dataDir);
  },

  /** A slow mail server (50 ms a mail): memory stays flat. */
  async slow() {
    const s = await setUp(2_000);
    s.smtp.behaviour.delayMs = 50;
    const idle = rssMiB(s.server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(s.server.pid))), 250);
    const started = Date.now();
    await s.client.invite(s.eventId, s.ids);
    const result = await finish(s.smtp, s.emails, 600_000);
    clearInterval(sampler);
    rows.push({
      scenario: 'slow mail server (50 ms a mail)',
      ...result,
      recovery: `done in ${seconds(Date.now() - started - 3_000)}`,
      note: `RSS ${Math.round(idle)} MiB idle, ${Math.round(peak)} MiB peak`,
    });
    await stop(s.server, s.smtp, s.dataDir);
  },

  /** The line to PostgreSQL is cut for 15 s under load and during a send. */
  async database() {
    const target = new URL(DATABASE);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(DATABASE);
    through.port = String(proxy.port);
    const s = await setUp(2_000, { databaseUrl: through.toString() });
    await s.client.invite(s.eventId, s.ids);
    await s.smtp.waitUntil(() => s.smtp.received.length >= 300, 300_000, '300 mails');
    const statuses = new Map<number, number>();
    let slowest = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = Date.now();
        const status = await fetch(`${s.server.url}/api/events/upcoming?per_page=12`, { headers: s.client.headers })
          .then((r) => r.status)
          .catch(() => 0);
        slowest = Math.max(slowest, Date.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await sleep(100);
      }
    })();
    await proxy.cut();
    await sleep(15_000);
    probing = false;
    await probe;
    const back = Date.now();
    await proxy.restore();
    let answered = 0;
    while (!answered) {
      const ready = await fetch(`${s.server.url}/api/health/ready`).then((r) => r.status === 200);
      if (ready) answered = Date.now();
      else await sleep(100);
    }
    const result = await finish(s.smtp, s.emails, 300_000);
    rows.push({
      scenario: 'database cut 15 s mid-send, reads every 100 ms',
      ...result,
      recovery: `ready ${seconds(answered - back)} after the line came back`,
      note: `during: ${[...statuses].map(([k, v]) => `${v}× ${k || 'no answer'}`).join(', ')}; slowest ${slowest} ms`,
    });
    await stop(s.server, s.smtp, s.dataDir);
    await proxy.close();
  },

  /** SIGTERM in the middle of a send: drains, exits, and a restart sends the rest. */
  async sigterm() {
    const s = await setUp(2_000, { env: { SHUTDOWN_SECONDS: '10' } });
    s.smtp.behaviour.delayMs = 20;
    await s.client.invite(s.eventId, s.ids);
    await s.smtp.waitUntil(() => s.smtp.received.length >= 300, 300_000, '300 mails');
    const stopping = Date.now();
    s.server.kill('SIGTERM');
    const exit = await s.server.exited;
    const stoppedIn = Date.now() - stopping;
    s.smtp.behaviour.delayMs = 0;
    const restarted = Date.now();
    const again = await s.start();
    const result = await finish(s.smtp, s.emails, 300_000);
    rows.push({
      scenario: 'SIGTERM mid-send, then start again',
      ...result,
      recovery: `exit ${exit.code} in ${seconds(stoppedIn)}; rest sent ${seconds(Date.now() - restarted - 3_000)} after restart`,
      note: '',
    });
    await stop(again, s.smtp, s.dataDir);
  },
};

for (const [name, run] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  console.log(`— ${name}`);
  await run();
  console.log(JSON.stringify(rows.at(-1)));
}
console.log(
  '\n| scenario | expected | received | missing | repeated | recovery | note |\n|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  console.log(
    `| ${r.scenario} | ${r.expected} | ${r.received} | ${r.missing} | ${r.repeated} | ${r.recovery} | ${r.note} |`,
  );
}
process.exit(0);
