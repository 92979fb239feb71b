import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { copyCsvOut } from './copy-out.ts';
import { statementNamer } from './prepared-statements.ts';
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
  /**
   * PostgreSQL only: a transaction begun on a pooled connection together with its first statement, which must carry
   * no parameters (literals only). Begin and first statement cost one round trip instead of two (ADR 15).
   */
  beginWith?(statement: string): Promise<OpenTransaction>;
  /**
   * PostgreSQL only: a connection of the read pool for a read that needs no transaction (ADR 15). The parameterless
   * first statement sets the connection's role and organization for this use (`set_config(…, false)`); each later
   * statement commits on its own, and one that writes is refused.
   */
  openRead?(statement: string): Promise<OpenTransaction>;
  /**
   * PostgreSQL only: `COPY (query) TO STDOUT (format csv)` of a parameterless select, on a connection of a pool of its
   * own (5) whose first statement `scope` set its role and organization (db/copy-out.ts): a long list streamed in one
   * pass, as CSV with \r\n line ends, the connection held until it is read (ADR 17).
   */
  copyCsvOut?(scope: string, query: string): Promise<Readable>;
  /** Round trips made to PostgreSQL since start (a multi-statement text is one); undefined on PGlite. */
  roundTrips(): number | undefined;
  /** PGlite only: its data directory as a tarball, for `openDatabase({ from })` (the tests. template, ADR 26). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Calls `onMessage` with each NOTIFY on `channel`, from any process on the database, and `onGap` when messages may
   * have been missed (the listening connection was lost); resolves once listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void>;
}

export interface OpenTransaction {
  /** The rows of the first statement. */
  rows: Record<string, unknown>[];
  /** Runs `work` in the begun transaction, commits (or rolls back on error) and releases the connection. */
  run<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Rolls back and releases the connection when `run` was never called; does nothing after `run`. */
  discard(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * `idleInTransactionMs`: PostgreSQL ends a session whose transaction sits idle this long (60 s by default), so a
 * request or job stuck between statements gives its locks and its connection back (issue 31).
 * `from`: PGlite starts from this dump (`dumpDataDir`) instead of an empty database; its folder must be empty.
 */
export type DatabaseOptions =
  { databaseUrl: string; idleInTransactionMs?: number } | { dataDir: string | null; from?: Blob };

/** PGlite in DATA_DIR/db (or in memory with dataDir null), or PostgreSQL through pg with a URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.idleInTransactionMs ?? 60_000);
  let release = () => {};
  let dir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = takeLock(path.join(options.dataDir, 'db.lock'));
    dir = path.join(options.dataDir, 'db');
  }
  // pg_trgm serves the searches of the big lists (migration 0015); PostgreSQL ships it in its contrib modules.
  const client = new PGlite({
    ...(dir && { dataDir: dir }),
    ...(options.from && { loadDataDir: options.from }),
    extensions: { pg_trgm },
  });
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
    roundTrips: () => undefined,
    // Uncompressed: loading it is faster than loading a gzipped one (44 MB against 5).
    dumpDataDir: () => client.dumpDataDir('none'),
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

const counted = { roundTrips: 0 };

/** Counts every text sent to the server: the figure of the round-trip tests and the bench. */
class CountingClient extends pg.Client {
  override query(...args: unknown[]): never {
    counted.roundTrips++;
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * The connection a begun transaction runs on. Drizzle's `transaction` sends `begin` first; that one was already sent
 * with the first statement, so it is answered here without a round trip.
 */
interface Begun {
  client: pg.PoolClient;
  beginPending: boolean;
  /** A read: a statement that writes is refused before it is sent. */
  read: boolean;
}

/** What drizzle and pg-boss send to write (a data-modifying WITH included). */
const WRITES = /^\s*(insert|update|delete|merge|with\b[\s\S]*\b(insert|update|delete)\b)/i;

function openPostgres(databaseUrl: string, idleInTransactionMs: number): Database {
  // A database that is away answers within a couple of seconds (503), never hangs a request: connecting, or waiting
  // for a free connection, gives up after 2 s; keep-alive notices a connection the network dropped.
  const options = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: 2_000,
    // A connection the network silently dropped is noticed in about half a minute, not the system's two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Sent with each connection's start-up, whatever role the transactions then take (huddle_app, huddle_system).
    idle_in_transaction_session_timeout: idleInTransactionMs,
    Client: CountingClient,
  };
  const pool = new pg.Pool({ ...options, max: 10 });
  // Connections whose role and organization were set for a read (openRead): never handed to anything else.
  const readPool = new pg.Pool({ ...options, max: 10 });
  // A connection that the server drops (restart, failover) must not crash the process, idle in the pool or held by
  // a transaction between two statements: its next statement fails (503), and the pool drops it on release.
  const survive = (p: pg.Pool) => {
    p.on('error', () => {});
    p.on('connect', (client) => client.on('error', () => {}));
  };
  survive(pool);
  survive(readPool);
  // Long COPY streams (the guest list CSV, ADR 17), held while the file is read: apart, so they never leave a
  // request without a connection, nor wait for one that their own request holds.
  const copyPool = new pg.Pool({ ...options, max: 5 });
  survive(copyPool);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const current = new AsyncLocalStorage<Begun>();
  const prepared = statementNamer();
  // One drizzle instance for every begun transaction: its client sends each query to the connection of the
  // transaction it runs in (the schema's relational config is built once, not per request).
  const router = {
    query(config: { text: string }, values?: unknown[]) {
      const begun = current.getStore();
      if (!begun) throw new Error('A query outside a begun transaction');
      if (begun.beginPending && config.text === 'begin') {
        begun.beginPending = false;
        return Promise.resolve({ rows: [], rowCount: null, command: 'BEGIN', fields: [] });
      }
      if (begun.read && WRITES.test(config.text)) {
        return Promise.reject(new Error(`A read wrote (declare the route \`writes\`): ${config.text.slice(0, 80)}`));
      }
      return begun.client.query(prepared(config) as never, values as never);
    },
  };
  const routed = drizzlePg({ client: router as never, schema, casing: 'snake_case' }) as unknown as Db;

  const listeners = new Set<pg.Client>();
  let closing = false;
  /**
   * A connection of its own that LISTENs, opened again when it is lost: once per loss (its error and its end both
   * report it), after a pause that doubles from 0.5 s up to 5 s while the database stays away.
   */
  function listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void> {
    let failures = 0;
    const open = async (): Promise<void> => {
      if (closing) return;
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000, keepAlive: true });
      listeners.add(client);
      let lost = false;
      const reopen = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        void client.end().catch(() => {});
        if (closing) return;
        onGap();
        const pause = Math.min(5_000, 500 * 2 ** failures++);
        setTimeout(() => void open().catch(() => {}), pause).unref();
      };
      client.on('error', reopen);
      client.on('end', reopen);
      client.on('notification', (message) => onMessage(message.payload ?? ''));
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
        failures = 0;
      } catch (error) {
        reopen();
        throw error;
      }
    };
    return open();
  }

  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    listen,
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), readPool.end(), copyPool.end(), ...[...listeners].map((c) => c.end())]);
    },
    roundTrips: () => counted.roundTrips,
    copyCsvOut: (scope, query) => copyCsvOut(copyPool, scope, query),
    async openRead(statement) {
      const client = await readPool.connect();
      let result: pg.QueryResult;
      try {
        // The role the last use left is reset first: only the login role may run the identify function.
        result = [(await client.query(`reset role; ${statement}`)) as unknown as pg.QueryResult[]].flat().at(-1)!;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      let used = false;
      return {
        rows: result.rows as Record<string, unknown>[],
        async run(work) {
          if (used) throw new Error('This connection was already used');
          used = true;
          try {
            return await current.run({ client, beginPending: false, read: true }, () => work(routed));
          } finally {
            client.release();
          }
        },
        async discard() {
          if (used) return;
          used = true;
          client.release();
        },
      };
    },
    async beginWith(statement) {
      const client = await pool.connect();
      let results: pg.QueryResult | pg.QueryResult[];
      try {
        results = (await client.query(`begin; ${statement}`)) as unknown as pg.QueryResult[];
      } catch (error) {
        // A failed statement aborts the transaction; the connection itself is fine once it is rolled back.
        await client.query('rollback').catch(() => {});
        client.release();
        throw error;
      }
      let state: 'open' | 'running' | 'done' = 'open';
      return {
        rows: [results].flat().at(-1)!.rows as Record<string, unknown>[],
        async run(work) {
          if (state !== 'open') throw new Error('This transaction was already used');
          state = 'running';
          try {
            return await current.run({ client, beginPending: true, read: false }, () => routed.transaction(work));
          } finally {
            state = 'done';
            client.release();
          }
        },
        async discard() {
          if (state !== 'open') return;
          state = 'done';
          try {
            await client.query('rollback');
            client.release();
          } catch (error) {
            client.release(error as Error);
          }
        },
      };
    },
  };
}

/** A string as an SQL literal, for the parameterless first statement of `beginWith` (standard_conforming_strings). */
export function literal(value: string | null): string {
  if (value === null) return 'NULL';
  if (value.includes('\0')) throw new Error('NUL in an SQL literal');
  return `'${value.replaceAll("'", "''")}'`;
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
