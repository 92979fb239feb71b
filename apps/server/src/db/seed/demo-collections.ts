import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { eventsCollectionOrganizers, eventsCollections } from '../schema/collections.ts';
import { events } from '../schema/events.ts';

interface DemoEvent {
  id: number;
  startAt: Date;
  endsAt: Date;
  published: boolean;
  privacy: string;
}

/**
 * Collections for the demo (issue 19): two published ones (one of upcoming events, one with a past and an upcoming
 * event, so its page's Past filter shows something) and a draft. Their dates come from their events.
 */
export async function seedDemoCollections(
  tx: Executor,
  input: { organizationId: number; now: Date; events: DemoEvent[]; organizerIds: number[] },
) {
  const { organizationId, now } = input;
  const shown = input.events.filter((e) => e.published && e.privacy !== 'invite_only');
  const upcoming = shown.filter((e) => e.endsAt > now).sort((a, b) => +a.startAt - +b.startAt);
  const past = shown.filter((e) => e.endsAt <= now).sort((a, b) => +b.startAt - +a.startAt);
  const specs = [
    {
      name: 'Wellness Month',
      description: '<p>A month of events for <strong>body and mind</strong>: talks, walks and workshops.</p>',
      published: true,
      eventIds: upcoming.slice(0, 2).map((e) => e.id),
    },
    {
      name: 'Quarterly Town Halls',
      description: '<p>Every quarter, the whole company meets to look back and ahead.</p>',
      published: true,
      eventIds: [...past.slice(0, 1), ...upcoming.slice(2, 3)].map((e) => e.id),
    },
    {
      name: 'Summer Offsite Series',
      description: '<p>Draft: the offsite programme, still being planned.</p>',
      published: false,
      eventIds: [] as number[],
    },
  ];
  for (const spec of specs) {
    const [row] = await tx
      .insert(eventsCollections)
      .values({
        organizationId,
        name: spec.name,
        description: spec.description,
        safeDescription: spec.description,
        published: spec.published,
        publishedAt: spec.published ? now : null,
        createdById: input.organizerIds[0] ?? null,
      })
      .returning({ id: eventsCollections.id });
    const collectionId = row!.id;
    await tx
      .insert(eventsCollectionOrganizers)
      .values(input.organizerIds.map((userId) => ({ organizationId, eventsCollectionId: collectionId, userId })));
    if (spec.eventIds.length > 0) {
      await tx
        .update(events)
        .set({ eventsCollectionId: collectionId })
        .where(and(eq(events.organizationId, organizationId), inArray(events.id, spec.eventIds)));
    }
  }
}
