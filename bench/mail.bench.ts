/**
 * Mail throughput (issue 14): an invitation to N guests delivered to a local SMTP sink, against a bare pooled
 * nodemailer loop to the same kind of sink; the server's peak RSS during the send; and how late scheduled sends
 * arrive (p95). Run: `tsx bench/mail.bench.ts [guests]` (default 50,000) with PostgreSQL on 127.0.0.1:5432; the
 * database `huddle_wt_mail` is dropped and created. Measured here, never asserted in tests.
 *
 * The sink runs in a child process of its own in both measurements, so neither side shares its event loop with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { renderMail } from '../apps/server/src/integrations/mail/layout.ts';
import { appClient, INVITATION_BODY } from './app-client.ts';
import { serverCommand } from './processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/huddle_bench_mail';
const PORT = 3710;
const SUBJECT = 'You are invited: Bench all-hands';
const BULK = (i: number) => `mail.bench.${i}@example.com`;
const SCHEDULED = (i: number) => `scheduled.bench.${i}@example.com`;

export interface MailBenchResult {
  appPerSecond: number;
  barePerSecond: number;
  ratio: number;
  peakRssMiB: number;
  scheduledLagP95Ms: number;
}

/** The server as `npm start` runs it (processes.ts serverCommand), on its own database with a mail server. */
export function startServer(env: { databaseUrl: string; smtpUrl: string; port: number; dataDir: string }) {
  // MAIL_BENCH_PROFILE=<dir>: a CPU profile of the server, written when it stops.
  const profile = process.env.MAIL_BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.MAIL_BENCH_PROFILE}`]
    : [];
  return spawn(process.execPath, [...profile, ...serverCommand().args], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(env.port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl,
      SMTP_URL: env.smtpUrl,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
}

/** The sink's side (a child process): accepts and discards every mail, counting bench recipients. */
async function runSink() {
  let bulk = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = Date.now();
        for (const { address } of session.envelope.rcptTo) {
          if (address.startsWith('mail.bench.')) bulk += 1;
          else if (address.startsWith('scheduled.bench.')) process.send!({ scheduled: address, at });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (message: { reset?: boolean }) => {
    if (message.reset) bulk = 0;
    process.send!({ bulk });
  });
  process.send!({ port: (server.server.address() as { port: number }).port });
}

async function startSink() {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--sink'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const arrivals = new Map<string, number>();
  let lastBulk = 0;
  let waiting: ((n: number) => void)[] = [];
  child.on('message', (m: { port?: number; bulk?: number; scheduled?: string; at?: number }) => {
    if (m.scheduled) arrivals.set(m.scheduled, m.at!);
    if (m.bulk !== undefined) {
      lastBulk = m.bulk;
      for (const w of waiting) w(m.bulk);
      waiting = [];
    }
  });
  const port = await new Promise<number>((resolve) =>
    child.on('message', (m: { port?: number }) => m.port && resolve(m.port)),
  );
  const count = (reset = false) =>
    new Promise<number>((resolve) => {
      waiting.push(resolve);
      child.send({ reset });
    });
  return { url: `smtp://127.0.0.1:${port}`, port, arrivals, count, last: () => lastBulk, child };
}

type Sink = Awaited<ReturnType<typeof startSink>>;

async function until(sink: Sink, n: number, timeoutMs: number, tick?: () => void) {
  const started = performance.now();
  for (;;) {
    if ((await sink.count()) >= n) return performance.now();
    if (performance.now() - started > timeoutMs) throw new Error(`only ${sink.last()} of ${n} mails arrived`);
    tick?.();
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A mail of the invitation's size: the same layout, paragraphs, body and RSVP links with a token. */
function sampleMail(i: number) {
  const token = `${'x'.repeat(120)}${i}`;
  return renderMail({
    subject: SUBJECT,
    heading: 'Bench all-hands',
    paragraphs: [
      'Hi Bench,',
      'Acme invites you to Bench all-hands.',
      'When: Tuesday, December 1, 2026, 5:00 PM – 7:00 PM EST',
      'Where: Main hall',
    ],
    html: INVITATION_BODY,
    buttons: ['Yes', 'Maybe', 'No'].map((label) => ({
      label,
      url: `http://acme.localhost:3000/rsvp/answer?token=${token}&status=${label}`,
    })),
    button: { label: 'View event', url: 'http://acme.localhost:3000/event/1/view' },
    footer: 'You received this mail because Acme added you to the guest list of Bench all-hands.',
  });
}

/** (a) A bare pooled nodemailer loop: N mails, a bounded number in flight. */
async function bareLoop(sink: Sink, n: number) {
  await sink.count(true);
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, pool: true, maxConnections: 5 });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < n) {
      const i = next++;
      await transport.sendMail({ from: 'Huddle <no-reply@huddle.localhost>', to: BULK(i), ...sampleMail(i) });
    }
  };
  await Promise.all(Array.from({ length: 50 }, lane));
  const ended = await until(sink, n, 600_000);
  transport.close();
  return n / ((ended - started) / 1000);
}

export async function recreateDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
}

export function rssMiB(pid: number) {
  if (!fs.existsSync(`/proc/${pid}/status`)) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** (b) and (c): the app on PostgreSQL, sending to the sink through the real API. */
async function appRun(sink: Sink, databaseUrl: string, n: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-mail-bench-'));
  const server = startServer({ databaseUrl, smtpUrl: sink.url, port: PORT, dataDir });
  server.once('exit', (code, signal) => console.log(`server exited: ${code ?? signal}`));
  try {
    await waitForHealth(server);
    const client = appClient(`http://127.0.0.1:${PORT}`);
    await client.signIn();
    // An event far enough ahead that sends scheduled a few seconds from now are before its start.
    const eventId = await client.upcomingEventId();
    const ids = await client.uploadContacts(Array.from({ length: n }, (_, i) => BULK(i)));
    const scheduledIds = await client.uploadContacts(Array.from({ length: 20 }, (_, i) => SCHEDULED(i)));
    await sink.count(true);
    const pid = server.pid!;
    let peak = rssMiB(pid);
    const idle = peak;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
    const started = performance.now();
    await client.invite(eventId, ids, { subject: SUBJECT });
    console.log(`  invitation request: ${Math.round(performance.now() - started)} ms`);
    let lastReport = started;
    const ended = await until(sink, n, 120_000 + n * 50, () => {
      if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server stopped');
      if (performance.now() - lastReport < 5_000) return;
      lastReport = performance.now();
      console.log(`  ${sink.last()} of ${n} after ${((lastReport - started) / 1000).toFixed(0)} s`);
    });
    clearInterval(sampler);
    const appPerSecond = n / ((ended - started) / 1000);
    console.log(`app: ${n} mails in ${((ended - started) / 1000).toFixed(1)} s; RSS idle ${idle.toFixed(0)} MiB`);

    // (c) 20 single-guest invitations scheduled a few seconds ahead, a quarter second apart.
    const base = Date.now() + 8_000;
    const due = new Map<string, number>();
    for (let i = 0; i < scheduledIds.length; i++) {
      const at = base + i * 250;
      due.set(SCHEDULED(i), at);
      await client.invite(eventId, [scheduledIds[i]!], {
        subject: SUBJECT,
        is_scheduled: true,
        scheduled_for: new Date(at).toISOString(),
      });
    }
    const deadline = Date.now() + 60_000;
    while (sink.arrivals.size < due.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const lags = [...due].map(([address, at]) => (sink.arrivals.get(address) ?? Infinity) - at).sort((a, b) => a - b);
    const scheduledLagP95Ms = lags[Math.ceil(lags.length * 0.95) - 1]!;
    return { appPerSecond, peakRssMiB: peak, scheduledLagP95Ms };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMailBench(options: { databaseUrl: string; guests: number }): Promise<MailBenchResult> {
  await recreateDatabase(options.databaseUrl);
  const sink = await startSink();
  try {
    const barePerSecond = await bareLoop(sink, options.guests);
    console.log(`bare: ${Math.round(barePerSecond)} mails/s`);
    const app = await appRun(sink, options.databaseUrl, options.guests);
    return { ...app, barePerSecond, ratio: app.appPerSecond / barePerSecond };
  } finally {
    sink.child.kill('SIGTERM');
  }
}

if (process.argv.includes('--sink')) {
  await runSink();
} else if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const guests = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 50_000);
  const result = await runMailBench({ databaseUrl: process.env.MAIL_BENCH_DATABASE_URL ?? DEFAULT_DATABASE, guests });
  console.log(
    `guests ${guests}: app ${Math.round(result.appPerSecond)}/s, bare ${Math.round(result.barePerSecond)}/s, ` +
      `ratio ${result.ratio.toFixed(2)}, peak RSS ${Math.round(result.peakRssMiB)} MiB, ` +
      `scheduled lag p95 ${Math.round(result.scheduledLagP95Ms)} ms`,
  );
  process.exit(0);
}
