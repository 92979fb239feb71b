import type { TestApp } from './build-app.ts';

/**
 * Probes until `done` holds and returns that value as soon as it does (workers and notifications act in their own
 * time), or fails with the last value seen once `timeoutMs` has passed. Never a fixed sleep.
 */
export async function until<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 60_000) {
  const start = performance.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Waits until the job queue has settled: no job in a worker's hands and none due within a minute (a retry after
 * its backoff included). What a test proves did NOT happen (a late duplicate) has then had every chance to happen,
 * without waiting a guessed number of seconds. Jobs scheduled further ahead (an event's start) do not count.
 */
export function queueSettled(t: Pick<TestApp, 'database'>, timeoutMs = 60_000) {
  return until(
    async () => {
      const { rows } = await t.database.executeSql(
        `SELECT count(*)::int AS busy FROM pgboss.job
          WHERE state = 'active' OR (state IN ('created', 'retry') AND start_after < now() + interval '1 minute')`,
      );
      return (rows[0] as { busy: number }).busy;
    },
    (busy) => busy === 0,
    timeoutMs,
  );
}
