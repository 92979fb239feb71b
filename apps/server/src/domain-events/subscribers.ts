import type { AnySubscriber, DomainEventName } from './catalog.ts';

/**
 * Who listens to what (ADR 27). The composition root adds each module's subscribers once, before the workers start;
 * the delivery job reads them when an event comes.
 */
export function createSubscriberRegistry() {
  const byName = new Map<string, AnySubscriber>();
  return {
    add(...subscribers: AnySubscriber[]) {
      for (const s of subscribers) {
        // The name keys its deliveries: two subscribers of one name would each think the other's work done.
        if (byName.has(s.name)) throw new Error(`Two domain event subscribers are named ${s.name}`);
        byName.set(s.name, s);
      }
    },
    /** The subscribers of one event, in the order they were added. */
    of: (name: DomainEventName | string) => [...byName.values()].filter((s) => s.on === name),
  };
}

export type SubscriberRegistry = ReturnType<typeof createSubscriberRegistry>;
