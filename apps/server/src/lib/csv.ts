import { Readable } from 'node:stream';

/**
 * One CSV cell (RFC 4180). A cell that starts with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV stream from a header and batches of rows, read one batch at a time (a long list never sits in memory). */
export function csvStream<T>(header: string[], batches: AsyncIterable<T[]>, toCells: (row: T) => (string | null)[]) {
  async function* lines() {
    // A byte-order mark so spreadsheet programs read the names as UTF-8.
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map((row) => csvLine(toCells(row))).join('');
  }
  return Readable.from(lines());
}

/** Content-Disposition for a download whose name may hold any character. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
