import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { ensureReferenceData } from './db/seed/reference.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createDiskStorage } from './integrations/storage/storage.ts';
import { systemClock } from './lib/clock.ts';
import { linkBaseOf } from './lib/links.ts';
import { createLogger } from './lib/logging.ts';
import { createServices } from './services.ts';

// config → database → migrations → app → worker → listen
const config = loadConfig();
const logger = createLogger(config.logLevel);
for (const warning of startupWarnings(config)) logger.warn(warning);
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
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
const app = await buildApp({ config, database, clock: systemClock, logger, mailer, storage, queue, services, tenancy });
await queue.start();
// Scheduled sends whose job is missing (demo data, or a job that gave up) are queued again.
await services.communications.resumeDispatches();
await app.listen({ port: config.port, host: config.host });
logger.info(`Huddle is up: open ${linkBaseOf(config)({ subdomain: 'acme' })}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await app.close();
  await queue.stop();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
