import type { JobDefinition } from './queue.ts';

/**
 * A job that sends something at its time (a communication, an announcement): retried five times ten seconds apart,
 * and when the last try fails `giveUp` marks the row failed instead of leaving it in progress for ever.
 */
export function dispatchJob<T extends object>(
  name: string,
  run: (data: T) => Promise<void>,
  giveUp: (data: T) => Promise<void>,
): JobDefinition<T> {
  return {
    name,
    retryLimit: 5,
    retryDelaySeconds: 10,
    async handle(data, meta) {
      try {
        await run(data);
      } catch (error) {
        if (meta.retryCount >= meta.retryLimit) await giveUp(data);
        throw error;
      }
    },
  };
}
