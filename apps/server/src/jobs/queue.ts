import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { executeSql, type Database, type Executor } from '../db/client.ts';
import { APP_ROLE, SYSTEM_ROLE } from '../db/tenancy.ts';
import { rootMessage } from '../lib/errors.ts';
import { createJobLeases } from './job-leases.ts';
import { startWorker, type BatchOutcome, type JobItem, type Worker } from './worker.ts';

export type { BatchOutcome, JobItem } from './worker.ts';

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
   * error, and those put off. The others complete. Without it, each job of the batch goes through `handle` in turn.
   * `stopping` aborts when the process shuts down: start nothing new, finish what is under way, put off the rest.
   */
  handleBatch?(items: JobItem<T>[], stopping: AbortSignal): Promise<BatchOutcome>;
}

export interface Queue {
  start(): Promise<void>;
  /**
   * Stops fetching and waits up to `deadlineMs` for the batches in hand; what is still in hand then goes back to the
   * queue for another process (or the next start), without counting an attempt.
   */
  stop(deadlineMs?: number): Promise<void>;
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

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  runWorkers?: boolean;
  /** Seconds a fetched job stays claimed without a heartbeat (ADR 20). */
  leaseSeconds?: number;
}

/** The lease, and how often it is renewed and the queue swept for jobs whose process died. */
export const DEFAULT_LEASE_SECONDS = 30;

/** pg-boss on the application's own database (PGlite or PostgreSQL), with its workers in this process. */
export function createQueue(
  database: Database,
  jobs: JobDefinition<never>[],
  logger: Logger,
  options: QueueOptions = {},
): Queue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // PGlite serves one query at a time: keep the background upkeep modest.
    maintenanceIntervalSeconds: 120,
    monitorStateIntervalSeconds: 120,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const leases = createJobLeases(database, leaseSeconds);
  const workers = new Map<string, Worker[]>();
  const names = jobs.map((j) => j.name);
  let timers: NodeJS.Timeout[] = [];

  async function handleItems(
    job: JobDefinition<never>,
    items: JobItem<never>[],
    stopping: AbortSignal,
  ): Promise<BatchOutcome> {
    if (job.handleBatch) return job.handleBatch(items, stopping);
    // One failure fails only its own job (and schedules its retry); the rest complete with the batch.
    const failed: BatchOutcome['failed'] = [];
    for (const item of items) {
      try {
        await job.handle(item.data, { retryCount: item.retryCount, retryLimit: item.retryLimit });
      } catch (error) {
        failed.push({ id: item.id, error });
      }
    }
    return { failed };
  }

  /** Heartbeats for the jobs in hand, and the sweep that hands back those of processes that died. */
  function keepLeases() {
    const beat = async () => {
      for (const [name, list] of workers) {
        await leases.extend(
          name,
          list.flatMap((w) => w.inHand()),
        );
      }
    };
    const every = Math.max(1, leaseSeconds / 3) * 1000;
    timers = [
      setInterval(
        () => void beat().catch((error) => logger.warn({ cause: rootMessage(error) }, 'job lease heartbeat failed')),
        every,
      ),
      setInterval(
        () => void leases.sweep(names).catch((error) => logger.warn({ cause: rootMessage(error) }, 'job sweep failed')),
        Math.min(every, 5_000),
      ),
    ];
    for (const timer of timers) timer.unref();
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
        const settings = {
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: leaseSeconds,
        };
        // A queue made by an earlier version gets today's settings (its lease above all).
        if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...settings });
        else await boss.createQueue(job.name, { name: job.name, ...settings });
      }
      if (options.runWorkers === false) return;
      await leases.prepare();
      // One process owns a PGlite data directory: whatever is active there was held by a process that is gone.
      const taken = await leases.sweep(names, { everything: database.kind === 'pglite' });
      if (taken) logger.info({ jobs: taken }, 'jobs of a stopped process taken up again');
      for (const job of jobs) {
        const count = database.kind === 'pglite' ? 1 : (job.workers ?? 1);
        const list: Worker[] = [];
        for (let i = 0; i < count; i++) {
          list.push(
            startWorker({
              boss,
              name: job.name,
              batchSize: job.batchSize ?? 1,
              pollingMs: (options.pollingIntervalSeconds ?? 1) * 1000,
              leases,
              logger,
              handle: (items, stopping) => handleItems(job, items, stopping),
            }),
          );
        }
        workers.set(job.name, list);
      }
      keepLeases();
    },
    async stop(deadlineMs = 10_000) {
      const all = [...workers.values()].flat();
      const drained = Promise.all(all.map((w) => w.stop()));
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        drained.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), deadlineMs))),
      ]);
      clearTimeout(timer);
      if (late) {
        for (const [name, list] of workers) {
          await leases
            .handBack(
              name,
              list.flatMap((w) => w.inHand()),
              // A few seconds' grace: this process is about to exit, and a mail on the wire may still be marked.
              5,
            )
            .catch(() => {});
        }
      }
      for (const t of timers) clearInterval(t);
      workers.clear();
      await boss.stop({ graceful: false, wait: true });
    },
    async enqueue(tx, job, data, sendOptions = {}) {
      await boss.send(job.name, data, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: leaseSeconds,
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
          expireInSeconds: leaseSeconds,
        })),
        { db: { executeSql: (text, values) => executeSql(tx, text, values) } },
      );
    },
    wake(job) {
      for (const worker of workers.get(job.name) ?? []) worker.wake();
    },
  };
}
