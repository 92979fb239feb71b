import type { Logger } from 'pino';
import type { Tenancy } from '../db/tenancy.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { rootMessage } from '../lib/errors.ts';
import type { AnySubscriber, DomainEvent } from './catalog.ts';
import * as outbox from './outbox.repository.ts';
import type { SubscriberRegistry } from './subscribers.ts';

export const DELIVER_DOMAIN_EVENT_JOB = 'deliver-domain-event';

export interface DomainEventRef {
  organizationId: number;
  eventId: number;
}

/**
 * Delivers a committed domain event to each of its subscribers (ADR 27), each in a transaction of its own in the
 * event's organization. The delivery is recorded in the subscriber's transaction, so a delivery run again (a retry,
 * a job taken up after a crash) skips the subscribers whose work committed: at least once, and each does its work
 * once. A failing subscriber does not stop the others; the job then fails and its retry tries the failed ones again.
 */
export function createDomainEventDelivery(deps: {
  tenancy: Pick<Tenancy, 'inOrganization' | 'bind'>;
  subscribers: SubscriberRegistry;
  logger: Logger;
}) {
  const repo = deps.tenancy.bind(outbox);

  async function deliverTo(subscriber: AnySubscriber, event: DomainEvent) {
    await deps.tenancy.inOrganization(event.organizationId, async () => {
      if (!(await repo.claimDelivery(event.id, subscriber.name))) return;
      await (subscriber.handle as (e: DomainEvent) => Promise<void>)(event);
    });
  }

  async function deliver(ref: DomainEventRef) {
    const row = await deps.tenancy.inOrganization(ref.organizationId, () => repo.findEvent(ref.eventId));
    // Gone with its organization.
    if (!row) return;
    const event = row as DomainEvent;
    const failures: unknown[] = [];
    for (const subscriber of deps.subscribers.of(event.name)) {
      try {
        await deliverTo(subscriber, event);
      } catch (error) {
        deps.logger.warn(
          { event: event.name, eventId: event.id, subscriber: subscriber.name, cause: rootMessage(error) },
          'domain event subscriber failed',
        );
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${event.name} ${event.id}: a subscriber failed`);
  }

  const job: JobDefinition<DomainEventRef> = {
    name: DELIVER_DOMAIN_EVENT_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: (data) => deliver(data),
  };
  return { job, deliver };
}
