import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { csvCell, csvCellSql, formulaSafeSql } from '../../lib/csv.ts';

/** The words of the coded columns, by stored value (guests.presenter.ts). */
export interface GuestCsvLabels {
  /** By status, and `scheduled` for a guest whose invitation is still to go out. */
  status: Record<string, string>;
  attended: Record<string, string>;
  attendanceType: Record<string, string>;
  rsvpSource: Record<string, string>;
}
interface Format {
  labels: GuestCsvLabels;
  now: Date;
}

/** Rows in one statement of the export on PGlite: about half a megabyte of text on each side. */
export const EXPORT_BATCH = 5_000;

/** What `String.prototype.trim()` removes (WhiteSpace and LineTerminator), for the name as presentGuest has it. */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The guest's name as presentGuest has it, once per row (offset 0 keeps it from being inlined into each use). */
const named = sql`cross join lateral (
  select coalesce(nullif(btrim(i.first_name || ' ' || i.last_name, ${JS_WHITESPACE}), ''), i.email) as name offset 0) g`;

/**
 * The columns after Name and Email as the presenter and the route wrote them: the chip status (Scheduled while the
 * invitation waits, compared in milliseconds as a JavaScript Date holds it), the labels (null for none), and
 * `updated_at` as `toISOString()` writes it (milliseconds cut, not rounded).
 */
function codedColumns({ labels, now }: Format, word: (words: Record<string, string>) => Record<string, string>) {
  const label = (column: keyof GuestCsvLabels, key: SQL) =>
    sql`(${JSON.stringify(word(labels[column]))}::jsonb ->> ${key})`;
  const chip = sql`(case when i.status = 'guest_list'
    or date_trunc('milliseconds', i.invite_scheduled_for) > ${now.toISOString()}::timestamptz
    then 'scheduled' else i.status end)`;
  return [
    label('status', chip),
    label('attended', sql.raw('i.attended')),
    label('attendanceType', sql.raw('i.attendance_type')),
    label('rsvpSource', sql.raw('i.rsvp_source')),
    sql`to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  ];
}

const asCells = (words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([value, word]) => [value, csvCell(word)]));

/**
 * The whole list in name order, for PostgreSQL's `COPY … (format csv)` (tenancy.copyCsvOut): one pass of the name
 * index in one snapshot. COPY quotes as lib/csv.ts does (a comma, a quote or a line break), so the columns carry the
 * formula prefix and null for an empty cell (COPY writes '' as ""). Nothing is read here; the handle is the binding's.
 */
export function exportSelect(_db: Executor, organizationId: number, eventId: number, format: Format) {
  const columns = [
    formulaSafeSql(sql.raw('g.name')),
    formulaSafeSql(sql.raw('i.email')),
    ...codedColumns(format, (words) => words),
  ];
  return sql`
    select ${sql.join(
      columns.map((column) => sql`nullif(${column}, '')`),
      sql`, `,
    )}
      from invitees i
      ${named}
     where i.organization_id = ${organizationId} and i.event_id = ${eventId}
     order by lower(trim(i.first_name || ' ' || i.last_name)), i.email, i.id`;
}

/** One guest's CSV line as lib/csv.ts writes it, as one text, for PGlite's batches. */
function lineOf(format: Format) {
  const columns = [
    csvCellSql(sql.raw('g.name')),
    csvCellSql(sql.raw('i.email')),
    ...codedColumns(format, asCells).map((column) => sql`coalesce(${column}, '')`),
  ];
  return sql`${sql.join(columns, sql` || ',' || `)} || E'\\r\\n'`;
}

/**
 * PGlite, which has no COPY to stream: the export's order, the event's guest ids in name order, read once (an index
 * scan). Each batch then reads its rows by id (`exportLines`). Keyset paging on the name would not do: under
 * row-level security a comparison of `lower(…)` is not leakproof, so PostgreSQL may not use it in the index and each
 * batch would scan the list from its start.
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
  format: Format,
): Promise<string> {
  const batch = `{${ids.join(',')}}`;
  const [found] = rowsOf<{ csv: string | null }>(
    await db.execute(sql`
      select string_agg(${lineOf(format)}, '' order by o.n) as csv
        from unnest(${batch}::int[]) with ordinality as o(id, n)
        join invitees i on i.id = o.id
        ${named}
       -- The ids again, so the batch's rows are read by their key (a probe each) rather than by a scan of the list.
       where i.organization_id = ${organizationId} and i.event_id = ${eventId} and i.id = any(${batch}::int[])`),
  );
  return found?.csv ?? '';
}
