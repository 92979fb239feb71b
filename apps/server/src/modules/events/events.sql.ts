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
