import { Readable, Transform } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';

/** A cell that starts with one of these is run as a formula by a spreadsheet: it gets a ' in front. */
const FORMULA_STARTS = '=+-@\t\r';
/**
 * A formula character right after a separator of some locale's reading (`;` where the decimal mark is a comma, a
 * tab, a comma, a line break) starts a cell of that reading: it gets a ' in front too. Unquoted, `a;=1` is two cells
 * to a `;` reader, and our quotes do not help a reader that splits on another separator than ours.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n])([=+\-@])/g;
/** The same rule for PostgreSQL (an ARE, where \t \r \n are the regex's own escapes; our constant, never input). */
const FORMULA_AFTER_SEPARATOR_SQL = sql.raw(`'([;,\\t\\r\\n])([-=+@])', '\\1''\\2', 'g'`);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180). A cell that starts with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet never runs it as a formula, and so is each = + - @ right after a separator (`;` `,` tab CR LF).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  if (text !== '' && FORMULA_STARTS.includes(text[0]!)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A text expression with csvCell's formula prefixes, computed by PostgreSQL. `ascii` is the first code point (0 for
 * an empty text); a prefix after a separator never changes the first character.
 */
export function formulaSafeSql(text: SQL): SQL {
  const codes = [...FORMULA_STARTS].map((c) => c.charCodeAt(0)).join(', ');
  const inner = sql`regexp_replace(${text}, ${FORMULA_AFTER_SEPARATOR_SQL})`;
  return sql`(case when ascii(${text}) in (${sql.raw(codes)}) then '''' || ${inner} else ${inner} end)`;
}

/**
 * `csvCell` as PostgreSQL computes it, for a text expression that is never null, so a long export is written by the
 * database and JavaScript only forwards its text.
 */
export function csvCellSql(text: SQL): SQL {
  const safe = formulaSafeSql(text);
  return sql`(case when ${text} ~ E'[",\\r\\n]' then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`;
}

/** An uploaded CSV's text: null when it is not UTF-8 or holds NUL bytes, whatever the file is called. */
export function csvText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file from its header and its lines, already CSV (text, or UTF-8 bytes), a chunk at a time (a long list never
 * sits in memory).
 */
export function csvTextStream(header: string[], chunks: AsyncIterable<string | Buffer>) {
  async function* text() {
    // A byte-order mark so spreadsheet programs read the names as UTF-8.
    yield `\uFEFF${csvLine(header)}`;
    for await (const chunk of chunks) if (chunk.length > 0) yield chunk;
  }
  return Readable.from(text());
}

const CRLF = Buffer.from('\r\n');

/**
 * CSV as PostgreSQL's `COPY … (format csv)` writes it, with each row's line feed made the \r\n of RFC 4180. A line
 * feed inside a quoted cell stays; quotes are counted across chunks (an escaped "" counts twice, so it cancels out).
 */
export function crlfRows(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const parts: Buffer[] = [];
      let from = 0;
      let at = 0;
      let quote = chunk.indexOf(0x22);
      for (;;) {
        if (quoted) {
          if (quote === -1) break;
          quoted = false;
        } else {
          const feed = chunk.indexOf(0x0a, at);
          if (quote === -1 || (feed !== -1 && feed < quote)) {
            if (feed === -1) break;
            parts.push(chunk.subarray(from, feed), CRLF);
            from = at = feed + 1;
            continue;
          }
          quoted = true;
        }
        at = quote + 1;
        quote = chunk.indexOf(0x22, at);
      }
      if (parts.length === 0) return done(null, chunk);
      parts.push(chunk.subarray(from));
      done(null, Buffer.concat(parts));
    },
  });
}

/** Content-Disposition for a download whose name may hold any character. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
