import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { domainEventDeliveries, domainEvents } from '../db/schema/domain-events.ts';

/** Writes a domain event in the caller's transaction; returns its id. */
export async function insertEvent(db: Executor, organizationId: number, name: string, payload: object) {
  const [row] = await db
    .insert(domainEvents)
    .values({ organizationId, name, payload: payload as Record<string, unknown> })
    .returning({ id: domainEvents.id });
  return row!.id;
}

export async function findEvent(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.organizationId, organizationId), eq(domainEvents.id, id)));
  return row;
}

/**
 * Records that `subscriber` handles the event, in the transaction of its work: false when a delivery recorded it
 * already (the work is done). A concurrent delivery waits here for the first one's transaction to end.
 */
export async function claimDelivery(db: Executor, organizationId: number, eventId: number, subscriber: string) {
  const rows = await db
    .insert(domainEventDeliveries)
    .values({ organizationId, eventId, subscriber })
    .onConflictDoNothing()
    .returning({ eventId: domainEventDeliveries.eventId });
  return rows.length > 0;
}
