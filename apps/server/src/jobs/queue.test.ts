import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { until } from '../../test/eventually.ts';
import { createQueue, type JobDefinition } from './queue.ts';

/**
 * The queue's own promises (ADR 20): stopping hands back what a worker still holds at the deadline, without counting
 * an attempt, and another process takes it up at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const logger = pino({ level: 'silent' });
const jobRow = async (name: string) => {
  const { rows } = await t.database.executeSql(
    `SELECT state, retry_count, started_on FROM pgboss.job WHERE name = $1`,
    [name],
  );
  return rows as { state: string; retry_count: number; started_on: Date | null }[];
};

describe('the job queue', () => {
  it('hands back, uncounted, a job still running at the stop deadline; a new worker runs it', async () => {
    const name = 'test-stuck';
    const runs: string[] = [];
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const job = (who: string, wait: boolean): JobDefinition<{ n: number }> => ({
      name,
      retryLimit: 1,
      retryDelaySeconds: 1,
      async handle() {
        runs.push(who);
        if (wait) await stuck;
      },
    });
    const first = createQueue(t.database, [job('first', true) as JobDefinition<never>], logger, {
      pollingIntervalSeconds: 0.1,
    });
    await first.start();
    await t.db.transaction((tx) => first.enqueue(tx, job('first', true), { n: 1 }));
    first.wake(job('first', true));
    await until(
      () => runs.length,
      (n) => n > 0,
      5_000,
    );
    expect(runs).toEqual(['first']);
    expect((await jobRow(name))[0]!.state).toBe('active');

    // The stop deadline is wall time by nature: measured on the wall clock.
    const stopping = Date.now();
    await first.stop(300);
    expect(Date.now() - stopping).toBeLessThan(3_000);
    const [handed] = await jobRow(name);
    expect(handed).toMatchObject({ state: 'retry', retry_count: 0, started_on: null });

    // Another process (here: a new queue) takes it up once its short grace has passed.
    const second = createQueue(t.database, [job('second', false) as JobDefinition<never>], logger, {
      pollingIntervalSeconds: 0.1,
    });
    await second.start();
    await until(
      () => runs.length,
      (n) => n >= 2,
      10_000,
    );
    expect(runs).toEqual(['first', 'second']);
    await until(
      async () => (await jobRow(name))[0]!.state,
      (state) => state === 'completed',
      5_000,
    );
    expect((await jobRow(name))[0]).toMatchObject({ state: 'completed', retry_count: 0 });
    release();
    await second.stop();
  }, 30_000);
});
