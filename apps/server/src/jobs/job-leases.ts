import type { Database } from '../db/client.ts';

/** A job as fetched: its id, and when this fetch started it (the fence: a later fetch of the job starts it anew). */
export interface HeldJob {
  id: string;
  startedOn: Date;
}

/**
 * Leases on the jobs a process is working on, kept in pg-boss's own table (ADR 20). A fetched job is 'active' with
 * `expire_in` from its queue: the lease. While this process works on it, a heartbeat moves the lease on; when the
 * process dies the heartbeats stop, the lease runs out, and any process's sweep hands the job back to the queue.
 * pg-boss alone would wait for its 15-minute expiry (and time a slow batch out on the client while it still sends).
 *
 * Every write about a held job is fenced by its `started_on`: a holder whose lease ran out (and whose job another
 * worker fetched since) changes nothing of the new holder's.
 */
export interface JobLeases {
  /** Seconds a job stays claimed without a heartbeat. */
  readonly seconds: number;
  /** Creates the index the sweep reads (pg-boss has none on active jobs). */
  prepare(): Promise<void>;
  /** Moves the lease of these held jobs on by `seconds` from now. */
  extend(name: string, jobs: HeldJob[]): Promise<void>;
  /** The ids of these jobs that this holder still holds. */
  stillHeld(name: string, jobs: HeldJob[]): Promise<string[]>;
  /** Completes the held jobs (pg-boss's complete, fenced). */
  complete(name: string, jobs: HeldJob[]): Promise<void>;
  /** Active jobs of these queues whose lease ran out (all of them with `everything`) go back to the queue. */
  sweep(names: string[], options?: { everything?: boolean }): Promise<number>;
  /**
   * Jobs this process gives up without having done them (shutdown, a mail server that cannot be reached): back to
   * the queue after `delaySeconds`, and the attempt is not counted against their retries.
   */
  handBack(name: string, jobs: HeldJob[], delaySeconds: number): Promise<void>;
}

/** `FROM` rows of (id, started_on) pairs, matched to the table at millisecond precision (what a JS Date holds). */
const HELD = `unnest($2::uuid[], $3::timestamptz[]) AS held(id, started_on)`;
const FENCE = `j.name = $1 AND j.id = held.id AND j.state = 'active'
  AND date_trunc('milliseconds', j.started_on) = held.started_on`;

export function createJobLeases(database: Pick<Database, 'executeSql'>, seconds: number): JobLeases {
  const pairs = (jobs: HeldJob[]) => [jobs.map((j) => j.id), jobs.map((j) => j.startedOn.toISOString())];
  return {
    seconds,
    async prepare() {
      // On the partitioned table, so every queue's partition gets it; small, since few jobs are active at once.
      await database.executeSql(
        `CREATE INDEX IF NOT EXISTS huddle_job_active_idx ON pgboss.job (name, started_on) WHERE state = 'active'`,
      );
    },
    async extend(name, jobs) {
      if (jobs.length === 0) return;
      await database.executeSql(
        `UPDATE pgboss.job j SET expire_in = (now() - j.started_on) + make_interval(secs => $4)
           FROM ${HELD} WHERE ${FENCE}`,
        [name, ...pairs(jobs), seconds],
      );
    },
    async stillHeld(name, jobs) {
      if (jobs.length === 0) return [];
      const { rows } = await database.executeSql(`SELECT j.id FROM pgboss.job j, ${HELD} WHERE ${FENCE}`, [
        name,
        ...pairs(jobs),
      ]);
      return (rows as { id: string }[]).map((r) => r.id);
    },
    async complete(name, jobs) {
      if (jobs.length === 0) return;
      await database.executeSql(
        `UPDATE pgboss.job j SET completed_on = now(), state = 'completed', output = NULL FROM ${HELD} WHERE ${FENCE}`,
        [name, ...pairs(jobs)],
      );
    },
    async sweep(names, options = {}) {
      // started_on stays: the next fetch counts the attempt, so a job that kills its process is not run for ever. The
      // lease starts again from the queue's length (a heartbeat may have stretched it).
      const { rows } = await database.executeSql(
        `WITH swept AS (
           UPDATE pgboss.job SET state = 'retry', start_after = now(), expire_in = make_interval(secs => $2)
            WHERE name = ANY($1::text[]) AND state = 'active'
              ${options.everything ? '' : 'AND started_on + expire_in < now()'}
           RETURNING 1)
         SELECT count(*)::int AS count FROM swept`,
        [names, seconds],
      );
      return (rows[0] as { count: number } | undefined)?.count ?? 0;
    },
    async handBack(name, jobs, delaySeconds) {
      if (jobs.length === 0) return;
      await database.executeSql(
        `UPDATE pgboss.job j
            SET state = 'retry', started_on = NULL, start_after = now() + make_interval(secs => $4),
                expire_in = make_interval(secs => $5)
           FROM ${HELD} WHERE ${FENCE}`,
        [name, ...pairs(jobs), delaySeconds, seconds],
      );
    },
  };
}
