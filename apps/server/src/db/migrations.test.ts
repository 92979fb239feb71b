import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migrations journal', () => {
  // Drizzle's migrator applies only the migrations whose `when` is later than the last one a database has: a
  // migration whose `when` is earlier than its predecessor's (a branch generated before another one merged first)
  // would be skipped on every database that is already up to date, without a word.
  it('has strictly increasing times, so an existing database takes up every new migration', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when);
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it('names every SQL file in the folder, in order', () => {
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, i) => i));
  });
});
