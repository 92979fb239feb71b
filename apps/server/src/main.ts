import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { ensureReferenceData } from './db/seed/reference.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createDiskStorage } from './integrations/storage/storage.ts';
import { systemClock } from './lib/clock.ts';
import { rootMessage } from './lib/errors.ts';
import { linkBaseOf } from './lib/links.ts';
import { createLogger } from './lib/logging.ts';
import { createServices } from './services.ts';

// config → database → migrations → app → worker → listen
const config = loadConfig();
const logger = createLogger(config.logLevel);
for (const warning of startupWarnings(config)) logger.warn(warning);
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, idleInTransactionMs: config.idleInTransactionMs }
    : { dataDir: config.dataDir },
);
await database.migrate();
await ensureReferenceData(database.db);
const storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
if (config.demoData) {
  await seedDemoData(database.db, {
    logger,
    storage,
    linkBase: (subdomain) => linkBaseOf(config)({ subdomain }),
  });
}

const mailer = createMailer(config.smtpUrl, config.smtpPool);
const { queue, services, tenancy, listening } = createServices({
  config,
  database,
  clock: systemClock,
  logger,
  mailer,
  storage,
});
await listening;
const lifecycle = { stopping: false };
const app = await buildApp({
  config,
  database,
  clock: systemClock,
  logger,
  mailer,
  storage,
  queue,
  services,
  tenancy,
  lifecycle,
});
await queue.start();
// Scheduled sends whose job is missing (demo data, or a job that gave up) are queued again.
await services.communications.resumeDispatches();
await app.listen({ port: config.port, host: config.host });
logger.info(`Huddle is up: open ${linkBaseOf(config)({ subdomain: 'acme' })}`);

/**
 * SIGTERM / SIGINT: readiness turns 503 at once; no new connections are taken; running requests finish; the job
 * workers finish their batches or, at the deadline, hand them back to the queue; then the process exits. Past the
 * deadline it exits anyway.
 */
async function shutdown(signal: string) {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  logger.info({ signal, deadlineSeconds: config.shutdownSeconds }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown deadline passed; exiting');
    process.exit(1);
  }, config.shutdownSeconds * 1000).unref();
  const drainMs = Math.max(1_000, config.shutdownSeconds * 1000 - 3_000);
  let code = 0;
  try {
    await Promise.all([app.close(), queue.stop(drainMs)]);
  } catch (error) {
    code = 1;
    logger.error({ cause: rootMessage(error) }, 'stopping failed');
  } finally {
    mailer.close();
    await database.close().catch(() => {});
  }
  logger.info('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
