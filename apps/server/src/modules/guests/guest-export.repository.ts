import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { csvCellSql } from '../../lib/csv.ts';

/** The words of the coded columns, each already a CSV cell, by stored value (guests.presenter.ts). */
export interface GuestCsvLabels {
  /** By status, and `scheduled` for a guest whose invitation is still to go out. */
  status: Record<string, string>;
  attended: Record<string, string>;
  attendanceType: Record<string, string>;
  rsvpSource: Record<string, string>;
}

/** Rows in one statement of the export: about half a megabyte of text on PostgreSQL's side and on ours. */
export const EXPORT_BATCH = 5_000;

/** What `String.prototype.trim()` removes (ECMAScript WhiteSpace and LineTerminator), for the name as presentGuest has it. */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * One guest's CSV line, as the presenter and lib/csv.ts would write it: the name trimmed as JavaScript trims (or the
 * email), the chip status (Scheduled while the invitation waits, compared in milliseconds as a JavaScript Date holds
 * it), the labels, and `updated_at` as `toISOString()` writes it (milliseconds cut, not rounded).
 */
function lineOf(labels: GuestCsvLabels, now: Date) {
  const label = (column: keyof GuestCsvLabels, key: ReturnType<typeof sql>) =>
    sql`coalesce(${JSON.stringify(labels[column])}::jsonb ->> ${key}, '')`;
  const chip = sql`(case when i.status = 'guest_list'
    or date_trunc('milliseconds', i.invite_scheduled_for) > ${now.toISOString()}::timestamptz
    then 'scheduled' else i.status end)`;
  return sql`${csvCellSql(sql.raw('g.name'))} || ',' || ${csvCellSql(sql.raw('i.email'))}
    || ',' || ${label('status', chip)} || ',' || ${label('attended', sql.raw('i.attended'))}
    || ',' || ${label('attendanceType', sql.raw('i.attendance_type'))} || ',' || ${label('rsvpSource', sql.raw('i.rsvp_source'))}
    || ',' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'\\r\\n'`;
}

/**
 * The export's order: the event's guest ids in name order, read once (an index scan). Each batch then reads its rows
 * by id (`exportLines`). Keyset paging on the name would not do: under row-level security a comparison of `lower(…)`
 * is not leakproof, so PostgreSQL may not use it in the index and each batch would scan the list from its start.
 */
export async function exportOrder(db: Executor, organizationId: number, eventId: number): Promise<string[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from invitees where organization_id = ${organizationId} and event_id = ${eventId}
       order by lower(trim(first_name || ' ' || last_name)), email, id`),
  );
  return rows.map((r) => String(r.id));
}

/**
 * The CSV lines of the guests `ids` (a batch of the order), in that order, as one text written by PostgreSQL: a row
 * never becomes a JavaScript object. A guest removed since the order was read is left out.
 */
export async function exportLines(
  db: Executor,
  organizationId: number,
  eventId: number,
  ids: string[],
  format: { labels: GuestCsvLabels; now: Date },
): Promise<string> {
  const batch = `{${ids.join(',')}}`;
  const [found] = rowsOf<{ csv: string | null }>(
    await db.execute(sql`
      select string_agg(${lineOf(format.labels, format.now)}, '' order by o.n) as csv
        from unnest(${batch}::int[]) with ordinality as o(id, n)
        join invitees i on i.id = o.id
        -- The name once per row (offset 0 keeps it from being inlined into each use).
        cross join lateral (
          select coalesce(nullif(btrim(i.first_name || ' ' || i.last_name, ${JS_WHITESPACE}), ''), i.email) as name
          offset 0) g
       -- The ids again, so the batch's rows are read by their key (a probe each) rather than by a scan of the list.
       where i.organization_id = ${organizationId} and i.event_id = ${eventId} and i.id = any(${batch}::int[])`),
  );
  return found?.csv ?? '';
}
