import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { collectionAnnouncements } from '../../db/schema/collections.ts';
import { events } from '../../db/schema/events.ts';
import { users } from '../../db/schema/users.ts';

export type AnnouncementRow = typeof collectionAnnouncements.$inferSelect;
export type AnnouncementStored = AnnouncementRow['status'];
type AnnouncementValues = Omit<typeof collectionAnnouncements.$inferInsert, 'organizationId' | 'id'>;

const own = (organizationId: number, id: number) =>
  and(eq(collectionAnnouncements.organizationId, organizationId), eq(collectionAnnouncements.id, id));

/** A collection's announcements (or one by id), newest first, with the sender's name and avatar. */
export async function announcementsOf(
  db: Executor,
  organizationId: number,
  which: { collectionId: number } | { id: number },
) {
  return db
    .select({
      announcement: collectionAnnouncements,
      sender: { firstName: users.firstName, lastName: users.lastName, email: users.email, avatarKey: users.avatarKey },
    })
    .from(collectionAnnouncements)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, collectionAnnouncements.sentById)))
    .where(
      and(
        eq(collectionAnnouncements.organizationId, organizationId),
        'id' in which
          ? eq(collectionAnnouncements.id, which.id)
          : eq(collectionAnnouncements.eventsCollectionId, which.collectionId),
      ),
    )
    .orderBy(sql`${collectionAnnouncements.createdAt} desc`, sql`${collectionAnnouncements.id} desc`);
}

/** How many announcements each collection has, in one statement. */
export async function countsOf(db: Executor, organizationId: number, collectionIds: number[]) {
  if (collectionIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ collectionId: collectionAnnouncements.eventsCollectionId, value: count() })
    .from(collectionAnnouncements)
    .where(
      and(
        eq(collectionAnnouncements.organizationId, organizationId),
        inArray(collectionAnnouncements.eventsCollectionId, collectionIds),
      ),
    )
    .groupBy(collectionAnnouncements.eventsCollectionId);
  return new Map(rows.map((r) => [r.collectionId, r.value]));
}

export async function findAnnouncement(db: Executor, organizationId: number, id: number) {
  const [row] = await db.select().from(collectionAnnouncements).where(own(organizationId, id));
  return row ?? null;
}

export async function insertAnnouncement(db: Executor, organizationId: number, values: AnnouncementValues) {
  const [row] = await db
    .insert(collectionAnnouncements)
    .values({ ...values, organizationId })
    .returning();
  return row!;
}

/** Changes the row and bumps its version (a dispatch job of an older version then does nothing). */
export async function updateAnnouncement(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<AnnouncementValues>,
) {
  const [row] = await db
    .update(collectionAnnouncements)
    .set({ ...values, version: sql`${collectionAnnouncements.version} + 1`, updatedAt: sql`now()` })
    .where(own(organizationId, id))
    .returning();
  return row!;
}

/**
 * Moves the row from one of `from` to `to` when it still has `version` (a job's or a settled send's); answers
 * whether it moved. The version stays: it is the send's.
 */
export async function moveStatus(
  db: Executor,
  organizationId: number,
  id: number,
  version: number,
  from: AnnouncementStored[],
  values: Partial<AnnouncementValues> & { status: AnnouncementStored },
) {
  const rows = await db
    .update(collectionAnnouncements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        own(organizationId, id),
        eq(collectionAnnouncements.version, version),
        inArray(collectionAnnouncements.status, from),
      ),
    )
    .returning({ id: collectionAnnouncements.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(db: Executor, organizationId: number, id: number) {
  await db.delete(collectionAnnouncements).where(own(organizationId, id));
}

/** Every event of the collection, whoever may see it: the invitations of all of them count. */
export async function eventIdsOf(db: Executor, organizationId: number, collectionId: number) {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.eventsCollectionId, collectionId)))
    .orderBy(asc(events.id));
  return rows.map((r) => r.id);
}
