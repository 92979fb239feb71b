/** Time comes from a clock passed in, so tests can set it (ARCHITECTURE.md §3.8). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => (current = new Date(d)),
    advance: (ms) => (current = new Date(current.getTime() + ms)),
  };
}

export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}
