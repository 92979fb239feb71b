import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EventListTab } from '@huddle/domain/event-schemas';
import { inTurn, type Executor } from '../../db/client.ts';
import { communications } from '../../db/schema/communications.ts';
import { eventGroups, eventHosts, eventOffices, eventResources, events } from '../../db/schema/events.ts';
import { groups } from '../../db/schema/groups.ts';
import { invitees } from '../../db/schema/guests.ts';
import { eventTypes, offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

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

const hostedBy = (userId: number) =>
  exists(sql`(select 1 from ${eventHosts} h where h.event_id = ${events.id} and h.user_id = ${userId})`);
/**
 * A guest row of this user: linked to them, or under their email and linked to nobody (a public answer given before
 * they had an account). A row linked to someone else stays theirs whatever its email. Guests whose invitation is
 * still scheduled do not count yet.
 */
const ofUser = (userId: number, alias: SQL) =>
  sql`(${alias}.user_id = ${userId} or (${alias}.user_id is null and lower(${alias}.email) = (select lower(u.email) from users u where u.id = ${userId})))
    and ${alias}.status <> 'guest_list'`;
/** On the guest list; `going` leaves out guests who said No. */
const invitedAs = (userId: number, going = false) =>
  exists(
    sql`(select 1 from ${invitees} i where i.event_id = ${events.id} and ${ofUser(userId, sql.raw('i'))}${
      going ? sql` and i.status <> 'not_attending'` : sql``
    })`,
  );

/**
 * Spec events §4: open and organization events are seen by the whole organization; private ones by admins, hosts and
 * invitees.
 */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(ne(events.privacy, 'invite_only'), hostedBy(viewer.id), invitedAs(viewer.id));
}

function tabConditions(tab: EventListTab, viewer: Viewer, now: Date): SQL[] {
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

function filterConditions(filters: EventFilters): SQL[] {
  const c: SQL[] = [];
  if (filters.search) c.push(ilike(events.name, likePattern(filters.search)));
  if (filters.eventTypeId) c.push(eq(events.eventTypeId, filters.eventTypeId));
  if (filters.officeId) {
    c.push(
      exists(
        sql`(select 1 from ${eventOffices} o where o.event_id = ${events.id} and o.office_id = ${filters.officeId})`,
      ),
    );
  }
  if (filters.groupId) {
    c.push(
      exists(sql`(select 1 from ${eventGroups} g where g.event_id = ${events.id} and g.group_id = ${filters.groupId})`),
    );
  }
  if (filters.organizerId) c.push(hostedBy(filters.organizerId));
  return c;
}

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
  const conditions = [
    eq(events.organizationId, organizationId),
    ...tabConditions(tab, viewer, now),
    ...filterConditions(filters),
  ];
  const visibility = tab === 'draft' ? undefined : visibleTo(viewer);
  if (visibility) conditions.push(visibility);
  const where = and(...conditions);
  const [rows, [total]] = await inTurn([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...tabOrder[tab])
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Published, visible events overlapping [from, to) for the calendar. */
export async function eventsInRange(db: Executor, organizationId: number, viewer: Viewer, from: Date, to: Date) {
  const conditions = [
    eq(events.organizationId, organizationId),
    eq(events.published, true),
    lt(events.startAt, to),
    gt(events.endsAt, from),
  ];
  const visibility = visibleTo(viewer);
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

export async function findEvent(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.id, id)));
  return row ?? null;
}

/** Everything an event page shows besides the row, for many events in five queries run together. */
export async function relationsOf(db: Executor, organizationId: number, eventIds: number[]) {
  if (eventIds.length === 0) {
    return { hosts: [], groups: [], offices: [], resources: [], types: [], inviteeCounts: [], reschedules: [] };
  }
  const [hostRows, groupRows, officeRows, resourceRows, types, inviteeCounts, reschedules] = await inTurn([
    db
      .select({
        eventId: eventHosts.eventId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarKey: users.avatarKey,
      })
      .from(eventHosts)
      .innerJoin(users, eq(users.id, eventHosts.userId))
      .where(and(eq(eventHosts.organizationId, organizationId), inArray(eventHosts.eventId, eventIds)))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    db
      .select({ eventId: eventGroups.eventId, id: groups.id, name: groups.name })
      .from(eventGroups)
      .innerJoin(groups, eq(groups.id, eventGroups.groupId))
      .where(and(eq(eventGroups.organizationId, organizationId), inArray(eventGroups.eventId, eventIds)))
      .orderBy(asc(groups.name)),
    db
      .select({ eventId: eventOffices.eventId, id: offices.id, name: offices.name })
      .from(eventOffices)
      .innerJoin(offices, eq(offices.id, eventOffices.officeId))
      .where(and(eq(eventOffices.organizationId, organizationId), inArray(eventOffices.eventId, eventIds)))
      .orderBy(asc(offices.name)),
    db
      .select()
      .from(eventResources)
      .where(and(eq(eventResources.organizationId, organizationId), inArray(eventResources.eventId, eventIds)))
      .orderBy(asc(eventResources.position), asc(eventResources.id)),
    db
      .select({ id: eventTypes.id, name: eventTypes.name })
      .from(eventTypes)
      .where(eq(eventTypes.organizationId, organizationId)),
    db
      .select({ eventId: invitees.eventId, count: count() })
      .from(invitees)
      .where(
        and(
          eq(invitees.organizationId, organizationId),
          inArray(invitees.eventId, eventIds),
          // Guests of a scheduled invitation are not invited yet (messages and counts skip them).
          ne(invitees.status, 'guest_list'),
        ),
      )
      .groupBy(invitees.eventId),
    // Events with a scheduled invitation that would now go out after the start (the reschedule banner).
    db
      .selectDistinct({ eventId: communications.eventId })
      .from(communications)
      .where(
        and(
          eq(communications.organizationId, organizationId),
          inArray(communications.eventId, eventIds),
          eq(communications.status, 'reschedule'),
        ),
      ),
  ]);
  return {
    hosts: hostRows,
    groups: groupRows,
    offices: officeRows,
    resources: resourceRows,
    types,
    inviteeCounts,
    reschedules,
  };
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

export async function isHost(db: Executor, organizationId: number, eventId: number, userId: number) {
  const [row] = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(
      and(
        eq(eventHosts.organizationId, organizationId),
        eq(eventHosts.eventId, eventId),
        eq(eventHosts.userId, userId),
      ),
    );
  return Boolean(row);
}

export async function countCoverUses(db: Executor, organizationId: number, key: string) {
  const [row] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.coverImageKey, key)));
  return row?.value ?? 0;
}

/** The viewer's own guest rows among these events (by link or by email; scheduled ones not yet). */
export async function inviteesOfUser(db: Executor, organizationId: number, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.organizationId, organizationId),
        inArray(invitees.eventId, eventIds),
        ofUser(userId, sql.raw('"invitees"')),
      ),
    );
}
