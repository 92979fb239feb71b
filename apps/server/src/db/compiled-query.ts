import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from './client.ts';

/** What drizzle keeps on a prepared select besides its text: how to map rows back (drizzle-orm 0.45 internals). */
interface PreparedInternals {
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}

/**
 * A select whose SQL drizzle builds once, for the hottest reads (issue 14): building the text of a select with many
 * columns walks every column and cost the current user a quarter of its server time. `build` makes the select with
 * `sql.placeholder(…)` for every value; each call runs the built text with `params` in the caller's transaction
 * (the scope's `db`), mapping rows back as the select would.
 */
export function compiledSelect<Row, Params extends Record<string, unknown>>(
  build: (db: Executor) => { prepare(name: string): { getQuery(): Query } },
) {
  let compiled: { query: Query; fields: unknown; joins: unknown } | undefined;
  return async (db: Executor, params: Params): Promise<Row[]> => {
    if (!compiled) {
      // The name is not used: the text is run unnamed, and prepared-statements.ts names it when it repeats.
      const prepared = build(db).prepare('compiled');
      const internals = prepared as unknown as PreparedInternals;
      compiled = { query: prepared.getQuery(), fields: internals.fields, joins: internals.joinsNotNullableMap };
    }
    const query = db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
      compiled.query,
      compiled.fields as never,
      undefined,
      true,
    );
    (query as unknown as PreparedInternals).joinsNotNullableMap = compiled.joins;
    return query.execute(params);
  };
}

/**
 * compiledSelect for a select whose shape varies with a few switches (a list's tab and which filters are set): one
 * built text per `key(shape)`, so the number of texts is bounded by the switches' combinations.
 */
export function compiledSelects<Row, Params extends Record<string, unknown>, Shape>(
  key: (shape: Shape) => string,
  build: (db: Executor, shape: Shape) => { prepare(name: string): { getQuery(): Query } },
) {
  const byKey = new Map<string, (db: Executor, params: Params) => Promise<Row[]>>();
  return (db: Executor, shape: Shape, params: Params): Promise<Row[]> => {
    const k = key(shape);
    let run = byKey.get(k);
    if (!run) {
      run = compiledSelect<Row, Params>((d) => build(d, shape));
      byKey.set(k, run);
    }
    return run(db, params);
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement of raw SQL (`sql\`…\``) built once, like compiledSelect: `build` writes every value as
 * `sql.placeholder(…)`, and each call runs the text with `params` in the caller's transaction and returns its rows
 * as PostgreSQL answers them.
 */
export function compiledSql<Row, Params extends Record<string, unknown>>(build: () => SQL) {
  let query: Query | undefined;
  return async (db: Executor, params: Params): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, undefined, false).execute(params));
  };
}
