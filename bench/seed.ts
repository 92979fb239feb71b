/**
 * The bench's data set on PostgreSQL: the demo organizations, then 100,000 contacts in acme, an upcoming event with
 * 50,000 of them as guests and one with all of them. Run: npm run bench:seed (the bench runs it itself when the database is missing).
 * Bulk rows are written with set-based SQL as the database owner, as a migration would.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/demo.ts';
import { ensureReferenceData } from '../apps/server/src/db/seed/reference.ts';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_bench';
export const CONTACTS = 100_000;
export const GUESTS = 50_000;
export const BIG_EVENT_NAME = 'Bench all-hands';
/** Every contact as a guest: the guest list export's 100,000 rows. */
export const EXPORT_EVENT_NAME = 'Bench company party';

function adminUrl(url: string) {
  const u = new URL(url);
  return { admin: Object.assign(new URL(url), { pathname: '/postgres' }).toString(), name: u.pathname.slice(1) };
}

/** True when the bench database exists and holds the big event. */
export async function isSeeded(url = BENCH_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select 1 from events where name = any($1)', [
      [BIG_EVENT_NAME, EXPORT_EVENT_NAME],
    ]);
    return rows.length === 2;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function seedBench(url = BENCH_DATABASE_URL) {
  const started = performance.now();
  const { admin, name } = adminUrl(url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`drop database if exists ${name} with (force)`);
  await server.query(`create database ${name}`);
  await server.end();

  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemoData(database.db);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const {
    rows: [acme],
  } = await client.query<{ id: number; admin_id: number }>(
    `select o.id, (select u.id from users u where u.organization_id = o.id and u.email = 'admin@acme.test') admin_id
       from organizations o where o.subdomain = 'acme'`,
  );
  await client.query(
    `insert into users (organization_id, email, first_name, last_name, role, status, timezone)
     select $1, 'bench.contact.' || g || '@example.com',
            (array['Ada','Ben','Chloe','Dan','Eve','Farid','Grace','Hugo','Ines','Jon','Kai','Lena','Mia','Noor',
                   'Omar','Pia','Quinn','Rui','Sara','Tom'])[1 + g % 20],
            (array['Silva','Smith','Ng','Okafor','Novak','Garcia','Kim','Rossi','Meyer','Haddad'])[1 + (g / 20) % 10]
              || ' ' || g,
            'user', case when g % 10 = 0 then 'invited' else 'active' end, 'Europe/Lisbon'
       from generate_series(1, $2::int) g`,
    [acme!.id, CONTACTS],
  );
  await addEvent(client, acme!.id, acme!.admin_id, BIG_EVENT_NAME, GUESTS);
  await addEvent(client, acme!.id, acme!.admin_id, EXPORT_EVENT_NAME, CONTACTS);
  await client.query('analyze');
  await client.end();
  console.log(
    `bench data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${CONTACTS} contacts, events with ${GUESTS} and ${CONTACTS} guests (${url})`,
  );
}

/** A published event hosted by the admin, with the first `guests` contacts on its guest list. */
async function addEvent(client: pg.Client, organizationId: number, hostId: number, name: string, guests: number) {
  const {
    rows: [event],
  } = await client.query<{ id: number }>(
    `insert into events (organization_id, name, description, safe_description, start_at, ends_at, timezone, location,
                         privacy, published, published_at)
     values ($1, $2, '<p>Everyone.</p>', '<p>Everyone.</p>', now() + interval '14 days',
             now() + interval '14 days 2 hours', 'Europe/Lisbon', 'Main hall', 'open', true, now())
     returning id`,
    [organizationId, name],
  );
  await client.query(`insert into event_hosts (organization_id, event_id, user_id) values ($1, $2, $3)`, [
    organizationId,
    event!.id,
    hostId,
  ]);
  await client.query(
    `insert into invitees (organization_id, event_id, user_id, email, first_name, last_name, status, attended,
                           rsvp_source, responded_at)
     select u.organization_id, $2, u.id, u.email, u.first_name, u.last_name,
            (array['invited','rsvp','maybe_attending','not_attending'])[1 + u.id % 4], 'not_recorded',
            case when u.id % 4 = 0 then null else 'email' end,
            case when u.id % 4 = 0 then null else now() - (u.id % 500) * interval '1 minute' end
       from users u
      where u.organization_id = $1 and u.email like 'bench.contact.%'
      order by u.id
      limit $3`,
    [organizationId, event!.id, guests],
  );
  return event!.id;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await seedBench();
