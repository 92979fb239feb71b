import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';

/** A cell that starts with one of these is run as a formula by a spreadsheet: it gets a ' in front. */
const FORMULA_STARTS = '=+-@\t\r';
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180). A cell that starts with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (text !== '' && FORMULA_STARTS.includes(text[0]!)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `csvCell` as PostgreSQL computes it, for a text expression that is never null, so a long export is written by the
 * database and JavaScript only forwards its text. `ascii` is the code point of the first character (0 for '').
 */
export function csvCellSql(text: SQL): SQL {
  const formula = sql`ascii(${text}) in (${sql.raw([...FORMULA_STARTS].map((c) => c.charCodeAt(0)).join(', '))})`;
  return sql`(case
    when ${text} ~ E'[",\\r\\n]' then '"' || case when ${formula} then '''' else '' end || replace(${text}, '"', '""') || '"'
    when ${formula} then '''' || ${text}
    else ${text} end)`;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV file from its header and its lines, already CSV, a chunk at a time (a long list never sits in memory). */
export function csvTextStream(header: string[], chunks: AsyncIterable<string>) {
  async function* text() {
    // A byte-order mark so spreadsheet programs read the names as UTF-8.
    yield `\uFEFF${csvLine(header)}`;
    for await (const chunk of chunks) if (chunk !== '') yield chunk;
  }
  return Readable.from(text());
}

/** Content-Disposition for a download whose name may hold any character. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
