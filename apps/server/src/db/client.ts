import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database: repositories accept either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver's own query function, for pg-boss (multi-statement text without values works on both). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string | null };

/** PGlite in DATA_DIR/db (or in memory with dataDir null), or PostgreSQL through pg with a URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let dir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = takeLock(path.join(options.dataDir, 'db.lock'));
    dir = path.join(options.dataDir, 'db');
  }
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  driver.queues = true;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

const heldLocks = new Set<string>();

/** PGlite has no lock of its own: two processes on one data directory would corrupt it. */
function takeLock(file: string): () => void {
  const busy = (owner: number) =>
    new Error(`Another Huddle process (pid ${owner}) is using ${path.dirname(file)}. Stop it or set DATA_DIR.`);
  if (heldLocks.has(file)) throw busy(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldLocks.add(file);
      return () => {
        heldLocks.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a process that is gone (or by an earlier run that had our pid) is stale.
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw busy(pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL with $n placeholders on a drizzle handle (pg-boss uses this, also inside our transactions). */
export async function executeSql(executor: Executor, text: string, values: unknown[] = []) {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql.param(toParam(values[Number(match[1]) - 1])));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
  return { rows: result.rows };
}

function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/** The rows of a raw `db.execute(sql…)`, which both drivers answer as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * PGlite queues the statements handed to it and runs them one by one, so a scope may hand over all its queries at
 * once; node-postgres deprecates queueing on a busy client (and pg 9 removes it), so there they go one at a time.
 */
const driver = { queues: false };

/**
 * `Promise.all` for the lazy query builders of one scope. A scope's transaction is one connection, which takes one
 * query at a time: on PGlite they are handed over together (it queues them, and that is measurably faster), on
 * PostgreSQL in turn.
 */
export async function inTurn<const T extends readonly PromiseLike<unknown>[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (driver.queues) return (await Promise.all(queries)) as { -readonly [K in keyof T]: Awaited<T[K]> };
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
