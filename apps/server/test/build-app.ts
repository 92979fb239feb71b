import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino, { type DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { createDiskStorage } from '../src/integrations/storage/storage.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { createLogger } from '../src/lib/logging.ts';
import type { DomainEventRef } from '../src/domain-events/delivery.job.ts';
import { createServices } from '../src/services.ts';
import { withDatabase } from './global-setup.ts';
import { pgliteTemplate } from './pglite-template.ts';

async function openTestDatabase(
  dataDir: string | null,
  through?: { port: number },
  idleInTransactionMs?: number,
): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A data directory that already holds a database (a test reopening its own) is opened as it is.
    if (dataDir && fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) return openDatabase({ dataDir });
    return openDatabase({ dataDir, from: await pgliteTemplate() });
  }
  const name = `huddle_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const own = new URL(withDatabase(url, name));
  if (through) own.port = String(through.port);
  const database = await openDatabase({ databaseUrl: own.toString(), idleInTransactionMs });
  return {
    ...database,
    url: withDatabase(url, name),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export interface TestAppOptions {
  smtpUrl?: string;
  /** Start the job workers (mail delivery); off by default, mail then stays in the outbox as pending. */
  workers?: boolean;
  now?: Date;
  /** A built SPA folder to serve; none by default. */
  webDist?: string;
  production?: boolean;
  /** Mail retries (the default waits minutes before giving up). */
  mailRetry?: { limit: number; delaySeconds: number };
  /** Environment variables for loadConfig, e.g. { TRUST_PROXY: '1', PUBLIC_SCHEME: 'https', DEV_OUTBOX: '1' }. */
  env?: Record<string, string>;
  /** Where the app logs (at info level); silent by default. */
  logStream?: DestinationStream;
  /** PGlite only: the database in this folder (`DATA_DIR`), so another process can open it after `close`. */
  dataDir?: string;
  /** PostgreSQL only: the app connects through this local port (a proxy that can cut the line). */
  databaseThrough?: { port: number };
  /** Sees every route as the app adds it (AppDeps.onRoute). */
  onRoute?: AppDeps['onRoute'];
}

/** A real app on a real database, driven through app.inject (ARCHITECTURE.md §3.11). */
export async function buildTestApp(options: TestAppOptions = {}) {
  const config = {
    // Links in test mails are http://{subdomain}.huddle.test, without a port, unless a test sets one.
    ...loadConfig({ APP_DOMAIN: 'huddle.test', DATA_DIR: os.tmpdir(), PUBLIC_PORT: '', ...options.env }),
    smtpUrl: options.smtpUrl,
    webDist: options.webDist ?? '/nonexistent',
    production: options.production ?? false,
  };
  const database = await openTestDatabase(options.dataDir ?? null, options.databaseThrough, config.idleInTransactionMs);
  const clock = fixedClock(options.now ?? new Date());
  const logger = options.logStream
    ? createLogger('info', options.logStream)
    : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-uploads-'));
  const storage = createDiskStorage(uploads);
  const mailer = createMailer(options.smtpUrl);
  const committedEvents: DomainEventRef[] = [];
  const servicesWith = (runWorkers: boolean) =>
    createServices({
      config,
      database,
      clock,
      logger,
      mailer,
      storage,
      queueOptions: { pollingIntervalSeconds: 0.5, runWorkers },
      ...(options.mailRetry && { mailRetry: options.mailRetry }),
      onDomainEventCommitted: (ref) => committedEvents.push(ref),
    });
  const { queue: firstQueue, services, tenancy, listening, domainEvents } = servicesWith(options.workers ?? false);
  await listening;
  let queue = firstQueue;
  const app = await buildApp({
    config,
    database,
    clock,
    logger,
    mailer,
    storage,
    queue,
    services,
    tenancy,
    ...(options.onRoute && { onRoute: options.onRoute }),
  });
  deliverDomainEventsBeforeAnswering(app, committedEvents, domainEvents.deliver);
  await queue.start();
  await app.ready();
  return {
    app,
    db: database.db,
    /** PostgreSQL only: this test's own database, for another process to connect to. */
    databaseUrl: database.url,
    /** Round trips made to PostgreSQL so far (undefined on PGlite), for the round-trip budget tests. */
    roundTrips: () => database.roundTrips(),
    /** The database itself, for tests of the parts below the services (the job queue). */
    database,
    clock,
    services,
    tenancy,
    domainEvents,
    /** Stops the job workers and starts new ones on the same database, as a restarted process would. */
    async restartWorkers() {
      await queue.stop();
      queue = servicesWith(true).queue;
      await queue.start();
    },
    async close() {
      await app.close();
      await queue.stop();
      mailer.close();
      await database.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * Production delivers domain events with the job worker, just after the request commits (ADR 27); a test reads a
 * subscriber's work right after the answer. So the test app delivers the events each request committed before it
 * answers, one delivery at a time (the job, whose later run finds the work done, stays queued).
 */
function deliverDomainEventsBeforeAnswering(
  app: FastifyInstance,
  committed: DomainEventRef[],
  deliver: (ref: DomainEventRef) => Promise<void>,
) {
  let delivering = Promise.resolve();
  app.addHook('onSend', async (_request, _reply, payload) => {
    delivering = delivering.then(async () => {
      // A failed subscriber is logged by the delivery and retried by the job, as in production.
      while (committed.length > 0) await deliver(committed.shift()!).catch(() => {});
    });
    await delivering;
    return payload;
  });
}
