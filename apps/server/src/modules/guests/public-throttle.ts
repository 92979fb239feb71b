import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60 * 1000;

const HOUR = 60 * 60 * 1000;

/**
 * Per-event limits on the public RSVP form and look-up (ADR 10). Per address limits alone do not fit: an office
 * shares one address, and someone trying emails against one event rotates addresses. Callers with a guest cookie are
 * never counted. One email may try a few times per event; the per-event ceiling counts only what a prober produces
 * (answers that need proof, look-ups that find nothing), so guests answering never use it up; an address gets a few
 * proof mails an hour, whatever the events.
 */
export const PUBLIC_RSVP_LIMITS = {
  answerPerEmail: { max: 5, windowMs: TEN_MINUTES },
  answerPerEvent: { max: 300, windowMs: TEN_MINUTES },
  lookupPerEmail: { max: 10, windowMs: TEN_MINUTES },
  lookupPerEvent: { max: 300, windowMs: TEN_MINUTES },
  proofMailsPerAddress: { max: 3, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

/** A rule with its key, e.g. `answer:{event}:{email}`. */
export interface ThrottleCheck {
  key: string;
  rule: ThrottleRule;
}

const DEFAULT_MAX_KEYS = 50_000;

/**
 * Fixed-window counters kept in this process's memory: with N copies of the server behind a balancer each copy
 * counts on its own, so the real ceiling is N times the rule (still per event, which is the point). Counters are
 * lost on restart. A shared store (a table, or the rate-limit plugin's Redis) can take this file's place.
 */
export function createThrottle(clock: Clock, maxKeys = DEFAULT_MAX_KEYS) {
  // In insertion order, and a key is re-inserted when its window starts again: the first keys are the oldest.
  const windows = new Map<string, { until: number; count: number }>();

  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && now < w.until ? w : undefined;
  };

  /** Full: drop the windows that are over, then (still full, a flood of distinct keys) the oldest ones. */
  function makeRoom(now: number) {
    for (const [key, w] of windows) if (now >= w.until) windows.delete(key);
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  }

  return {
    /** Whether any rule is already used up (nothing is counted). */
    exceeded(checks: ThrottleCheck[]) {
      const now = clock.now().getTime();
      return checks.some(({ key, rule }) => (current(key, now)?.count ?? 0) >= rule.max);
    },

    /** Refuses with the spec's 429 when any rule is already used up; creates and counts nothing. */
    check(checks: ThrottleCheck[]) {
      if (this.exceeded(checks)) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyRequests);
    },

    /** Counts one attempt against every rule. When full, the oldest keys make room (never a reset of all). */
    count(checks: ThrottleCheck[]) {
      const now = clock.now().getTime();
      for (const { key, rule } of checks) {
        const w = current(key, now);
        if (w) {
          w.count += 1;
          continue;
        }
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(now);
        windows.set(key, { until: now + rule.windowMs, count: 1 });
      }
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
