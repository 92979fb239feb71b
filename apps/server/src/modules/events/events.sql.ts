import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** SQL fragments the events repositories share. */

/**
 * A guest row of this user: linked to them, or under their email and linked to nobody (a public answer given before
 * they had an account). A row linked to someone else stays theirs whatever its email. Guests whose invitation is
 * still scheduled do not count yet.
 */
export const ofUser = (userId: number | Placeholder, alias: SQL) =>
  sql`(${alias}.user_id = ${userId} or (${alias}.user_id is null and lower(${alias}.email) = (select lower(u.email) from users u where u.id = ${userId})))
    and ${alias}.status <> 'guest_list'`;

/** A guest row `i` as a MyInvitee. */
export const MY_INVITEE_JSON = `json_build_object('id', i.id, 'eventId', i.event_id, 'status', i.status,
  'attended', i.attended, 'attendanceType', i.attendance_type, 'rsvpSource', i.rsvp_source)`;

/**
 * The guest rows of `userId` (as `ofUser` reads them) among the events that `eventMatch` (a condition on `i.event_id`)
 * selects, as a FROM item of whole invitee rows: two index lookups, one by user and one by email. Written as an OR,
 * as in `ofUser`, PostgreSQL scanned every guest of a big event to find none (issue 14: 1 ms for 50,000 guests).
 */
export const guestRowsOf = (
  organizationId: number | Placeholder | SQL,
  userId: number | Placeholder | SQL,
  eventMatch: SQL,
) =>
  sql`(select i.* from invitees i where i.organization_id = ${organizationId} and i.user_id = ${userId}
      and ${eventMatch} and i.status <> 'guest_list'
    union all
    select i.* from invitees i where i.organization_id = ${organizationId} and ${eventMatch} and i.user_id is null
      and i.email_key = (select lower(u.email) from users u where u.id = ${userId}) and i.status <> 'guest_list')`;

type Id = number | Placeholder;
/** The events table as drizzle names it in the events module's statements ("events"."id"). */
const EVENTS = sql.raw('"events"');

/** The event of `e` (an events row's alias) is hosted by `userId`. */
export const hostedBy = (userId: Id, e: SQL = EVENTS) =>
  sql`exists (select 1 from event_hosts h where h.organization_id = ${e}.organization_id and h.event_id = ${e}.id
    and h.user_id = ${userId})`;

/** On the guest list of the event of `e`; `going` leaves out guests who said No. */
export const invitedAs = (userId: Id, going = false, e: SQL = EVENTS) =>
  sql`exists (select 1 from invitees i where i.organization_id = ${e}.organization_id and i.event_id = ${e}.id
    and ${ofUser(userId, sql.raw('i'))}${going ? sql` and i.status <> 'not_attending'` : sql``})`;

/** Who reads events: admins see every one (policy/events mayViewEveryEvent). */
export interface EventViewer {
  id: Id;
  isAdmin: boolean;
}

/**
 * Spec events §4, the lists' rule among published events: open and organization events are seen by the whole
 * organization; private ones by admins, hosts and invitees. Undefined: no condition (an admin).
 */
export const listedFor = (viewer: EventViewer, e: SQL = EVENTS): SQL | undefined =>
  viewer.isAdmin
    ? undefined
    : sql`(${e}.privacy <> 'invite_only' or ${hostedBy(viewer.id, e)} or ${invitedAs(viewer.id, false, e)})`;

/**
 * The whole of policy/events mayViewEvent in SQL, drafts included (the list's Drafts tab shows a host theirs): what
 * other modules show of events (collections, group budgets) so that no second rule grows beside the lists'.
 */
export const seenBy = (viewer: EventViewer, e: SQL = EVENTS): SQL | undefined =>
  viewer.isAdmin ? undefined : sql`((${e}.published and ${listedFor(viewer, e)}) or ${hostedBy(viewer.id, e)})`;
