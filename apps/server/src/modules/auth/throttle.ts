import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  AUTH_FAILURE_MEMORY_HOURS,
  AUTH_FREE_FAILURES,
  AUTH_LOCK_FIRST_MINUTES,
  AUTH_LOCK_MAX_MINUTES,
} from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { authThrottles } from '../../db/schema/users.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Lock-out per account (ADR 0009): a few failures are free, then each one locks the key for twice as long as the
 * last (1, 2, 4 … minutes, capped at an hour). A success clears it. Kept in the database so every process agrees.
 * Keys name what is guarded and whose it is, e.g. `login:12:ann@acme.test` or `onboard:12`; an unknown email gets
 * a key like any other, so a lock says nothing about whether the account exists.
 */
export function createThrottle(db: Db, clock: Clock, keepWritesOnError: Tenancy['keepWritesOnError']) {
  return {
    /** Refuses with the spec's 429 while the key is locked. */
    async check(key: string) {
      const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
      if (row?.lockedUntil && row.lockedUntil > clock.now()) throw lockedOut(row.lockedUntil, clock.now());
    },

    /**
     * Counts a failure (one statement, so concurrent failures each count) and locks once past the free ones. A key
     * quiet for a day starts again from zero.
     */
    async fail(key: string) {
      const now = clock.now();
      const [row] = await db
        .insert(authThrottles)
        .values({ key, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            failures: sql`case when ${authThrottles.updatedAt} < ${addMinutes(now, -AUTH_FAILURE_MEMORY_HOURS * 60).toISOString()}::timestamptz
              then 1 else ${authThrottles.failures} + 1 end`,
            updatedAt: now,
          },
        })
        .returning({ failures: authThrottles.failures });
      const lockedUntil = lockAfter(row?.failures ?? 0, now);
      if (lockedUntil) await db.update(authThrottles).set({ lockedUntil }).where(eq(authThrottles.key, key));
    },

    /** Clears the key, and forgets keys quiet for a day whose lock is over (the table would only grow). */
    async succeed(key: string) {
      const now = clock.now();
      const stale = addMinutes(now, -AUTH_FAILURE_MEMORY_HOURS * 60);
      await db
        .delete(authThrottles)
        .where(
          or(
            eq(authThrottles.key, key),
            and(
              lt(authThrottles.updatedAt, stale),
              or(isNull(authThrottles.lockedUntil), lt(authThrottles.lockedUntil, now)),
            ),
          ),
        );
    },

    /**
     * Counts the attempt as a failure before it runs (one statement: concurrent attempts each see the ones before
     * them), and locks at once when this one would be the failure that locks. Nothing is counted while locked: the
     * statement updates no row and the attempt is refused. Slow checks (password hashing) so cannot race past the
     * lock-out.
     */
    async reserve(key: string) {
      const now = clock.now();
      const stale = addMinutes(now, -AUTH_FAILURE_MEMORY_HOURS * 60).toISOString();
      const failures = sql`(case when ${authThrottles.updatedAt} < ${stale}::timestamptz then 1 else ${authThrottles.failures} + 1 end)`;
      const rows = await db
        .insert(authThrottles)
        .values({ key, failures: 1, updatedAt: now, lockedUntil: lockAfter(1, now) })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            failures,
            updatedAt: now,
            lockedUntil: sql`case when ${failures} >= ${AUTH_FREE_FAILURES}
              then ${now.toISOString()}::timestamptz + least(${AUTH_LOCK_FIRST_MINUTES} * power(2, ${failures} - ${AUTH_FREE_FAILURES}), ${AUTH_LOCK_MAX_MINUTES}) * interval '1 minute'
              else null end`,
          },
          setWhere: sql`${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz`,
        })
        .returning({ failures: authThrottles.failures });
      if (rows.length > 0) return;
      const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
      throw lockedOut(row?.lockedUntil ?? now, now);
    },

    /** Gives back a reservation for an attempt that ended neither in success nor in a counted failure. */
    async release(key: string) {
      await db
        .update(authThrottles)
        .set({
          failures: sql`greatest(${authThrottles.failures} - 1, 0)`,
          lockedUntil: sql`case when ${authThrottles.failures} - 1 < ${AUTH_FREE_FAILURES} then null else ${authThrottles.lockedUntil} end`,
        })
        .where(eq(authThrottles.key, key));
    },

    /**
     * Runs one attempt under the key: refused while locked; a thrown AppError that `counts` is a failure, anything
     * that returns is a success.
     */
    async guard<T>(key: string, attempt: () => Promise<T>, counts: (error: AppError) => boolean): Promise<T> {
      await this.reserve(key);
      try {
        const result = await attempt();
        await this.succeed(key);
        return result;
      } catch (error) {
        if (error instanceof AppError && counts(error)) {
          // A refusal would roll the request back, the reservation with it: this one must count.
          keepWritesOnError();
        } else {
          await this.release(key);
        }
        throw error;
      }
    },
  };
}

/** The spec's 429, saying how long a longer lock lasts. */
function lockedOut(until: Date, now: Date) {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
  return new AppError('rate_limited', AUTH_MESSAGES.tooManyRequestsFor(minutes));
}

/** The lock a failure count earns: none for the free ones, then 1, 2, 4 … minutes, capped. */
function lockAfter(failures: number, now: Date) {
  const over = failures - AUTH_FREE_FAILURES;
  if (over < 0) return null;
  return addMinutes(now, Math.min(AUTH_LOCK_FIRST_MINUTES * 2 ** over, AUTH_LOCK_MAX_MINUTES));
}

export type Throttle = ReturnType<typeof createThrottle>;
