import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CollectionTab } from '@huddle/domain/collection-schemas';
import { rowsOf, type Executor } from '../../db/client.ts';
import { eventsCollectionOrganizers, eventsCollections } from '../../db/schema/collections.ts';
import { events } from '../../db/schema/events.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern } from '../../lib/pagination.ts';
import { hostedBy, seenBy, type EventViewer } from '../events/events.port.ts';

export type CollectionRow = typeof eventsCollections.$inferSelect & {
  /** Derived from its events (spec §1): the earliest start and the latest end, null without events. */
  startsAt: Date | null;
  endsAt: Date | null;
};
export type CollectionInsert = Omit<typeof eventsCollections.$inferInsert, 'organizationId'>;

/** A collection's events as its pages show them. */
export interface CollectionEventRow {
  id: number;
  collectionId: number;
  name: string;
  startAt: Date;
  endsAt: Date;
  timezone: string;
  location: string;
  published: boolean;
  privacy: 'open' | 'organization' | 'invite_only';
  coverImageKey: string | null;
}

/** The dates of each collection of the organization, from its events: one grouped pass over the index. */
const datesOf = (organizationId: number) => sql`(select e.events_collection_id as collection_id,
    min(e.start_at) as starts_at, max(e.ends_at) as ends_at
  from events e where e.organization_id = ${organizationId} and e.events_collection_id is not null
  group by e.events_collection_id)`;

const COLUMNS = sql`c.id, c.organization_id as "organizationId", c.name, c.description,
  c.safe_description as "safeDescription", c.image_key as "imageKey", c.config, c.timezone, c.published,
  c.published_at as "publishedAt", c.created_by_id as "createdById", c.created_at as "createdAt",
  c.updated_at as "updatedAt", d.starts_at as "startsAt", d.ends_at as "endsAt"`;

const dates = (row: Record<string, unknown>): CollectionRow => {
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    ...(row as CollectionRow),
    publishedAt: at(row.publishedAt),
    createdAt: at(row.createdAt)!,
    updatedAt: at(row.updatedAt)!,
    startsAt: at(row.startsAt),
    endsAt: at(row.endsAt),
  };
};

/** Spec §2: upcoming and past are published collections by their end (no events yet: upcoming); drafts the rest. */
function tabCondition(tab: CollectionTab, now: Date): SQL {
  const at = now.toISOString();
  switch (tab) {
    case 'upcoming':
      return sql`c.published and (d.ends_at is null or d.ends_at >= ${at})`;
    case 'past':
      return sql`c.published and d.ends_at < ${at}`;
    case 'drafts':
      return sql`not c.published`;
  }
}

const ORDER: Record<CollectionTab, SQL> = {
  upcoming: sql`d.starts_at asc nulls last, c.id asc`,
  past: sql`d.ends_at desc, c.id desc`,
  drafts: sql`c.updated_at desc, c.id desc`,
};

export interface CollectionListQuery {
  tab: CollectionTab;
  search?: string | undefined;
  organizerIds?: number[] | undefined;
  now: Date;
  limit: number;
  offset: number;
}

/** The conditions of one tab, its search and its organizer filter. */
function listConditions(organizationId: number, q: CollectionListQuery): SQL {
  const conditions = [sql`c.organization_id = ${organizationId}`, tabCondition(q.tab, q.now)];
  if (q.search) conditions.push(sql`c.name ilike ${likePattern(q.search)}`);
  if (q.organizerIds?.length) {
    const ids = sql.join(
      q.organizerIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(sql`exists (select 1 from events_collection_organizers o where o.organization_id = ${organizationId}
      and o.events_collection_id = c.id and o.user_id in (${ids}))`);
  }
  return sql.join(conditions, sql` and `);
}

/** A page of one tab with its total (a window count), in one statement. */
export async function listCollections(db: Executor, organizationId: number, q: CollectionListQuery) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${COLUMNS}, count(*) over () as total
      from events_collections c left join ${datesOf(organizationId)} d on d.collection_id = c.id
      where ${listConditions(organizationId, q)} order by ${ORDER[q.tab]} limit ${q.limit} offset ${q.offset}`),
  );
  return { rows: rows.map(dates), total: rows.length > 0 ? Number(rows[0]!.total) : null };
}

/** The number of collections of one tab (a page past the last carries no total). */
export async function countCollections(db: Executor, organizationId: number, q: CollectionListQuery) {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total
      from events_collections c left join ${datesOf(organizationId)} d on d.collection_id = c.id
      where ${listConditions(organizationId, q)}`),
  );
  return Number(row?.total ?? 0);
}

export async function findCollection(db: Executor, organizationId: number, id: number) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${COLUMNS} from events_collections c
      left join ${datesOf(organizationId)} d on d.collection_id = c.id
      where c.organization_id = ${organizationId} and c.id = ${id}`),
  );
  return row ? dates(row) : null;
}

export async function insertCollection(db: Executor, organizationId: number, values: CollectionInsert) {
  const [row] = await db
    .insert(eventsCollections)
    .values({ ...values, organizationId })
    .returning({ id: eventsCollections.id });
  return row!.id;
}

export async function updateCollection(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<CollectionInsert>,
) {
  await db
    .update(eventsCollections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(eventsCollections.organizationId, organizationId), eq(eventsCollections.id, id)));
}

/** Deletes the collection; its events stay, out of any collection (the key's ON DELETE SET NULL). */
export async function deleteCollection(db: Executor, organizationId: number, id: number) {
  await db
    .delete(eventsCollections)
    .where(and(eq(eventsCollections.organizationId, organizationId), eq(eventsCollections.id, id)));
}

/** The organizers of some collections, with their names, in one statement. */
export async function organizersOf(db: Executor, organizationId: number, collectionIds: number[]) {
  if (collectionIds.length === 0) return [];
  return db
    .select({
      collectionId: eventsCollectionOrganizers.eventsCollectionId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarKey: users.avatarKey,
    })
    .from(eventsCollectionOrganizers)
    .innerJoin(
      users,
      and(
        eq(users.organizationId, eventsCollectionOrganizers.organizationId),
        eq(users.id, eventsCollectionOrganizers.userId),
      ),
    )
    .where(
      and(
        eq(eventsCollectionOrganizers.organizationId, organizationId),
        inArray(eventsCollectionOrganizers.eventsCollectionId, collectionIds),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
}

export async function setOrganizers(db: Executor, organizationId: number, collectionId: number, userIds: number[]) {
  await db
    .delete(eventsCollectionOrganizers)
    .where(
      and(
        eq(eventsCollectionOrganizers.organizationId, organizationId),
        eq(eventsCollectionOrganizers.eventsCollectionId, collectionId),
      ),
    );
  if (userIds.length === 0) return;
  await db
    .insert(eventsCollectionOrganizers)
    .values(userIds.map((userId) => ({ organizationId, eventsCollectionId: collectionId, userId })));
}

/** Organizers manage the collection, so they are active organizers or admins of the organization. */
export async function countOrganizerCandidates(db: Executor, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.id, userIds),
        eq(users.status, 'active'),
        inArray(users.role, ['admin', 'organizer']),
      ),
    );
  return rows.length;
}

/**
 * The collection each of these events belongs to, whether `viewer` may see it (the events lists' rule) and hosts it
 * (events of another organization are simply not found).
 */
export async function collectionsOfEvents(
  db: Executor,
  organizationId: number,
  eventIds: number[],
  viewer: EventViewer,
) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: events.id,
      collectionId: events.eventsCollectionId,
      seen: sql<boolean>`${seenBy(viewer) ?? sql`true`}`,
      isHost: sql<boolean>`${hostedBy(viewer.id)}`,
    })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), inArray(events.id, eventIds)))
    .for('update');
}

/** The events of the collection that `viewer` may not see: an update by them leaves these where they are. */
export async function unseenEventIds(db: Executor, organizationId: number, collectionId: number, viewer: EventViewer) {
  const unseen = seenBy(viewer);
  if (!unseen) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.organizationId, organizationId), eq(events.eventsCollectionId, collectionId), sql`not ${unseen}`),
    );
  return rows.map((r) => r.id);
}

/** The collection holds exactly these events: the others it held leave it, these join it. */
export async function assignEvents(db: Executor, organizationId: number, collectionId: number, eventIds: number[]) {
  const held = and(eq(events.organizationId, organizationId), eq(events.eventsCollectionId, collectionId));
  await db
    .update(events)
    .set({ eventsCollectionId: null })
    .where(eventIds.length ? and(held, notInArray(events.id, eventIds)) : held);
  if (eventIds.length === 0) return;
  await db
    .update(events)
    .set({ eventsCollectionId: collectionId })
    .where(and(eq(events.organizationId, organizationId), inArray(events.id, eventIds)));
}

/** The events of some collections in start order, those that `viewer` may see (the events lists' rule). */
export async function eventsOf(db: Executor, organizationId: number, collectionIds: number[], viewer: EventViewer) {
  if (collectionIds.length === 0) return [] as CollectionEventRow[];
  return db
    .select({
      id: events.id,
      collectionId: sql<number>`${events.eventsCollectionId}`,
      name: events.name,
      startAt: events.startAt,
      endsAt: events.endsAt,
      timezone: events.timezone,
      location: events.location,
      published: events.published,
      privacy: events.privacy,
      coverImageKey: events.coverImageKey,
    })
    .from(events)
    .where(
      and(eq(events.organizationId, organizationId), inArray(events.eventsCollectionId, collectionIds), seenBy(viewer)),
    )
    .orderBy(events.startAt, events.id);
}

/** How many collections or events still show this image (a duplicate shares its file). */
export async function countImageUses(db: Executor, organizationId: number, key: string) {
  const rows = await db
    .select({ id: eventsCollections.id })
    .from(eventsCollections)
    .where(and(eq(eventsCollections.organizationId, organizationId), eq(eventsCollections.imageKey, key)));
  return rows.length;
}
