import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { communications } from '../db/schema/communications.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEmployees, inviteByEmail } from '../../test/delivery.ts';
import { queueSettled } from '../../test/eventually.ts';
import { createEvent } from '../../test/events.ts';

import { startFaultSmtp, type FaultSmtp } from '../../test/faults/fault-smtp.ts';
import { startServerProcess, type ServerProcess } from '../../test/faults/server-process.ts';
import { twoTenants } from '../../test/tenants.ts';

/**
 * Issue 15: the real server in a child process, killed in the middle of a send (SIGKILL) or asked to stop (SIGTERM),
 * then started again on the same database. Every guest gets the mail exactly once, and work the dead process held is
 * taken up within seconds, not after the queue's 15-minute expiry.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

/** An organization with an email invitation to `n` guests, queued (no worker runs here); the database's address. */
async function queuedInvitation(n: number) {
  const dataDir = onPostgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-crash-'));
  const t: TestApp = await buildTestApp({ dataDir });
  const { acme, organizer } = await twoTenants(t);
  const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
  const guests = await createEmployees(t.db, acme.id, 'guest', n);
  const response = await inviteByEmail(
    t,
    organizer.headers,
    event.id,
    guests.map((g) => g.id),
  );
  expect(response.statusCode).toBe(201);
  const communicationId = response.json().communication.id as number;
  // PGlite: one process per data directory, so this one lets go before the server opens it.
  if (dataDir) await t.close();
  cleanup.push(async () => {
    if (!dataDir) await t.close();
    else fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env: Record<string, string> = dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: t.databaseUrl! };
  /** The outbox and the communication once the servers are done (reopens the PGlite folder). */
  async function finalState() {
    const database = dataDir ? await openDatabase({ dataDir }) : null;
    const db = database?.db ?? t.db;
    try {
      const rows = await db.select({ status: mailOutbox.status }).from(mailOutbox);
      const [communication] = await db.select().from(communications).where(eq(communications.id, communicationId));
      return { statuses: rows.map((r) => r.status), communication: communication!.status };
    } finally {
      await database?.close();
    }
  }
  /** PostgreSQL: how many mails are marked sent (PGlite: the server holds the folder, so unknown). */
  async function markedSent() {
    if (dataDir) return null;
    return (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length;
  }
  /** PostgreSQL: waits until the queue has settled (PGlite: the server holds the folder; its exit is the signal). */
  async function settled() {
    if (!dataDir) await queueSettled(t);
  }
  return { env, guests, finalState, markedSent, settled };
}

async function server(env: Record<string, string>, smtp: FaultSmtp) {
  const started: ServerProcess = await startServerProcess({
    ...env,
    SMTP_URL: smtp.url,
    SMTP_POOL_CONNECTIONS: '3',
    JOB_LEASE_SECONDS: '10',
    SHUTDOWN_SECONDS: '8',
  });
  cleanup.push(async () => {
    started.kill('SIGKILL');
    await started.exited;
  });
  return started;
}

async function smtpReceiver(behaviour: Parameters<typeof startFaultSmtp>[0]) {
  const smtp = await startFaultSmtp(behaviour);
  cleanup.push(() => smtp.close());
  return smtp;
}

describe('a server process that dies or stops in the middle of a send', () => {
  it('delivers every mail exactly once after a SIGKILL and a restart, within seconds', async () => {
    const { env, guests, finalState, markedSent, settled } = await queuedInvitation(300);
    // The receiver takes 60 mails, then holds every later one inside its SMTP transaction (no answer yet).
    const smtp = await smtpReceiver({ holdAfter: 60 });
    const first = await server(env, smtp);
    await smtp.waitUntil(() => smtp.received.length >= 60 && smtp.held() >= 3, 60_000, '60 mails and 3 held');
    // The 60 were answered: their sent marks are written (PostgreSQL: seen; PGlite: given a moment), then kill.
    for (let tries = 0; tries < 150; tries++) {
      const marked = await markedSent();
      if (marked === 60) break;
      // PGlite: the server holds the folder and shows its marks nowhere else, so it is given a moment of wall time.
      await new Promise((r) => setTimeout(r, marked === null ? 3_000 : 200));
      if (marked === null) break;
    }
    first.kill('SIGKILL');
    await first.exited;
    // The held mails' client is gone: they never got their 250 and are not delivered.
    await smtp.waitUntil(() => smtp.openConnections() === 0, 5_000, 'the dead client to hang up');
    await smtp.waitUntil(() => smtp.heldConnected() === 0, 5_000, 'the held mails to lose their client');
    smtp.releaseHeld();
    expect(smtp.counts().received).toBe(60);

    // "Within seconds" is wall time by nature: measured on the wall clock.
    const restartedAt = Date.now();
    const second = await server(env, smtp);
    await smtp.waitUntil(() => smtp.counts().distinct === 300, 90_000, 'all 300 mails');
    // From the moment the restarted server was ready (its start under a loaded machine is not the queue's doing).
    const resumedAfter = smtp.received[60]!.at - (restartedAt + second.startMs);
    // A late repeat would show once the queue has settled and the server has drained and exited.
    await settled();
    second.kill('SIGTERM');
    await second.exited;

    const counts = smtp.counts();
    expect(counts).toMatchObject({ received: 300, distinct: 300, repeated: 0 });
    expect(new Set(smtp.received.map((m) => m.to))).toEqual(new Set(guests.map((g) => g.email)));
    // Taken up within the lease (10 s here; 30 s by default), never the queue's 15 minutes.
    expect(resumedAfter).toBeLessThan(30_000);
    const state = await finalState();
    expect(state.communication).toBe('sent');
    expect(state.statuses).toHaveLength(300);
    expect(new Set(state.statuses)).toEqual(new Set(['sent']));
  }, 240_000);

  it('drains on SIGTERM: exits 0 within its deadline, and a restart sends the rest, each once', async () => {
    const { env, guests, finalState, settled } = await queuedInvitation(120);
    const smtp = await smtpReceiver({ delayMs: 150 });
    const first = await server(env, smtp);
    await smtp.waitUntil(() => smtp.received.length >= 10, 60_000, '10 mails');
    // The drain deadline is wall time by nature: measured on the wall clock.
    const stopAt = Date.now();
    first.kill('SIGTERM');
    const exit = await first.exited;
    const stopMs = Date.now() - stopAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stopMs).toBeLessThan(8_000);
    const beforeRestart = smtp.counts();
    expect(beforeRestart.received).toBeLessThan(120);
    expect(beforeRestart.repeated).toBe(0);

    smtp.behaviour.delayMs = 0;
    const second = await server(env, smtp);
    await smtp.waitUntil(() => smtp.counts().distinct === 120, 60_000, 'all 120 mails');
    // A late repeat would show once the queue has settled and the server has drained and exited.
    await settled();
    second.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(smtp.counts()).toMatchObject({ received: 120, distinct: 120, repeated: 0 });
    expect(new Set(smtp.received.map((m) => m.to))).toEqual(new Set(guests.map((g) => g.email)));
    const state = await finalState();
    expect(state.communication).toBe('sent');
    expect(new Set(state.statuses)).toEqual(new Set(['sent']));
  }, 240_000);
});
