import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../test/tenants.ts';

/**
 * Issue 31: an unexpected error is logged without the request's body and without the SQL it ran: drizzle's query
 * errors carry the statement and its parameters, and PostgreSQL's messages quote the values they refuse.
 */
const SECRET = 'sk_live_9f8e7d6c5b4a';
let t: TestApp;
let tenants: Tenants;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({ logStream: sink });
  tenants = await twoTenants(t);
  // A fault the app does not expect, quoting the value it refuses as PostgreSQL's own messages do.
  await t.db.execute(
    sql.raw(`create function refuse_office() returns trigger language plpgsql as
    $$ begin raise exception 'cannot store office %', new.name; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_office before insert on offices for each row execute function refuse_office()`),
  );
});
afterAll(() => t.close());

describe('the log of an unexpected error', () => {
  it('names the failure but carries no parameter, statement or body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/offices',
      headers: tenants.admin.headers,
      payload: { office: { name: SECRET } },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((entry) => entry.msg === 'request failed');
    expect(failure).toBeDefined();
    // Still useful: what kind of failure, where.
    expect(JSON.stringify(failure)).toContain('P0001');
    const text = lines.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/insert into/i);
  });
});
