import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { GuestFilter, GuestSortField, RsvpAnswer, RsvpSource } from '@huddle/domain/guest-schemas';
import { inTurn, rowsOf, type Executor } from '../../db/client.ts';
import { compiledSelects } from '../../db/compiled-query.ts';
import { events } from '../../db/schema/events.ts';
import { invitees, rsvpSubmissions } from '../../db/schema/guests.ts';
import { emailExtensions } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { ownedBy } from '../../db/tenant-condition.ts';
import { likePattern, offsetOf, pageWithTotal, totalColumn } from '../../lib/pagination.ts';

export type InviteeRow = typeof invitees.$inferSelect;

export interface GuestQuery {
  page: number;
  perPage: number;
  sort: { field: GuestSortField; direction: 'asc' | 'desc' };
  filter: GuestFilter;
  search?: string | undefined;
}

const fullName = sql`lower(trim(${invitees.firstName} || ' ' || ${invitees.lastName}))`;
/** A guest whose invitation is still to go out (spec §4: chip Scheduled). */
const scheduled = (now: Date | Placeholder) =>
  or(eq(invitees.status, 'guest_list'), gt(invitees.inviteScheduledFor, now))!;
const notScheduled = (now: Date | Placeholder) =>
  and(
    ne(invitees.status, 'guest_list'),
    or(isNull(invitees.inviteScheduledFor), lte(invitees.inviteScheduledFor, now)),
  )!;

/** The filter's condition, its status and time as the placeholders `status` and `now`. */
function filterCondition(filter: GuestFilter) {
  const now = sql.placeholder('now');
  switch (filter) {
    case 'all':
      return undefined;
    case 'scheduled':
      return scheduled(now);
    default:
      return and(eq(invitees.status, sql.placeholder('status')), notScheduled(now));
  }
}

const sortColumns: Record<GuestSortField, SQL | typeof invitees.email> = {
  fullName,
  email: invitees.email,
  status: sql`${invitees.status}`,
  attended: sql`${invitees.attended}`,
  updatedAt: sql`${invitees.updatedAt}`,
};

type ListShape = Pick<GuestQuery, 'filter' | 'sort'> & { search: boolean };

/** The page's statement for each filter, sort and with or without a search: built once each (issue 14). */
const listQuery = compiledSelects<
  { row: InviteeRow; total: number },
  {
    organizationId: number;
    eventId: number;
    status: string;
    now: string;
    search: string | null;
    limit: number;
    offset: number;
  },
  ListShape
>(
  ({ filter, sort, search }) => `${filter} ${sort.field} ${sort.direction} ${search}`,
  (db, shape) => {
    const conditions = [
      ownedBy(invitees.organizationId, sql.placeholder('organizationId')),
      eq(invitees.eventId, sql.placeholder('eventId')),
    ];
    const filter = filterCondition(shape.filter);
    if (filter) conditions.push(filter);
    if (shape.search) {
      const pattern = sql.placeholder('search');
      conditions.push(
        or(ilike(sql`${invitees.firstName} || ' ' || ${invitees.lastName}`, pattern), ilike(invitees.email, pattern))!,
      );
    }
    const where = and(...conditions);
    const dir = shape.sort.direction === 'desc' ? desc : asc;
    return db
      .select({ row: invitees, total: totalColumn(db, invitees, where) })
      .from(invitees)
      .where(where)
      .orderBy(dir(sortColumns[shape.sort.field]), dir(invitees.email), dir(invitees.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  },
);

/** One page of an event's guests, filtered, searched, sorted and paged in SQL. */
export async function listInvitees(db: Executor, organizationId: number, eventId: number, q: GuestQuery, now: Date) {
  const shape = { filter: q.filter, sort: q.sort, search: Boolean(q.search) };
  const params = {
    organizationId,
    eventId,
    status: q.filter,
    now: now.toISOString(),
    search: q.search ? likePattern(q.search) : null,
    limit: q.perPage,
    offset: offsetOf({ page: q.page, per_page: q.perPage }),
  };
  const { rows, total } = await pageWithTotal((p) => listQuery(db, shape, p), params, q.page);
  return { rows: rows.map((f) => f.row), total };
}

/**
 * Spec §3 Guest overview: RSVP counts, attendance counts and attendance types, in one query. The guests are counted
 * by (status, attended) in the index's own order, a few filters each, and the figures added up from those few groups:
 * eleven filters over every guest row took three times as long for an event of 50,000 (issue 17 bench).
 */
export async function overview(db: Executor, organizationId: number, eventId: number, now: Date) {
  const open = notScheduled(now);
  const n = (condition?: SQL) =>
    sql<number>`count(*) ${condition ? sql`filter (where ${condition})` : sql``}`.mapWith(Number);
  const groups = await db
    .select({
      status: invitees.status,
      attended: invitees.attended,
      all: n(),
      open: n(open),
      virtual: n(and(open, eq(invitees.attendanceType, 'virtual'))),
      inPerson: n(and(open, eq(invitees.attendanceType, 'in_person'))),
      unknown: n(and(open, or(isNull(invitees.attendanceType), eq(invitees.attendanceType, 'unknown')))),
    })
    .from(invitees)
    .where(and(ownedBy(invitees.organizationId, organizationId), eq(invitees.eventId, eventId)))
    .groupBy(invitees.status, invitees.attended);
  const sum = (pick: (g: (typeof groups)[number]) => number, keep: (g: (typeof groups)[number]) => boolean) =>
    groups.filter(keep).reduce((total, g) => total + pick(g), 0);
  const openWith = (keep: (g: (typeof groups)[number]) => boolean) => sum((g) => g.open, keep);
  const attendedYes = (g: (typeof groups)[number]) => g.attended === 'yes';
  return {
    rsvp: openWith((g) => g.status === 'rsvp'),
    maybeAttending: openWith((g) => g.status === 'maybe_attending'),
    notAttending: openWith((g) => g.status === 'not_attending'),
    invited: openWith((g) => g.status === 'invited'),
    scheduled: sum(
      (g) => g.all - g.open,
      () => true,
    ),
    yes: openWith(attendedYes),
    no: openWith((g) => g.attended === 'no'),
    notRecorded: openWith((g) => g.attended === 'not_recorded'),
    virtual: sum((g) => g.virtual, attendedYes),
    inPerson: sum((g) => g.inPerson, attendedYes),
    unknown: sum((g) => g.unknown, attendedYes),
  };
}

/** A guest by email; `lock` holds the row until the transaction ends (SELECT … FOR UPDATE). */
export async function findByEmail(
  db: Executor,
  organizationId: number,
  eventId: number,
  email: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.organizationId, organizationId),
        eq(invitees.eventId, eventId),
        eq(invitees.emailKey, email.toLowerCase()),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findByUser(db: Executor, organizationId: number, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(invitees)
    .where(
      and(eq(invitees.organizationId, organizationId), eq(invitees.eventId, eventId), eq(invitees.userId, userId)),
    );
  return row;
}

export async function findById(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invitees)
    .where(and(eq(invitees.organizationId, organizationId), eq(invitees.id, id)));
  return row ?? null;
}

export async function findByIds(db: Executor, organizationId: number, eventId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invitees)
    .where(and(eq(invitees.organizationId, organizationId), eq(invitees.eventId, eventId), inArray(invitees.id, ids)));
}

export interface Answer {
  organizationId: number;
  eventId: number;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  status: RsvpAnswer;
  source: RsvpSource;
  now: Date;
  /** The answer comes with proof of the address (a mail link, a signed-in guest): older guest cookies end. */
  proven?: boolean;
}

/**
 * Records an answer: the guest row is created or updated (one per event and email; a guest keeps their row, so an
 * invitation's guest answering from the page is the same guest) and the submission is kept for analytics.
 */
export async function recordAnswer(tx: Executor, organizationId: number, a: Omit<Answer, 'organizationId'>) {
  // Raw SQL for the upsert: the conflict target is the expression index on lower(email).
  const result = await tx.execute(sql`
    insert into invitees (organization_id, event_id, user_id, email, first_name, last_name, status, rsvp_source,
                          responded_at, created_at, updated_at)
    values (${organizationId}, ${a.eventId}, ${a.userId}, ${a.email}, ${a.firstName}, ${a.lastName}, ${a.status},
            ${a.source}, ${a.now.toISOString()}, ${a.now.toISOString()}, ${a.now.toISOString()})
    on conflict (event_id, lower(email)) do update set
      status = excluded.status,
      rsvp_source = excluded.rsvp_source,
      responded_at = excluded.responded_at,
      updated_at = excluded.updated_at,
      proof_version = invitees.proof_version + ${a.proven ? 1 : 0},
      -- A name typed on the public page fills a guest that had none; an employee link is never removed.
      first_name = case when invitees.first_name = '' then excluded.first_name else invitees.first_name end,
      last_name = case when invitees.last_name = '' then excluded.last_name else invitees.last_name end,
      user_id = coalesce(invitees.user_id, excluded.user_id)
    returning id, (xmax = 0) as inserted`);
  const [written] = rowsOf<{ id: number; inserted: boolean }>(result);
  const id = Number(written!.id);
  const [row] = await tx.select().from(invitees).where(eq(invitees.id, id));
  await tx.insert(rsvpSubmissions).values({
    organizationId,
    eventId: a.eventId,
    inviteeId: row!.id,
    status: a.status,
    source: a.source,
    createdAt: a.now,
  });
  // `inserted`: the row is new (PostgreSQL's xmax is 0 for a row this statement inserted, not one it updated).
  return { ...row!, inserted: written!.inserted === true };
}

export interface InviteeChange {
  id: number;
  status: InviteeRow['status'];
  attended: InviteeRow['attended'];
  attendanceType: InviteeRow['attendanceType'];
}

/** Many guests' changes in one statement; answers the rows in the order of the changes. */
export async function updateInvitees(tx: Executor, organizationId: number, changes: InviteeChange[], now: Date) {
  if (changes.length === 0) return [];
  const batch = JSON.stringify(
    changes.map((c) => ({ id: c.id, status: c.status, attended: c.attended, attendance_type: c.attendanceType })),
  );
  await tx.execute(sql`
    update invitees as i set
      status = v.status, attended = v.attended, attendance_type = v.attendance_type, updated_at = ${now.toISOString()}
    from jsonb_to_recordset(${batch}::jsonb) as v(id int, status text, attended text, attendance_type text)
    where i.organization_id = ${organizationId} and i.id = v.id`);
  const rows = await tx
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.organizationId, organizationId),
        inArray(
          invitees.id,
          changes.map((c) => c.id),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return changes.map((c) => byId.get(c.id)!);
}

export async function deleteInvitees(tx: Executor, organizationId: number, eventId: number, ids: number[]) {
  const rows = await tx
    .delete(invitees)
    .where(and(eq(invitees.organizationId, organizationId), eq(invitees.eventId, eventId), inArray(invitees.id, ids)))
    .returning({ id: invitees.id });
  return rows.length;
}

/** Who a public email is: an active employee of the organization, and whether its domain is one of the organization's. */
export async function identifyEmail(db: Executor, organizationId: number, email: string) {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  const [[user], [extension]] = await inTurn([
    db
      .select({
        id: users.id,
        hasAccount: sql<boolean>`(${users.passwordHash} is not null or ${users.confirmedAt} is not null)`,
      })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ne(users.status, 'deactivated'),
        ),
      ),
    db
      .select({ id: emailExtensions.id })
      .from(emailExtensions)
      .where(
        and(eq(emailExtensions.organizationId, organizationId), sql`lower(${emailExtensions.domain}) = ${domain}`),
      ),
  ]);
  return { user: user ?? null, domainMatches: Boolean(extension) };
}

/** The name and email a signed-in guest answers with. */
/** The active user of the organization with this email (any case), for an answer given in Slack. */
export async function activeUserByEmail(db: Executor, organizationId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.status, 'active'),
      ),
    );
  return row ?? null;
}

export async function personOf(db: Executor, organizationId: number, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

/** The event's pause flag, read under a share lock: a pause or reopen waits for answers being written, and back. */
export async function pauseActiveLocked(tx: Executor, organizationId: number, eventId: number) {
  const [row] = await tx
    .select({ active: events.rsvpPauseActive })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.id, eventId)))
    .for('share');
  return row?.active ?? false;
}

/**
 * A confirmed email change: the user's own guest rows (by user id) take the new address, except in an event that
 * already has a guest under it. Someone else's row under the new address is never merged into this user.
 */
export async function followUserEmail(tx: Executor, organizationId: number, userId: number, email: string) {
  await tx.execute(sql`
    update invitees i set email = ${email}, updated_at = now()
    where i.organization_id = ${organizationId} and i.user_id = ${userId}
      and not exists (
        select 1 from invitees o where o.event_id = i.event_id and lower(o.email) = lower(${email}) and o.id <> i.id)`);
}
