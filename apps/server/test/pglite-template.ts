import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import { ensureReferenceData } from '../src/db/seed/reference.ts';

/**
 * The PGlite twin of the PostgreSQL template database (ADR 26): a data directory migrated and seeded once, dumped
 * to a file in the temp folder, from which each test file starts its own in-memory PGlite. Creating a PGlite cluster
 * (initdb) and migrating it cost seconds; loading the dump a fraction of one.
 *
 * The file's name is a hash of everything its content comes from, so a changed migration or seed makes a new one,
 * and worktrees or runs with other migrations never share a dump. It is written under a temporary name and renamed:
 * processes that build it at the same time each write a whole file, and a reader never sees a partial one.
 */

const serverDir = path.join(import.meta.dirname, '..');
const PREFIX = 'huddle-pglite-template-';
/** A dump unused this long belongs to migrations nobody runs any more (44 MB each). */
const STALE_MS = 7 * 24 * 3600 * 1000;

/** What the dump's content depends on. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(migrationsFolder, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
  const sources = ['src/db/client.ts', 'src/db/seed/reference.ts', 'test/pglite-template.ts'];
  for (const file of [...files, ...sources.map((source) => path.join(serverDir, source))]) {
    hash.update(path.relative(serverDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  hash.update(JSON.parse(fs.readFileSync(path.join(pglite, 'package.json'), 'utf8')).version as string);
  // The reference data (currency names) comes from Node's own ICU data.
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

async function build(file: string): Promise<Buffer<ArrayBuffer>> {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    removeStale();
    return dump;
  } finally {
    await database.close();
  }
}

function removeStale() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const file = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

/** The dump's file, made when missing (the server project's global setup calls this before any test file runs). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `${PREFIX}${templateKey()}.tar`);
  if (!fs.existsSync(file)) await build(file);
  else {
    // In use: not stale (see removeStale).
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
  return file;
}

let loaded: Promise<Blob> | undefined;

/** The migrated and seeded data directory to start a test's PGlite from; read once per process. */
export function pgliteTemplate(): Promise<Blob> {
  loaded ??= (async () => {
    const file = await ensurePgliteTemplate();
    try {
      return new Blob([fs.readFileSync(file)]);
    } catch (error) {
      // Removed since (a cleaned temp folder): this process makes it again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return new Blob([await build(file)]);
    }
  })();
  return loaded;
}
