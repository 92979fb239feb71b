import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { executeSql, type Database, type Executor } from '../db/client.ts';
import { APP_ROLE, SYSTEM_ROLE } from '../db/tenancy.ts';

export interface JobDefinition<T extends object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs fetched at once (default 1); each is handled, failed and retried on its own. */
  batchSize?: number;
  handle(data: T, meta: { retryCount: number; retryLimit: number }): Promise<void>;
}

export interface Queue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Adds a job in the caller's transaction: it exists only if the transaction commits. */
  enqueue<T extends object>(
    tx: Executor,
    job: JobDefinition<T>,
    data: T,
    options?: { startAfter?: Date },
  ): Promise<void>;
  /** Many jobs of one kind in one statement, in the caller's transaction. */
  enqueueMany<T extends object>(tx: Executor, job: JobDefinition<T>, data: T[]): Promise<void>;
}

/** pg-boss on the application's own database (PGlite or PostgreSQL), with its workers in this process. */
export function createQueue(
  database: Database,
  jobs: JobDefinition<never>[],
  logger: Logger,
  options: { pollingIntervalSeconds?: number; runWorkers?: boolean } = {},
): Queue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite serves one query at a time: keep the background upkeep modest.
    maintenanceIntervalSeconds: 120,
    monitorStateIntervalSeconds: 120,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  return {
    async start() {
      await boss.start();
      // Requests and jobs queue work inside their own transactions, under the roles of ADR 12.
      await database.executeSql(
        `GRANT USAGE ON SCHEMA pgboss TO ${APP_ROLE}, ${SYSTEM_ROLE};
         GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA pgboss TO ${APP_ROLE}, ${SYSTEM_ROLE}`,
      );
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
        });
        if (options.runWorkers === false) continue;
        await boss.work(
          job.name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
            batchSize: job.batchSize ?? 1,
            includeMetadata: true,
          },
          async (items) => {
            // One failure fails only its own job (and schedules its retry); the rest complete with the batch.
            for (const item of items) {
              try {
                await job.handle(item.data as never, { retryCount: item.retryCount, retryLimit: item.retryLimit });
              } catch (error) {
                if (items.length === 1) throw error;
                await boss.fail(job.name, item.id, { message: String(error) });
              }
            }
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
    async enqueue(tx, job, data, sendOptions = {}) {
      await boss.send(job.name, data, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        db: { executeSql: (text, values) => executeSql(tx, text, values) },
      });
    },
    async enqueueMany(tx, job, data) {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({
          name: job.name,
          data: item,
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
        })),
        { db: { executeSql: (text, values) => executeSql(tx, text, values) } },
      );
    },
  };
}
