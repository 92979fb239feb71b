import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { rootMessage } from '../lib/errors.ts';
import type { HeldJob, JobLeases } from './job-leases.ts';

export interface JobItem<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** What a batch came to: jobs that failed (each retried on its own) and jobs put off without counting an attempt. */
export interface BatchOutcome {
  failed: { id: string; error: unknown }[];
  /** Not attempted (the mail server cannot be reached): back to the queue, and this worker rests as long. */
  deferred?: { ids: string[]; seconds: number };
}

export interface Worker {
  /** Fetch now instead of at the next poll. */
  wake(): void;
  /** Stops fetching; resolves once the batch in hand is done. */
  stop(): Promise<void>;
  /** The jobs in hand. */
  inHand(): HeldJob[];
}

/**
 * One worker: fetch a batch, hold its lease while it runs, complete or fail each job, and fetch again at once when
 * the batch was full. A failed fetch, complete or fail (the database restarting) is not fatal: the loop goes on,
 * and a job whose end was not recorded comes back when its lease runs out.
 */
export function startWorker(deps: {
  boss: PgBoss;
  name: string;
  batchSize: number;
  pollingMs: number;
  leases: JobLeases;
  logger: Logger;
  handle(items: JobItem<never>[], stopping: AbortSignal): Promise<BatchOutcome>;
}): Worker {
  const { boss, name, batchSize } = deps;
  let stopped = false;
  const stopping = new AbortController();
  let wakeUp: (() => void) | null = null;
  // A wake that came while a batch was in hand: the next rest is skipped.
  let woken = false;
  let inHand: HeldJob[] = [];
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function runBatch(jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<BatchOutcome> {
    const items = jobs.map((j) => ({
      id: j.id,
      data: j.data as never,
      retryCount: j.retryCount,
      retryLimit: j.retryLimit,
    }));
    inHand = jobs.map((j) => ({ id: j.id, startedOn: j.startedOn }));
    try {
      return await deps.handle(items, stopping.signal);
    } catch (error) {
      return { failed: items.map((i) => ({ id: i.id, error })) };
    }
  }

  /** Ends the batch's jobs that this worker still holds; one whose lease ran out belongs to its new holder. */
  async function record(held: HeldJob[], outcome: BatchOutcome) {
    const heldNamed = (ids: Iterable<string>) => {
      const wanted = new Set(ids);
      return held.filter((j) => wanted.has(j.id));
    };
    const settled = new Set([...outcome.failed.map((f) => f.id), ...(outcome.deferred?.ids ?? [])]);
    await deps.leases.complete(
      name,
      held.filter((j) => !settled.has(j.id)),
    );
    const stillHeld = new Set(await deps.leases.stillHeld(name, heldNamed(outcome.failed.map((f) => f.id))));
    // One statement per distinct reason: a batch refused by one busy server is one write, not two hundred.
    const byReason = new Map<string, string[]>();
    for (const { id, error } of outcome.failed.filter((f) => stillHeld.has(f.id))) {
      const message = rootMessage(error);
      byReason.set(message, [...(byReason.get(message) ?? []), id]);
    }
    // pg-boss fails many ids with one output; its types only say so for a single id.
    const failMany = boss as unknown as { fail(name: string, ids: string[], data: object): Promise<unknown> };
    for (const [message, ids] of byReason) await failMany.fail(name, ids, { message });
    if (outcome.deferred) {
      await deps.leases.handBack(name, heldNamed(outcome.deferred.ids), outcome.deferred.seconds);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      const jobs = (await boss.fetch(name, { batchSize, includeMetadata: true }).catch(() => [])) ?? [];
      if (jobs.length === 0) {
        await rest(deps.pollingMs);
        continue;
      }
      const outcome = await runBatch(jobs);
      try {
        await record(inHand, outcome);
      } catch (error) {
        // The database is away: these jobs stay active until their lease runs out, then run again (their rows
        // say what was done, so nothing is sent twice).
        deps.logger.warn({ cause: rootMessage(error), queue: name }, 'could not record the end of a batch');
      } finally {
        inHand = [];
      }
      if (outcome.deferred) await rest(outcome.deferred.seconds * 1000);
      else if (jobs.length < batchSize) await rest(deps.pollingMs);
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    inHand: () => inHand,
    async stop() {
      stopped = true;
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
