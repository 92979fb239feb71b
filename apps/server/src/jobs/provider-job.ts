import { ProviderError } from '../integrations/provider-error.ts';
import type { JobDefinition } from './queue.ts';

/** How often a job that a provider rate-limits is queued again for its Retry-After before the queue's own retries. */
const RATE_LIMITED_RUNS = 5;

/**
 * A job that calls a provider (ADR 33). When the provider says how long to wait (429 with Retry-After), the job is
 * queued again for then, up to RATE_LIMITED_RUNS times, instead of failing into the queue's own backoff; other
 * failures are retried by the queue. `later` queues the definition again (wall time, as the queue compares with now()).
 */
export function providerJob<T extends object>(p: {
  name: string;
  handle: (data: T) => Promise<void>;
  retryLimit?: number;
  later: (definition: JobDefinition<T>, data: T, seconds: number) => Promise<void>;
}): JobDefinition<T> {
  const definition: JobDefinition<T & { rateLimitedRuns?: number }> = {
    name: p.name,
    retryLimit: p.retryLimit ?? 5,
    retryDelaySeconds: 5,
    async handle(data) {
      try {
        await p.handle(data);
      } catch (error) {
        const runs = data.rateLimitedRuns ?? 0;
        if (!(error instanceof ProviderError) || error.retryAfterSeconds === null || runs >= RATE_LIMITED_RUNS) {
          throw error;
        }
        await p.later(definition as JobDefinition<T>, { ...data, rateLimitedRuns: runs + 1 }, error.retryAfterSeconds);
      }
    },
  };
  return definition as JobDefinition<T>;
}
