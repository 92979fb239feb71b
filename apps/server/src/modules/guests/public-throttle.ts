import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Per-event limits on the public RSVP form and look-up (ADR 10). Per address limits alone do not fit: an office
 * shares one address, and someone trying emails against one event rotates addresses. One email may try a few times
 * per event; one event takes a generous number of public answers overall.
 */
export const PUBLIC_RSVP_LIMITS = {
  answerPerEmail: { max: 5, windowMs: TEN_MINUTES },
  answerPerEvent: { max: 300, windowMs: TEN_MINUTES },
  lookupPerEmail: { max: 10, windowMs: TEN_MINUTES },
  lookupPerEvent: { max: 300, windowMs: TEN_MINUTES },
} satisfies Record<string, ThrottleRule>;

const MAX_KEYS = 50_000;

/**
 * Fixed-window counters kept in this process's memory: with N copies of the server behind a balancer each copy
 * counts on its own, so the real ceiling is N times the rule (still per event, which is the point). Counters are
 * lost on restart. A shared store (a table, or the rate-limit plugin's Redis) can take this file's place.
 */
export function createThrottle(clock: Clock) {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(now: number) {
    for (const [key, w] of windows) if (now - w.start >= TEN_MINUTES * 6) windows.delete(key);
    // Still too many (a flood of distinct emails): start over rather than grow without bound.
    if (windows.size > MAX_KEYS) windows.clear();
  }

  return {
    /** Counts one attempt against every rule; over any of them the attempt is refused with 429. */
    hit(checks: { key: string; rule: ThrottleRule }[]) {
      const now = clock.now().getTime();
      if (windows.size > MAX_KEYS / 2) prune(now);
      let over = false;
      for (const { key, rule } of checks) {
        let w = windows.get(key);
        if (!w || now - w.start >= rule.windowMs) {
          w = { start: now, count: 0 };
          windows.set(key, w);
        }
        w.count += 1;
        if (w.count > rule.max) over = true;
      }
      if (over) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyRequests);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
