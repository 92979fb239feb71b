import type { Tenancy } from '../db/tenancy.ts';
import type { JobDefinition, Queue } from '../jobs/queue.ts';
import type { DomainEventCatalog, DomainEventName } from './catalog.ts';
import type { DomainEventRef } from './delivery.job.ts';
import * as outbox from './outbox.repository.ts';

/** What a service states: a domain event of the catalog, written in its transaction. */
export interface DomainEventPublisher {
  publish<N extends DomainEventName>(name: N, payload: DomainEventCatalog[N]): Promise<void>;
}

/**
 * Writes the event and its delivery job in the current scope's transaction (both exist only if it commits), and
 * wakes this process's delivery worker once it has committed (ADR 27).
 */
export function createPublisher(deps: {
  tenancy: Pick<Tenancy, 'bind' | 'db' | 'currentOrganization' | 'afterCommit'>;
  queue: Pick<Queue, 'enqueue' | 'wake'>;
  job: JobDefinition<DomainEventRef>;
  /** Told of each event once committed: the test app delivers them before it answers. */
  onCommitted?: (ref: DomainEventRef) => void;
}): DomainEventPublisher {
  const repo = deps.tenancy.bind(outbox);
  return {
    async publish(name, payload) {
      const eventId = await repo.insertEvent(name, payload);
      const ref = { organizationId: deps.tenancy.currentOrganization()!, eventId };
      await deps.queue.enqueue(deps.tenancy.db, deps.job, ref);
      deps.tenancy.afterCommit(() => {
        deps.queue.wake(deps.job);
        deps.onCommitted?.(ref);
      });
    },
  };
}
