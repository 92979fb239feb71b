import type { EventInput } from '@huddle/domain/event-schemas';
import type { DomainEventPublisher } from '../../domain-events/publisher.ts';
import type { EventRow } from './events.repository.ts';

/**
 * The domain events of a save (ADR 27), what the subscribers (communications, surveys, integrations) react to: the
 * first publication, an edit from the form (with its update mail's choice), and moved times.
 */
export async function publishSaved(
  domainEvents: DomainEventPublisher,
  save: { actorId: number; eventId: number; existing: EventRow | null; input: EventInput; publish: boolean },
) {
  const { actorId, eventId, existing, input, publish } = save;
  if (publish && !existing?.published) await domainEvents.publish('event.published', { eventId, actorId });
  if (!existing) return;
  if (!publish) {
    await domainEvents.publish('event.updated', {
      eventId,
      actorId,
      published: existing.published,
      sendUpdates: input.send_email_updates,
      message: input.email_updates_message,
    });
  }
  const times = (start: Date, ends: Date) => ({ startAt: start.toISOString(), endsAt: ends.toISOString() });
  const previous = times(existing.startAt, existing.endsAt);
  const current = times(input.start, input.ends);
  if (previous.startAt !== current.startAt || previous.endsAt !== current.endsAt) {
    await domainEvents.publish('event.time_changed', { eventId, previous, current });
  }
}
