import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { literal, rowsOf, type Database, type Db, type Executor, type OpenTransaction } from './client.ts';

/**
 * Row-level security is the second wall around each organization's rows (ADR 12, docs/architecture.md). Every query
 * of a request or a job runs in a transaction that first takes one of these roles and names the organization; the
 * policies of migration 0009 read both. Neither role owns a table or is a superuser, so the policies bind them.
 */
export const APP_ROLE = 'huddle_app';
/** Cross-tenant work only: the organization lookup by host, session look-up by token, sign-up, the job sweeps. */
export const SYSTEM_ROLE = 'huddle_system';
/** The setting the policies compare `organization_id` with. */
export const ORGANIZATION_SETTING = 'huddle.organization_id';

interface Scope {
  tx: Executor;
  /** null: the system scope, or no organization at all (`system` says which). */
  organizationId: number | null;
  /** Across organizations (huddle_system); otherwise the app role, which sees only `organizationId`'s rows. */
  system: boolean;
  open: boolean;
  /** Commit what was written even though the work ends in an error (a counted refusal). */
  keepOnError: boolean;
  /** Run once the transaction has committed (afterCommit). */
  committed: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

export class TenancyError extends Error {}

/** A repository function of one organization: `(db, organizationId, …rest)`. */
type TenantFunction = (db: Executor, organizationId: number, ...rest: never[]) => unknown;

/**
 * A repository module bound to the current scope (`tenancy.bind`): each tenant function without its first two
 * parameters, which the scope supplies. Functions that are not of one organization (by their signature) are left
 * out, so a module cannot reach them through its bound repository.
 */
export type BoundRepository<R> = {
  [K in keyof R as R[K] extends TenantFunction ? K : never]: R[K] extends (
    db: Executor,
    organizationId: number,
    ...rest: infer A
  ) => infer T
    ? (...rest: A) => T
    : never;
};

export interface Tenancy {
  /**
   * The database for services and repositories: each call goes to the transaction of the current scope, and fails
   * outside one, so no query can run without its organization.
   */
  db: Db;
  /** Runs `work` in a transaction bound to one organization (joins the current scope when it is the same one). */
  inOrganization<T>(organizationId: number, work: () => Promise<T>): Promise<T>;
  /**
   * The repositories a service uses: the module's functions bound to the transaction and the organization of the
   * scope each call runs in. A call outside an organization's scope (none, or the system scope) throws.
   */
  bind<R extends object>(repository: R): BoundRepository<R>;
  /**
   * Runs `work` in a savepoint of the current scope: an error thrown out of it undoes what `work` wrote, and a
   * caller that catches the error goes on with the rest of the scope.
   */
  savepoint<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` once the current scope's transaction has committed (not at all if it rolls back). */
  afterCommit(work: () => void): void;
  /** The organization of the current scope (null in the system scope); throws outside a scope. */
  currentOrganization(): number | null;
  /** Runs `work` in a transaction that may see every organization: for the few named cross-tenant places. */
  asSystem<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction of no organization (the app role, no organization set): it sees and may write no
   * tenant's rows. A request whose host names no organization runs so (issue 31).
   */
  withoutOrganization<T>(work: () => Promise<T>): Promise<T>;
  /**
   * The error that ends this scope is a refusal that must still count (a wrong password, a wrong code): commit what
   * the transaction wrote instead of rolling it back, then answer with the error (auth/throttle.ts).
   */
  keepWritesOnError(): void;
  /**
   * A stream read after its request's scope ended (the guest list CSV): `count` steps, each in a scope of its own.
   * The next step is read while the current one is sent, so the database works while the answer travels.
   */
  streamIn<T>(organizationId: number, count: number, step: (index: number) => Promise<T>): AsyncIterable<T>;
  /**
   * PostgreSQL: the rows of `query` as CSV (db/copy-out.ts), streamed by `COPY … TO STDOUT` as the app role in the
   * organization, on a connection of the export pool that is held until the stream is read (ADR 17); its values are
   * sent as literals. Null on PGlite, which reads such a list in steps (`streamIn`).
   */
  copyCsvOut(organizationId: number, query: SQL): Promise<Readable> | null;
  /**
   * One statement outside any scope, for a `SECURITY DEFINER` function owned by huddle_system that takes its role
   * by itself: the identification of each request (`huddle_identify`, migration 0011), which must not cost a
   * transaction of its own.
   */
  callDefiner<T>(statement: SQL): Promise<T[]>;
  /**
   * Who is calling and the scope of the request in one round trip (PostgreSQL, ADR 15): the transaction begins with
   * the statement that reads `source` (a parameterless FROM item, a `SECURITY DEFINER` function with a
   * `scope_organization_id` column) and takes the app role and that organization in the same statement. A `read`
   * (a GET) needs no transaction: it runs on a read connection whose role and organization that statement set, and
   * may not write. On PGlite, where a round trip costs nothing, it only reads `source` and `scope` is null: the scope
   * then opens as usual.
   */
  openIdentified<T extends { scope_organization_id: number | null }>(
    source: string,
    options: { read: boolean },
  ): Promise<{ row: T | undefined; scope: OpenedScope | null }>;
}

/**
 * A scope whose transaction has begun with the app role: `run` works in it, `discard` gives it back unused (a refused
 * request). Without an organization it is a scope of none (`withoutOrganization`).
 */
export interface OpenedScope {
  organizationId: number | null;
  run<T>(work: () => Promise<T>): Promise<T>;
  discard(): Promise<void>;
}

/**
 * The statement that takes a scope's role and organization (an SQL expression). With `local`, `set_config('role', …)`
 * is SET LOCAL ROLE: it ends with the transaction.
 */
function takeScope(role: string, organization: string, local: boolean) {
  return (
    `select set_config('role', ${literal(role)}, ${local}), ` +
    `set_config(${literal(ORGANIZATION_SETTING)}, ${organization}, ${local})`
  );
}

export function createTenancy(database: Pick<Database, 'db' | 'beginWith' | 'openRead' | 'copyCsvOut'>): Tenancy {
  const root = database.db;
  const nameOf = (scope: { organizationId: number | null; system: boolean }) =>
    scope.organizationId !== null
      ? `organization ${scope.organizationId}`
      : scope.system
        ? 'system'
        : 'no organization';
  /**
   * `begun`: a transaction that already took the app role and `organizationId` (openIdentified); otherwise a new
   * transaction takes them in its first statement.
   */
  async function run<T>(
    target: { organizationId: number | null; system: boolean },
    work: () => Promise<T>,
    begun?: OpenTransaction,
  ): Promise<T> {
    const { organizationId, system } = target;
    const current = scopes.getStore();
    if (current?.open) {
      if (current.organizationId === organizationId && current.system === system) return work();
      throw new TenancyError(`A scope of ${nameOf(target)} inside one of ${nameOf(current)}`);
    }
    if (begun && system) throw new TenancyError('An identified scope takes the app role, never the system role');
    let kept: { error: unknown } | undefined;
    const committed: (() => void)[] = [];
    const statement = takeScope(system ? SYSTEM_ROLE : APP_ROLE, literal(String(organizationId ?? '')), true);
    // PostgreSQL begins and takes the scope in one round trip (ADR 15); PGlite takes it as the first statement.
    const opened = begun ?? (await database.beginWith?.(statement));
    const transaction = opened ? opened.run.bind(opened) : root.transaction.bind(root);
    const result = await transaction(async (tx) => {
      if (!opened) await tx.execute(sql.raw(statement));
      const scope: Scope = { tx, organizationId, system, open: true, keepOnError: false, committed };
      try {
        return await scopes.run(scope, work);
      } catch (error) {
        if (!scope.keepOnError) throw error;
        kept = { error };
        return undefined as T;
      } finally {
        // Work started in the scope but still running later (a stream) must not use a finished transaction.
        scope.open = false;
      }
    });
    for (const work of committed) work();
    if (kept) throw kept.error;
    return result;
  }

  const db = new Proxy(root, {
    get(_target, property) {
      const scope = scopes.getStore();
      if (!scope?.open) {
        throw new TenancyError(`The database was used outside an organization's scope (${String(property)})`);
      }
      const value = Reflect.get(scope.tx, property) as unknown;
      return typeof value === 'function' ? value.bind(scope.tx) : value;
    },
  });

  function organizationScope(name: string) {
    const scope = scopes.getStore();
    if (!scope?.open || scope.organizationId === null) {
      throw new TenancyError(`The repository function ${name} was called outside an organization's scope`);
    }
    return scope as Scope & { organizationId: number };
  }

  return {
    db,
    bind<R extends object>(repository: R) {
      const bound: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(repository)) {
        if (typeof value !== 'function') continue;
        const fn = value as (...args: unknown[]) => unknown;
        bound[name] = (...rest: unknown[]) => {
          const scope = organizationScope(name);
          return fn(scope.tx, scope.organizationId, ...rest);
        };
      }
      return bound as BoundRepository<R>;
    },
    async savepoint<T>(work: () => Promise<T>) {
      const scope = scopes.getStore();
      if (!scope?.open) throw new TenancyError('A savepoint outside a scope');
      const outer = scope.tx;
      return outer.transaction(async (tx) => {
        scope.tx = tx;
        try {
          return await work();
        } finally {
          scope.tx = outer;
        }
      });
    },
    inOrganization: (organizationId, work) => run({ organizationId, system: false }, work),
    afterCommit(work) {
      const scope = scopes.getStore();
      if (!scope?.open) throw new TenancyError('afterCommit outside a scope');
      scope.committed.push(work);
    },
    currentOrganization() {
      const scope = scopes.getStore();
      if (!scope?.open) throw new TenancyError('currentOrganization outside a scope');
      return scope.organizationId;
    },
    asSystem: (work) => run({ organizationId: null, system: true }, work),
    withoutOrganization: (work) => run({ organizationId: null, system: false }, work),
    keepWritesOnError() {
      const scope = scopes.getStore();
      if (!scope?.open) throw new TenancyError('keepWritesOnError outside a scope');
      scope.keepOnError = true;
    },
    callDefiner: async <T>(statement: SQL) => {
      if (scopes.getStore()?.open) throw new TenancyError('callDefiner inside a scope');
      return rowsOf<T>(await root.execute(statement));
    },
    async openIdentified<T extends { scope_organization_id: number | null }>(
      source: string,
      options: { read: boolean },
    ): Promise<{ row: T | undefined; scope: OpenedScope | null }> {
      if (scopes.getStore()?.open) throw new TenancyError('openIdentified inside a scope');
      const open = options.read ? database.openRead : database.beginWith;
      if (!open) {
        const [row] = rowsOf<T>(await root.execute(sql.raw(`select * from ${source}`)));
        return { row, scope: null };
      }
      // Local to the transaction, or for this use of the read connection (the next use sets its own).
      const scopeOf = takeScope(APP_ROLE, `coalesce(i.scope_organization_id::text, '')`, !options.read);
      const begun = await open(`${scopeOf}, i.* from ${source} i`);
      const row = begun.rows[0] as T | undefined;
      // No organization: the app role with none set, a scope that sees no tenant's rows.
      const organizationId = row?.scope_organization_id ?? null;
      return {
        row,
        scope: {
          organizationId,
          run: <R>(work: () => Promise<R>) => run({ organizationId, system: false }, work, begun),
          discard: () => begun.discard(),
        },
      };
    },
    copyCsvOut(organizationId, query) {
      if (!database.copyCsvOut) return null;
      // COPY takes no parameters.
      const text = new PgDialect().sqlToQuery(query.inlineParams()).sql;
      return database.copyCsvOut(takeScope(APP_ROLE, literal(String(organizationId)), false), text);
    },
    streamIn: <T>(organizationId: number, count: number, step: (index: number) => Promise<T>) => ({
      async *[Symbol.asyncIterator]() {
        const read = (index: number) => {
          const reading = run({ organizationId, system: false }, () => step(index));
          // Handled where it is awaited; a step read ahead for a reader who has left must not end the process.
          reading.catch(() => {});
          return reading;
        };
        let next = count > 0 ? read(0) : null;
        for (let index = 0; next; index++) {
          const current: Promise<T> = next;
          next = index + 1 < count ? read(index + 1) : null;
          yield await current;
        }
      },
    }),
  };
}
