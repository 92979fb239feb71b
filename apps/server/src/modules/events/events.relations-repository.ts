import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSql } from '../../db/compiled-query.ts';
import { events } from '../../db/schema/events.ts';
import type { invitees } from '../../db/schema/guests.ts';
import { guestRowsOf, MY_INVITEE_JSON } from './events.sql.ts';

/**
 * Everything an event page shows besides its row, for many events, and the reader's own guest rows: one statement
 * of JSON aggregates (issue 14: a read makes at most three round trips, ADR 15). Each array keeps the shape of a
 * row list with its `eventId`, so the presenter indexes them once (events.presenter indexRelations).
 */
export interface EventRelations {
  hosts: {
    eventId: number;
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    avatarKey: string | null;
  }[];
  groups: { eventId: number; id: number; name: string }[];
  offices: { eventId: number; id: number; name: string }[];
  resources: { eventId: number; id: number; title: string; link: string; position: number }[];
  types: { id: number; name: string }[];
  inviteeCounts: { eventId: number; count: number }[];
  reschedules: { eventId: number }[];
}

/** The reader's own guest row of an event, as the RSVP and attendance cards read it. */
export type MyInvitee = Pick<
  typeof invitees.$inferSelect,
  'id' | 'eventId' | 'status' | 'attended' | 'attendanceType' | 'rsvpSource'
>;

const NO_RELATIONS: EventRelations = {
  hosts: [],
  groups: [],
  offices: [],
  resources: [],
  types: [],
  inviteeCounts: [],
  reschedules: [],
};

const agg = (select: string, rest: SQL) => sql`(select coalesce(json_agg(${sql.raw(select)}), '[]'::json) ${rest})`;

/**
 * The relations of the events whose id matches `ids` (an SQL expression after `event_id =`: an array's `any(…)`,
 * or an outer `events.id`), and the guest rows of `userId` among them, as the select list of one statement.
 */
export const relationColumns = (organizationId: SQL | Placeholder, ids: SQL, userId: SQL | Placeholder) => sql`
      ${agg(
        `json_build_object('eventId', h.event_id, 'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
          'email', u.email, 'avatarKey', u.avatar_key) order by u.first_name, u.last_name`,
        sql`from event_hosts h join users u on u.organization_id = h.organization_id and u.id = h.user_id
          where h.organization_id = ${organizationId} and h.event_id = ${ids}`,
      )} as "hosts",
      ${agg(
        `json_build_object('eventId', l.event_id, 'id', g.id, 'name', g.name) order by g.name`,
        sql`from event_groups l join groups g on g.organization_id = l.organization_id and g.id = l.group_id
          where l.organization_id = ${organizationId} and l.event_id = ${ids}`,
      )} as "groups",
      ${agg(
        `json_build_object('eventId', l.event_id, 'id', o.id, 'name', o.name) order by o.name`,
        sql`from event_offices l join offices o on o.organization_id = l.organization_id and o.id = l.office_id
          where l.organization_id = ${organizationId} and l.event_id = ${ids}`,
      )} as "offices",
      ${agg(
        `json_build_object('eventId', r.event_id, 'id', r.id, 'title', r.title, 'link', r.link,
          'position', r.position) order by r.position, r.id`,
        sql`from event_resources r where r.organization_id = ${organizationId} and r.event_id = ${ids}`,
      )} as "resources",
      ${agg(
        `json_build_object('id', t.id, 'name', t.name)`,
        sql`from event_types t where t.organization_id = ${organizationId}
          and t.id in (select e.event_type_id from ${events} e where e.organization_id = ${organizationId} and e.id = ${ids})`,
      )} as "types",
      ${agg(
        `json_build_object('eventId', c.event_id, 'count', c.count)`,
        // Guests of a scheduled invitation are not invited yet (messages and counts skip them).
        sql`from (select i.event_id, count(*)::int as count from invitees i
          where i.organization_id = ${organizationId} and i.event_id = ${ids} and i.status <> 'guest_list'
          group by i.event_id) c`,
      )} as "inviteeCounts",
      ${agg(
        // Events with a scheduled invitation that would now go out after the start (the reschedule banner). Read
        // from the times, as communications.repository markRescheduling sets the status: the answer to a save that
        // moved the start shows it, while that status follows after commit (the `event.updated` subscriber).
        `json_build_object('eventId', r.event_id)`,
        sql`from (select distinct c.event_id from communications c
          join ${events} e on e.organization_id = c.organization_id and e.id = c.event_id
          where c.organization_id = ${organizationId} and c.event_id = ${ids} and c.history_type = 'invitation'
            and c.status in ('scheduled', 'reschedule') and c.scheduled_for >= e.start_at) r`,
      )} as "reschedules",
      ${agg(
        MY_INVITEE_JSON,
        sql`from ${guestRowsOf(organizationId, userId, sql`i.event_id = ${ids}`)} i where ${userId}::int is not null`,
      )} as "mine"`;

/** One text whatever the events and the reader: built once, prepared once per connection (issue 14). */
const relationsQuery = compiledSql<
  EventRelations & { mine: MyInvitee[] },
  { organizationId: number; eventIds: number[]; userId: number | null }
>(
  () =>
    sql`select ${relationColumns(
      sql.placeholder('organizationId'),
      sql`any(${sql.placeholder('eventIds')}::int[])`,
      sql.placeholder('userId'),
    )}`,
);

/** The relations of `eventIds` and, with `userId`, that user's guest rows among them. */
export async function relationsOf(
  db: Executor,
  organizationId: number,
  eventIds: number[],
  userId: number | null = null,
): Promise<EventRelations & { mine: MyInvitee[] }> {
  if (eventIds.length === 0) return { ...NO_RELATIONS, mine: [] };
  const [row] = await relationsQuery(db, { organizationId, eventIds, userId });
  return row!;
}
