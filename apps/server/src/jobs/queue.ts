import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { executeSql, type Database, type Executor } from '../db/client.ts';
import { APP_ROLE, SYSTEM_ROLE } from '../db/tenancy.ts';

export interface JobItem<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs fetched at once (default 1); each is failed and retried on its own. */
  batchSize?: number;
  /**
   * Workers of this kind in this process on PostgreSQL (default 1): while one batch waits on the network, another is
   * fetched and marked. PGlite serves one query at a time, so it always gets one.
   */
  workers?: number;
  handle(data: T, meta: { retryCount: number; retryLimit: number }): Promise<void>;
  /**
   * A fetched batch handled together (set-based reads and writes); returns the jobs that failed, each with its
   * error. The others complete. Without it, each job of the batch goes through `handle` in turn.
   */
  handleBatch?(items: JobItem<T>[]): Promise<{ id: string; error: unknown }[]>;
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
  /**
   * Wakes this process's idle workers of a job now instead of at their next poll: for work just committed here
   * (delivery jobs of a dispatch). Other processes find it at their next poll.
   */
  wake<T extends object>(job: JobDefinition<T>): void;
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
  const workerIds = new Map<string, string[]>();

  async function handleItems(job: JobDefinition<never>, items: JobItem<never>[]) {
    if (job.handleBatch) {
      for (const { id, error } of await job.handleBatch(items)) {
        await boss.fail(job.name, id, { message: String(error) });
      }
      return;
    }
    // One failure fails only its own job (and schedules its retry); the rest complete with the batch.
    for (const item of items) {
      try {
        await job.handle(item.data, { retryCount: item.retryCount, retryLimit: item.retryLimit });
      } catch (error) {
        if (items.length === 1) throw error;
        await boss.fail(job.name, item.id, { message: String(error) });
      }
    }
  }

  async function startWorker(job: JobDefinition<never>) {
    const batchSize = job.batchSize ?? 1;
    let self = '';
    self = await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize, includeMetadata: true },
      async (items) => {
        await handleItems(
          job,
          items.map((item) => ({
            id: item.id,
            data: item.data as never,
            retryCount: item.retryCount,
            retryLimit: item.retryLimit,
          })),
        );
        // A full batch means more is waiting: fetch again at once instead of sleeping until the next poll.
        if (items.length === batchSize && self) boss.notifyWorker(self);
      },
    );
    workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), self]);
  }

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
        const count = database.kind === 'pglite' ? 1 : (job.workers ?? 1);
        for (let i = 0; i < count; i++) await startWorker(job);
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
    wake(job) {
      for (const id of workerIds.get(job.name) ?? []) boss.notifyWorker(id);
    },
  };
}
