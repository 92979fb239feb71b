import Papa from 'papaparse';
import { CONTACT_CSV_MAX_BYTES, prepareContactRows, type PreparedContacts } from '@huddle/domain/contact-schemas';

/** A few odd characters can be a stray byte in a real CSV; more than this share means a binary file. */
const MAX_REPLACEMENT_SHARE = 0.01;

function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const sample = text.slice(0, 64_000);
  let replaced = 0;
  for (const char of sample) if (char === '\uFFFD') replaced++;
  return sample.length > 0 && replaced / sample.length > MAX_REPLACEMENT_SHARE;
}

function isCsvName(file: File): boolean {
  return /\.csv$/i.test(file.name) || /csv/i.test(file.type);
}

/** Parses CSV text once into the rows to upload; null when it is not a contacts CSV (no email column). */
export function prepareContactCsv(text: string): PreparedContacts | null {
  if (looksBinary(text)) return null;
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const rows = parsed.data.filter((row): row is string[] => Array.isArray(row));
  if (rows.length === 0) return null;
  const prepared = prepareContactRows(rows);
  return prepared.hasEmailColumn ? prepared : null;
}

/** Reads a chosen file (spec §5 CSV contact upload); null means CSV_MESSAGES.invalidFile. */
export async function readContactCsv(file: File): Promise<PreparedContacts | null> {
  if (!isCsvName(file) || file.size === 0 || file.size > CONTACT_CSV_MAX_BYTES) return null;
  let text: string;
  try {
    text = await file.text();
  } catch {
    return null;
  }
  // Let the "Checking your file…" state paint before a large file is parsed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return prepareContactCsv(text);
}
