import { pipeline, type Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { crlfRows } from '../lib/csv.ts';

/**
 * `COPY (query) TO STDOUT (format csv)` on a connection of `pool` whose first statement (`scope`, parameterless, as
 * openRead's) set its role and organization for this use: the query's rows as CSV, UTF-8, each row ending in \r\n.
 * PostgreSQL quotes a cell that holds a comma, a quote or a line break, doubles its quotes, and writes null as
 * nothing (and '' as ""). The connection goes back to the pool once the rows are read to the end; a stream
 * destroyed before (a reader who left) or failed closes it, as it is still in the middle of the COPY.
 */
export async function copyCsvOut(pool: pg.Pool, scope: string, query: string): Promise<Readable> {
  const client = await pool.connect();
  try {
    // The role the last use left is reset first, as openRead does.
    await client.query(`reset role; ${scope}`);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const copy = client.query(copyTo(`copy (${query}) to stdout (format csv)`));
  return pipeline(copy, crlfRows(), (error) => client.release(error ?? undefined));
}
