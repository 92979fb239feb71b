import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { EventListTab } from '@huddle/domain/event-schemas';
import type { Executor } from '../../db/client.ts';
import { compiledSelect, compiledSelects } from '../../db/compiled-query.ts';
import { eventGroups, eventHosts, eventOffices, events } from '../../db/schema/events.ts';
import { likePattern, offsetOf, pageWithTotal, totalColumn, type PageQuery } from '../../lib/pagination.ts';
import { relationColumns, type EventRelations, type MyInvitee } from './events.relations-repository.ts';
import { eventSurveysColumn, type EventSurveyRow } from './event-surveys.ts';
import { guestRowsOf, hostedBy, invitedAs, listedFor, MY_INVITEE_JSON } from './events.sql.ts';

export type EventRow = typeof events.$inferSelect;
export type { EventListTab } from '@huddle/domain/event-schemas';

export interface EventFilters {
  search?: string | undefined;
  officeId?: number | undefined;
  eventTypeId?: number | undefined;
  groupId?: number | undefined;
  organizerId?: number | undefined;
}

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** A value written into a statement, or the placeholder of a compiled one. */
type Value<T> = T | Placeholder;

function tabConditions(tab: EventListTab, viewer: { id: Value<number>; isAdmin: boolean }, now: Value<Date>): SQL[] {
  switch (tab) {
    case 'upcoming':
      return [eq(events.published, true), gte(events.endsAt, now)];
    case 'past':
      return [eq(events.published, true), lt(events.endsAt, now)];
    case 'mine':
      return [eq(events.published, true), or(hostedBy(viewer.id), invitedAs(viewer.id, true))!];
    case 'draft':
      return viewer.isAdmin ? [eq(events.published, false)] : [eq(events.published, false), hostedBy(viewer.id)];
  }
}

const tabOrder = {
  upcoming: [asc(events.startAt), asc(events.id)],
  past: [desc(events.startAt), desc(events.id)],
  mine: [desc(events.startAt), desc(events.id)],
  draft: [desc(events.updatedAt), desc(events.id)],
} as const;

/** Which filters a list has: each set one adds its condition, with its value as a placeholder. */
type FilterShape = Record<keyof EventFilters, boolean>;

function filterConditions(set: FilterShape): SQL[] {
  const c: SQL[] = [];
  if (set.search) c.push(ilike(events.name, sql.placeholder('search')));
  if (set.eventTypeId) c.push(eq(events.eventTypeId, sql.placeholder('eventTypeId')));
  if (set.officeId) {
    c.push(
      exists(
        sql`(select 1 from ${eventOffices} o where o.event_id = ${events.id} and o.office_id = ${sql.placeholder('officeId')})`,
      ),
    );
  }
  if (set.groupId) {
    c.push(
      exists(
        sql`(select 1 from ${eventGroups} g where g.event_id = ${events.id} and g.group_id = ${sql.placeholder('groupId')})`,
      ),
    );
  }
  if (set.organizerId) c.push(hostedBy(sql.placeholder('organizerId')));
  return c;
}

interface ListShape {
  tab: EventListTab;
  isAdmin: boolean;
  filters: FilterShape;
}

/** The list's statement for each tab, viewer kind and set of filters: built once each (issue 14). */
const listQuery = compiledSelects<
  { row: EventRow; total: number },
  {
    organizationId: number;
    viewerId: number;
    now: string;
    search: string | null;
    eventTypeId: number | null;
    officeId: number | null;
    groupId: number | null;
    organizerId: number | null;
    limit: number;
    offset: number;
  },
  ListShape
>(
  ({ tab, isAdmin, filters }) => `${tab} ${isAdmin} ${Object.values(filters).map(Number).join('')}`,
  (db, { tab, isAdmin, filters }) => {
    const viewer = { id: sql.placeholder('viewerId'), isAdmin };
    const conditions = [
      eq(events.organizationId, sql.placeholder('organizationId')),
      ...tabConditions(tab, viewer, sql.placeholder('now')),
      ...filterConditions(filters),
    ];
    const visibility = tab === 'draft' ? undefined : listedFor(viewer);
    if (visibility) conditions.push(visibility);
    const where = and(...conditions);
    return db
      .select({ row: events, total: totalColumn(db, events, where) })
      .from(events)
      .where(where)
      .orderBy(...tabOrder[tab])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  },
);

/** One page of a tab, filtered, searched and paged in SQL. */
export async function listEvents(
  db: Executor,
  organizationId: number,
  viewer: Viewer,
  tab: EventListTab,
  filters: EventFilters,
  query: PageQuery,
  now: Date,
) {
  const set: FilterShape = {
    search: Boolean(filters.search),
    eventTypeId: Boolean(filters.eventTypeId),
    officeId: Boolean(filters.officeId),
    groupId: Boolean(filters.groupId),
    organizerId: Boolean(filters.organizerId),
  };
  const params = {
    organizationId,
    viewerId: viewer.id,
    now: now.toISOString(),
    search: filters.search ? likePattern(filters.search) : null,
    eventTypeId: filters.eventTypeId ?? null,
    officeId: filters.officeId ?? null,
    groupId: filters.groupId ?? null,
    organizerId: filters.organizerId ?? null,
    limit: query.per_page,
    offset: offsetOf(query),
  };
  const shape = { tab, isAdmin: viewer.isAdmin, filters: set };
  const { rows, total } = await pageWithTotal((p) => listQuery(db, shape, p), params, query.page);
  return { rows: rows.map((f) => f.row), total };
}

/** Published, visible events overlapping [from, to) for the calendar. */
export async function eventsInRange(db: Executor, organizationId: number, viewer: Viewer, from: Date, to: Date) {
  const conditions = [
    eq(events.organizationId, organizationId),
    eq(events.published, true),
    lt(events.startAt, to),
    gt(events.endsAt, from),
  ];
  const visibility = listedFor(viewer);
  if (visibility) conditions.push(visibility);
  return db
    .select({
      id: events.id,
      name: events.name,
      startAt: events.startAt,
      endsAt: events.endsAt,
      safeDescription: events.safeDescription,
      eventTypeId: events.eventTypeId,
    })
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(1000);
}

/** Whether `userId` hosts the event of the row (a column of the guard's statements). */
const hosts = (organizationId: Placeholder, userId: Placeholder) =>
  sql<boolean>`exists(select 1 from ${eventHosts} h where h.organization_id = ${organizationId}
    and h.event_id = ${events.id} and h.user_id = ${userId})`;

/** The guard's select (the event of `id`, whether `userId` hosts it) with `columns`, all values placeholders. */
function selectGuarded<C extends Record<string, SQL>>(
  db: Executor,
  columns: (organizationId: Placeholder, userId: Placeholder) => C,
) {
  const [organizationId, userId] = [sql.placeholder('organizationId'), sql.placeholder('userId')];
  return db
    .select({ row: events, isHost: hosts(organizationId, userId), ...columns(organizationId, userId) })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.id, sql.placeholder('id'))));
}

/**
 * An event with what its access guard needs in the same statement: whether `userId` hosts it, and their own guest
 * row (events.service viewable).
 */
const eventForQuery = compiledSelect<
  { row: EventRow; isHost: boolean; mine: MyInvitee | null },
  { organizationId: number; id: number; userId: number }
>((db) =>
  selectGuarded(db, (organizationId, userId) => ({
    mine: sql<MyInvitee | null>`(select ${sql.raw(MY_INVITEE_JSON)}
      from ${guestRowsOf(organizationId, userId, sql`i.event_id = ${events.id}`)} i limit 1)`,
  })),
);

export async function findEventFor(db: Executor, organizationId: number, id: number, userId: number) {
  const [found] = await eventForQuery(db, { organizationId, id, userId });
  return found ?? null;
}

/**
 * The event page in one statement (issue 14): the event, whether `userId` hosts it, and its relations with that
 * user's guest rows (`relationColumns`), which the service reads only once its guard let the caller see the event.
 */
const eventPageQuery = compiledSelect<
  {
    row: EventRow;
    isHost: boolean;
    relations: EventRelations & { mine: MyInvitee[] };
    surveys: EventSurveyRow[];
  },
  { organizationId: number; id: number; userId: number }
>((db) =>
  selectGuarded(db, (organizationId, userId) => ({
    relations: sql<EventRelations & { mine: MyInvitee[] }>`(select row_to_json(r)
      from (select ${relationColumns(organizationId, sql`${events.id}`, userId)}) r)`,
    // The page's own columns: the lists share relationColumns and do not read these.
    surveys: eventSurveysColumn(organizationId, sql`${events.id}`, userId),
  })),
);

export async function findEventPage(db: Executor, organizationId: number, id: number, userId: number) {
  const [found] = await eventPageQuery(db, { organizationId, id, userId });
  return found ?? null;
}

export async function findEvent(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.id, id)));
  return row ?? null;
}

export async function findEvents(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), inArray(events.id, ids)))
    .orderBy(asc(events.id));
}

export async function insertEvent(
  db: Executor,
  organizationId: number,
  values: Omit<typeof events.$inferInsert, 'organizationId'>,
) {
  const [row] = await db
    .insert(events)
    .values({ ...values, organizationId })
    .returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<typeof events.$inferInsert>,
) {
  await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(events.organizationId, organizationId), eq(events.id, id)));
}

export async function deleteEvent(db: Executor, organizationId: number, id: number) {
  await db.delete(events).where(and(eq(events.organizationId, organizationId), eq(events.id, id)));
}

export async function countCoverUses(db: Executor, organizationId: number, key: string) {
  const [row] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.coverImageKey, key)));
  return row?.value ?? 0;
}
