import { sql, type SQL } from 'drizzle-orm';
import type { GuestType } from '@huddle/domain/communication-schemas';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { RecipientSelections } from '../../db/schema/communications.ts';
import { likePattern } from '../../lib/pagination.ts';

const ids = (list: number[] | undefined) => JSON.stringify(list ?? []);

/** Employees who can be invited: everyone not deactivated (imported contacts too). */
const invitable = sql`u.status <> 'deactivated'`;

export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

/** Groups the viewer sees (private ones for members and admins), lists that are public or theirs. */
function visibleGroup(viewer: Viewer) {
  return viewer.isAdmin
    ? sql`g.archived_at is null`
    : sql`g.archived_at is null and (not g.private or exists (
        select 1 from group_memberships gm where gm.group_id = g.id and gm.user_id = ${viewer.userId}))`;
}
const visibleList = (viewer: Viewer) => sql`(l.is_public or l.owner_id = ${viewer.userId})`;

export interface Person {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The people an invitation's selections name — contacts, members of groups, lists and offices — once each by email,
 * in one query. Lists count only when `lists` is on (the contact-lists flag).
 */
export async function resolveSelections(
  db: Executor,
  organizationId: number,
  selections: RecipientSelections,
  viewer: Viewer,
  lists: boolean,
) {
  const result = await db.execute(sql`
    select distinct on (lower(u.email)) u.id as user_id, u.email, u.first_name, u.last_name
      from users u
     where u.organization_id = ${organizationId} and ${invitable} and (
           u.id in (select value::int from jsonb_array_elements_text(${ids(selections.contact)}::jsonb))
        or u.id in (select gm.user_id from group_memberships gm join groups g on g.id = gm.group_id
                     where g.organization_id = ${organizationId} and ${visibleGroup(viewer)}
                       and g.id in (select value::int from jsonb_array_elements_text(${ids(selections.group)}::jsonb)))
        ${
          lists
            ? sql`or u.id in (select m.user_id from contact_list_members m join contact_lists l on l.id = m.list_id
                     where l.organization_id = ${organizationId} and ${visibleList(viewer)}
                       and l.id in (select value::int from jsonb_array_elements_text(${ids(selections.list)}::jsonb)))`
            : sql``
        }
        or u.office_id in (select o.id from offices o where o.organization_id = ${organizationId}
                       and o.id in (select value::int from jsonb_array_elements_text(${ids(selections.office)}::jsonb))))
     order by lower(u.email), u.id`);
  return rowsOf<Person>(result).map((p) => ({ ...p, user_id: Number(p.user_id) }));
}

/**
 * Puts people on the guest list in one statement: invited when the invitation goes now, Scheduled (guest_list) until
 * a scheduled one goes. A guest who is already invited or answered keeps their status; returns the guests' ids.
 */
export async function upsertGuests(
  tx: Executor,
  organizationId: number,
  eventId: number,
  people: Person[],
  scheduledFor: Date | null,
  now: Date,
) {
  if (people.length === 0) return [];
  const at = now.toISOString();
  const scheduled = scheduledFor?.toISOString() ?? null;
  const result = await tx.execute(sql`
    insert into invitees (organization_id, event_id, user_id, email, first_name, last_name, status,
                          invite_scheduled_for, created_at, updated_at)
    select ${organizationId}, ${eventId}, p.user_id, p.email, p.first_name, p.last_name,
           ${scheduled === null ? 'invited' : 'guest_list'}, ${scheduled}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(user_id int, email text, first_name text, last_name text)
    on conflict (event_id, lower(email)) do update set
      user_id = coalesce(invitees.user_id, excluded.user_id),
      status = case when invitees.status = 'guest_list' and excluded.status = 'invited' then 'invited'
                    else invitees.status end,
      invite_scheduled_for = case when invitees.status <> 'guest_list' then invitees.invite_scheduled_for
                                  when excluded.status = 'invited' then null
                                  else least(invitees.invite_scheduled_for, excluded.invite_scheduled_for) end,
      updated_at = excluded.updated_at
    returning id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export async function replaceRecipients(tx: Executor, organizationId: number, communicationId: number, ids: number[]) {
  await tx.execute(sql`delete from communication_recipients where communication_id = ${communicationId}`);
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into communication_recipients (organization_id, communication_id, invitee_id)
    select ${organizationId}, ${communicationId}, value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)
    on conflict do nothing`);
}

/**
 * Takes an invitation's guests off it; those it had only scheduled (still guest_list, on no other invitation) leave
 * the guest list, since nobody invited them yet.
 */
export async function releaseRecipients(tx: Executor, organizationId: number, communicationId: number) {
  await tx.execute(sql`
    with released as (
      delete from communication_recipients where communication_id = ${communicationId} returning invitee_id)
    delete from invitees i using released
     where i.id = released.invitee_id and i.organization_id = ${organizationId} and i.status = 'guest_list'
       and not exists (select 1 from communication_recipients r
                        where r.invitee_id = i.id and r.communication_id <> ${communicationId})`);
}

/** An invitation went out: its scheduled guests are now invited. */
export async function markInvited(tx: Executor, organizationId: number, communicationId: number, now: Date) {
  await tx.execute(sql`
    update invitees i set status = case when i.status = 'guest_list' then 'invited' else i.status end,
           invite_scheduled_for = null, updated_at = ${now.toISOString()}
      from communication_recipients r
     where r.communication_id = ${communicationId} and r.invitee_id = i.id and i.organization_id = ${organizationId}
       and (i.status = 'guest_list' or i.invite_scheduled_for is not null)`);
}

export interface Addressee {
  invitee_id: number;
  user_id: number | null;
  has_account: boolean;
  email: string;
  first_name: string;
  last_name: string;
  timezone: string | null;
}

/** Whom a communication mails: an invitation its guests; a message the guests whose status it names. */
export async function addressees(
  tx: Executor,
  organizationId: number,
  communication: { id: number; eventId: number; historyType: string; inviteeStatuses: string[] },
  /** One page in guest order: those after this guest id, so a large list is read (and held) a page at a time. */
  page: { after: number; limit: number } | null = null,
) {
  const statuses = sql`i.status in (
              select value from jsonb_array_elements_text(${JSON.stringify(communication.inviteeStatuses)}::jsonb))`;
  const who: SQL =
    communication.historyType === 'invitation'
      ? sql`i.id in (select invitee_id from communication_recipients where communication_id = ${communication.id})`
      : communication.historyType === 'survey'
        ? // The post-event survey (ADR 19): guests who said Yes or attended and have not answered it yet; an
          // anonymous survey goes to every one of them, so whom it skips cannot tell who answered.
          sql`i.event_id = ${communication.eventId} and (${statuses} or i.attended = 'yes')
              and not exists (select 1 from survey_responses sr join surveys s
                                  on s.organization_id = sr.organization_id and s.id = sr.survey_id
                               where sr.organization_id = i.organization_id and sr.invitee_id = i.id
                                 and s.event_id = i.event_id and s.style = 'post' and not s.is_anonymous)`
        : sql`i.event_id = ${communication.eventId} and ${statuses}`;
  const result = await tx.execute(sql`
    select i.id as invitee_id, i.user_id, i.email, i.first_name, i.last_name, u.timezone,
           (u.password_hash is not null or u.confirmed_at is not null) as has_account
      from invitees i left join users u on u.id = i.user_id
     where i.organization_id = ${organizationId} and ${who} ${page ? sql`and i.id > ${page.after}` : sql``}
     order by i.id ${page ? sql`limit ${page.limit}` : sql``}`);
  return rowsOf<Addressee>(result).map((a) => ({ ...a, invitee_id: Number(a.invitee_id) }));
}

export interface OptionQuery {
  page: number;
  perPage: number;
  search: string;
  /** The invitation being edited: its own picks stay selectable. */
  invitationId: number | null;
  /** Only these rows (the `{type}_selections` call). */
  onlyIds?: number[];
}

/**
 * One page of a recipients table (spec §7 `{type}_options`), counted in the same query. Collections carry their
 * member count and whether an invitation of this event already took them (scheduled or sent).
 */
export async function options(
  db: Executor,
  organizationId: number,
  eventId: number,
  type: GuestType,
  q: OptionQuery,
  viewer: Viewer,
) {
  const search = q.search.trim() ? likePattern(q.search.trim()) : null;
  const offset = (q.page - 1) * q.perPage;
  const only = (column: SQL) =>
    q.onlyIds
      ? sql`and ${column} in (select value::int from jsonb_array_elements_text(${JSON.stringify(q.onlyIds)}::jsonb))`
      : sql``;
  // Whether an invitation of this event (other than the one being edited) already took the collection: one lateral
  // read of the event's invitations per row, giving the status and its scheduled and sent times together.
  const taken = (key: string, idColumn: SQL) => sql`
    left join lateral (
      select case when count(*) = 0 then null
                  when bool_or(c.status in ('drafted', 'sending', 'sent', 'failed')) then 'sent'
                  else 'scheduled' end as taken,
             min(c.scheduled_for) filter (where c.status in ('scheduled', 'reschedule')) as scheduled_for,
             max(c.sent_at) as sent_at
        from communications c
       where c.organization_id = ${organizationId} and c.event_id = ${eventId} and c.history_type = 'invitation'
         ${q.invitationId !== null ? sql`and c.id <> ${q.invitationId}` : sql``}
         and c.selections -> ${key} @> to_jsonb(${idColumn})) t on true`;
  const queries: Record<GuestType, SQL> = {
    contact: sql`
      select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.email, i.status, i.id is not null as previously_invited,
             i.invite_scheduled_for as scheduled_for, null::timestamptz as sent_at, count(*) over() as total
        from users u
        left join invitees i on i.event_id = ${eventId} and lower(i.email) = lower(u.email)
       where u.organization_id = ${organizationId} and ${invitable}
         ${search ? sql`and (u.first_name || ' ' || u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
         ${only(sql`u.id`)}
       order by u.first_name, u.last_name, u.id`,
    group: sql`
      select g.id, g.name,
             (select count(*) from group_memberships gm join users u on u.id = gm.user_id
               where gm.group_id = g.id and ${invitable}) as members,
             g.private, t.taken, t.scheduled_for, t.sent_at, count(*) over() as total
        from groups g ${taken('group', sql`g.id`)}
       where g.organization_id = ${organizationId} and ${visibleGroup(viewer)}
         ${search ? sql`and g.name ilike ${search}` : sql``} ${only(sql`g.id`)}
       order by g.name, g.id`,
    list: sql`
      select l.id, l.name,
             (select count(*) from contact_list_members m join users u on u.id = m.user_id
               where m.list_id = l.id and ${invitable}) as members,
             not l.is_public as private, t.taken, t.scheduled_for, t.sent_at, count(*) over() as total
        from contact_lists l ${taken('list', sql`l.id`)}
       where l.organization_id = ${organizationId} and ${visibleList(viewer)}
         ${search ? sql`and l.name ilike ${search}` : sql``} ${only(sql`l.id`)}
       order by l.name, l.id`,
    office: sql`
      select o.id, o.name,
             (select count(*) from users u where u.office_id = o.id and ${invitable}) as members,
             false as private, t.taken, t.scheduled_for, t.sent_at, count(*) over() as total
        from offices o ${taken('office', sql`o.id`)}
       where o.organization_id = ${organizationId}
         ${search ? sql`and o.name ilike ${search}` : sql``} ${only(sql`o.id`)}
       order by o.name, o.id`,
  };
  const result = await db.execute(sql`${queries[type]} limit ${q.perPage} offset ${offset}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const count = await db.execute(sql`select count(*) as total from (${queries[type]}) as all_rows`);
    total = Number(rowsOf<{ total: number }>(count)[0]!.total);
  }
  return { rows, total };
}

/** The options with these ids (the `{type}_selections` call): the chips of a saved selection. */
export async function selectedOptions(
  db: Executor,
  organizationId: number,
  eventId: number,
  type: GuestType,
  selected: number[],
  viewer: Viewer,
) {
  if (selected.length === 0) return [];
  const query = { page: 1, perPage: selected.length, search: '', invitationId: null, onlyIds: selected };
  return (await options(db, organizationId, eventId, type, query, viewer)).rows;
}

/** The members of one group, list or office, with whether each is on the event's guest list already. */
export async function collectionMembers(
  db: Executor,
  organizationId: number,
  eventId: number,
  type: Exclude<GuestType, 'contact'>,
  id: number,
  viewer: Viewer,
) {
  const members: Record<typeof type, SQL> = {
    group: sql`u.id in (select gm.user_id from group_memberships gm join groups g on g.id = gm.group_id
                         where g.id = ${id} and g.organization_id = ${organizationId} and ${visibleGroup(viewer)})`,
    list: sql`u.id in (select m.user_id from contact_list_members m join contact_lists l on l.id = m.list_id
                        where l.id = ${id} and l.organization_id = ${organizationId} and ${visibleList(viewer)})`,
    office: sql`u.office_id = ${id}`,
  };
  const result = await db.execute(sql`
    select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as full_name,
           exists (select 1 from invitees i where i.event_id = ${eventId} and lower(i.email) = lower(u.email)) as previously_invited
      from users u
     where u.organization_id = ${organizationId} and ${invitable} and ${members[type]}
     order by u.first_name, u.last_name, u.id
     limit 1000`);
  return rowsOf<{ id: number; email: string; full_name: string; previously_invited: boolean }>(result);
}

/** Whether the viewer sees any contact list (the composer offers the lists tab only then, spec §2). */
export async function hasLists(db: Executor, organizationId: number, viewer: Viewer) {
  const result = await db.execute(sql`
    select exists (select 1 from contact_lists l where l.organization_id = ${organizationId} and ${visibleList(viewer)}) as found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}
