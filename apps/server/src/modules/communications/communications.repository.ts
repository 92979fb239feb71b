import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { communications } from '../../db/schema/communications.ts';

export type CommunicationRow = typeof communications.$inferSelect;
export type CommunicationInsert = typeof communications.$inferInsert;

export async function insertCommunication(
  tx: Executor,
  organizationId: number,
  values: Omit<CommunicationInsert, 'organizationId'>,
) {
  const [row] = await tx
    .insert(communications)
    .values({ ...values, organizationId })
    .returning();
  return row!;
}

/** Every edit raises the version, so a dispatch job queued for an older version does nothing. */
export async function updateCommunication(
  tx: Executor,
  organizationId: number,
  id: number,
  values: Partial<CommunicationInsert>,
) {
  const [row] = await tx
    .update(communications)
    .set({ ...values, version: sql`${communications.version} + 1` })
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)))
    .returning();
  return row!;
}

export async function findCommunication(
  db: Executor,
  organizationId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(communications)
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** For the worker, which knows only the id. */
export async function findCommunicationById(
  tx: Executor,
  organizationId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = tx
    .select()
    .from(communications)
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function deleteCommunication(tx: Executor, organizationId: number, id: number) {
  await tx
    .delete(communications)
    .where(and(eq(communications.organizationId, organizationId), eq(communications.id, id)));
}

export interface HistoryRow {
  id: number;
  event_id: number;
  history_type: CommunicationRow['historyType'];
  method: CommunicationRow['method'];
  status: CommunicationRow['status'];
  subject: string;
  scheduled_for: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  send_time: Date | string;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_avatar_key: string | null;
  recipients_count: number;
  failed_recipients: { email: string; reason: string | null }[];
  /** A Slack communication's channels (our ids); empty for the other methods. */
  slack_channel_ids: number[];
}

/** A jsonb column as read: an object from pg and PGlite, a string from some drivers. */
const jsonOf = <T>(value: unknown, empty: T): T =>
  ((typeof value === 'string' ? JSON.parse(value) : value) ?? empty) as T;

/**
 * The history of one event (or one communication), newest send time first, with sender, recipient count and the
 * addresses that failed: one query, whatever the number of rows.
 */
export async function history(
  db: Executor,
  organizationId: number,
  filter: { eventId?: number; id?: number; onlyReschedule?: boolean },
) {
  const result = await db.execute(sql`
    select c.id, c.event_id, c.history_type, c.method, c.status, c.subject, c.scheduled_for, c.sent_at,
           c.created_at, coalesce(c.sent_at, c.scheduled_for, c.created_at) as send_time,
           u.first_name as sender_first_name, u.last_name as sender_last_name, u.avatar_key as sender_avatar_key,
           -- Slack goes to channels, not people: a Slack communication reaches its channels.
           case when c.method = 'slack' then jsonb_array_length(coalesce(c.selections->'channel', '[]'::jsonb))
                when c.history_type = 'invitation'
                  then (select count(*) from communication_recipients r where r.communication_id = c.id)
                -- A message reaches the guests of its statuses: counted now until it goes, then its mails.
                when c.status in ('drafted', 'scheduled')
                  then (select count(*) from invitees i where i.event_id = c.event_id
                           and i.status in (select jsonb_array_elements_text(c.invitee_statuses)))
                else (select count(*) from mail_outbox o where o.communication_id = c.id) end::int as recipients_count,
           (select coalesce(jsonb_agg(jsonb_build_object('email', o.to_address, 'reason', o.last_error)
                                      order by o.to_address), '[]'::jsonb) from mail_outbox o
             where o.communication_id = c.id and o.status = 'failed') as failed_recipients,
           case when c.method = 'slack' then coalesce(c.selections->'channel', '[]'::jsonb)
                else '[]'::jsonb end as slack_channel_ids
      from communications c
      left join users u on u.id = c.created_by_id
     where c.organization_id = ${organizationId}
       ${filter.eventId !== undefined ? sql`and c.event_id = ${filter.eventId}` : sql``}
       ${filter.id !== undefined ? sql`and c.id = ${filter.id}` : sql``}
       ${filter.onlyReschedule ? sql`and c.status = 'reschedule'` : sql``}
     order by send_time desc, c.id desc`);
  return rowsOf<HistoryRow>(result).map((r) => ({
    ...r,
    recipients_count: Number(r.recipients_count),
    failed_recipients: jsonOf<HistoryRow['failed_recipients']>(r.failed_recipients, []),
    slack_channel_ids: jsonOf<number[]>(r.slack_channel_ids, []).map(Number),
  }));
}

/**
 * A communication is sent once none of its mails waits any more: failed when any was given up. Only the last mail
 * to finish sees nothing waiting, so exactly one caller moves it on.
 */
/**
 * Sent (or failed) once no mail of it is waiting. Two transactions end a send: the dispatch's last step (status
 * 'sending') and the delivery of its last mails. Each settles, and each must see the other's writes, so the row is
 * locked first: whichever comes second waits for the first to commit, and its update then reads afresh (read
 * committed). Without the lock, a delivery that committed while the dispatch's step was open saw neither 'sending'
 * nor was seen, and the communication stayed 'sending' for good.
 */
export async function settle(db: Executor, organizationId: number, id: number, now: Date) {
  await db.execute(sql`
    select 1 from communications where organization_id = ${organizationId} and id = ${id} for no key update`);
  await db.execute(sql`
    update communications c set
      status = case when exists (select 1 from mail_outbox o where o.communication_id = c.id and o.status = 'failed')
                    then 'failed' else 'sent' end,
      updated_at = ${now.toISOString()}
     where c.organization_id = ${organizationId} and c.id = ${id} and c.status = 'sending'
       and not exists (select 1 from mail_outbox o where o.communication_id = c.id and o.status in ('pending', 'sending'))`);
}

/**
 * Spec §4: a scheduled invitation whose time falls after the (changed) event start waits in 'reschedule'; one that
 * is before the start again goes back to 'scheduled'.
 */
export async function markRescheduling(tx: Executor, organizationId: number, eventId: number, start: Date) {
  const result = await tx.execute(sql`
    update communications set
      status = case when scheduled_for >= ${start.toISOString()} then 'reschedule' else 'scheduled' end
     where organization_id = ${organizationId} and event_id = ${eventId} and history_type = 'invitation'
       and status in ('scheduled', 'reschedule') and scheduled_for is not null
    returning id, version, status`);
  return rowsOf<{ id: number; version: number; status: string }>(result)
    .filter((r) => r.status === 'reschedule')
    .map((r) => ({ id: Number(r.id), version: Number(r.version) }));
}

export async function failUnsent(db: Executor, organizationId: number, id: number, now: Date) {
  await db.execute(sql`
    update communications set status = 'failed', updated_at = ${now.toISOString()}
     where organization_id = ${organizationId} and id = ${id} and status in ('drafted', 'scheduled')`);
}

export async function bumpIcalSequence(tx: Executor, organizationId: number, eventId: number) {
  const result = await tx.execute(sql`
    update events set ical_sequence = ical_sequence + 1
     where organization_id = ${organizationId} and id = ${eventId} returning ical_sequence`);
  return Number(rowsOf<{ ical_sequence: number }>(result)[0]?.ical_sequence ?? 0);
}

export async function userTimezone(db: Executor, organizationId: number, userId: number) {
  const result = await db.execute(
    sql`select timezone from users where organization_id = ${organizationId} and id = ${userId}`,
  );
  return rowsOf<{ timezone: string }>(result)[0]?.timezone ?? 'UTC';
}

/** Guests a message can reach: everyone whose invitation went out. */
export async function sentGuestCount(db: Executor, organizationId: number, eventId: number) {
  const result = await db.execute(sql`
    select count(*) as n from invitees
     where organization_id = ${organizationId} and event_id = ${eventId} and status <> 'guest_list'`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Spec §6: the channels a Slack message of the events may go to, those of their Slack invitations that went out or
 * are going out (sent, sending, or waiting to send now or at their time). Collection announcements go there too.
 */
export async function slackInvitedChannelIds(db: Executor, organizationId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const events = sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select distinct (jsonb_array_elements_text(coalesce(selections->'channel', '[]'::jsonb)))::int as id
      from communications
     where organization_id = ${organizationId} and event_id in (${events}) and history_type = 'invitation'
       and method = 'slack' and status in ('drafted', 'scheduled', 'sending', 'sent')`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Spec §4 for Slack: once every post of the version that went out is done, the communication is sent when any
 * channel got it, failed when none did. A settle of another version, or of a row no longer sending, changes nothing.
 */
export async function settleSlack(
  db: Executor,
  organizationId: number,
  id: number,
  version: number,
  status: 'sent' | 'failed',
  now: Date,
) {
  await db.execute(sql`
    update communications set status = ${status}, updated_at = ${now.toISOString()}
     where organization_id = ${organizationId} and id = ${id} and version = ${version} and status = 'sending'`);
}
