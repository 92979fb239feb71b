import type { Database } from '../db/client.ts';

/**
 * Leases on the jobs a process is working on, kept in pg-boss's own table (ADR 20). A fetched job is 'active' with
 * `expire_in` from its queue: the lease. While this process works on it, a heartbeat moves the lease on; when the
 * process dies the heartbeats stop, the lease runs out, and any process's sweep hands the job back to the queue.
 * pg-boss alone would wait for its 15-minute expiry (and time a slow batch out on the client while it still sends).
 */
export interface JobLeases {
  /** Seconds a job stays claimed without a heartbeat. */
  readonly seconds: number;
  /** Moves the lease of these active jobs on by `seconds` from now. */
  extend(name: string, ids: string[]): Promise<void>;
  /** Active jobs of these queues whose lease ran out (all of them with `everything`) go back to the queue. */
  sweep(names: string[], options?: { everything?: boolean }): Promise<number>;
  /**
   * Jobs this process gives up without having done them (shutdown, a mail server that cannot be reached): back to
   * the queue after `delaySeconds`, and the attempt is not counted against their retries.
   */
  handBack(name: string, ids: string[], delaySeconds: number): Promise<void>;
}

export function createJobLeases(database: Pick<Database, 'executeSql'>, seconds: number): JobLeases {
  return {
    seconds,
    async extend(name, ids) {
      if (ids.length === 0) return;
      await database.executeSql(
        `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [name, ids, seconds],
      );
    },
    async sweep(names, options = {}) {
      // started_on stays: the next fetch counts the attempt, so a job that kills its process is not run for ever.
      const { rows } = await database.executeSql(
        `WITH swept AS (
           UPDATE pgboss.job SET state = 'retry', start_after = now()
            WHERE name = ANY($1::text[]) AND state = 'active'
              ${options.everything ? '' : 'AND started_on + expire_in < now()'}
           RETURNING 1)
         SELECT count(*)::int AS count FROM swept`,
        [names],
      );
      return (rows[0] as { count: number } | undefined)?.count ?? 0;
    },
    async handBack(name, ids, delaySeconds) {
      if (ids.length === 0) return;
      await database.executeSql(
        `UPDATE pgboss.job
            SET state = 'retry', started_on = NULL, start_after = now() + make_interval(secs => $3)
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [name, ids, delaySeconds],
      );
    },
  };
}
