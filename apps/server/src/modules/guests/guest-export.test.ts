import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { invitees } from '../../db/schema/guests.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { formulaCells, HIDDEN_FORMULAS } from '../../../test/csv-reading.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const UPDATED = new Date('2026-11-20T08:09:10Z');
const U = UPDATED.toISOString();
let t: TestApp;
let { acme, organizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

type Row = typeof invitees.$inferInsert;
const guest = (first: string, last: string, email: string, more: Partial<Row> = {}) => ({
  firstName: first,
  lastName: last,
  email,
  ...more,
});

/** Every value the cells treat specially, and every label of each column. */
const TRICKY = [
  guest('', '', 'blank@example.com'),
  guest(' ', ' ', 'spaces@example.com', { status: 'guest_list' }),
  guest('', '', '=bad@example.com'),
  guest('\tTabbed', 'Guest', '\ttab@example.com'),
  guest('"Quoted"', 'Name', 'quote@example.com', {
    status: 'rsvp',
    attended: 'yes',
    attendanceType: 'virtual',
    rsvpSource: 'event_page',
  }),
  guest('+44', 'Plus', 'plus@example.com', {
    status: 'maybe_attending',
    attended: 'yes',
    attendanceType: 'in_person',
    rsvpSource: 'calendar',
  }),
  guest('-Dash', '', 'dash@example.com', {
    status: 'not_attending',
    attended: 'yes',
    attendanceType: 'unknown',
    rsvpSource: 'slack',
  }),
  guest('=SUM(A1', ',B1)', 'formula@example.com', { status: 'rsvp', attended: 'no', rsvpSource: 'email' }),
  guest('@Handle', 'At', '@at@example.com'),
  guest('Ada', 'Lovelace', 'ada@example.com', { status: 'rsvp', attended: 'yes', rsvpSource: 'email' }),
  guest('Carriage', 'Return\r', 'cr@example.com'),
  guest('Comma', 'Smith, Jr.', 'comma@example.com'),
  guest('Exactly', 'Now', 'exact@example.com', { inviteScheduledFor: NOW }),
  guest('Later', 'Scheduled', 'later@example.com', { inviteScheduledFor: new Date(NOW.getTime() + DAY) }),
  guest('Line', 'One\nTwo', 'newline@example.com'),
  guest('Mary-Jane', 'Doe', 'mary@example.com'),
  guest('Odd', 'Mail', '"odd,mail"@example.com'),
  guest('Past', 'Scheduled', 'past@example.com', { status: 'rsvp', inviteScheduledFor: new Date(NOW.getTime() - DAY) }),
  guest('Twin', 'Guest', 'twin-b@example.com'),
  guest('Twin', 'Guest', 'twin-a@example.com'),
  guest('Zoë', 'ñandú', 'zoe@example.com'),
  guest('\u00a0Nbsp', 'Trail\u3000', 'nbsp@example.com'),
  guest('李', '小龙', 'li@example.com'),
  guest('🎉', 'Party', 'party@example.com'),
];

/** The file as it has always been written (lib/csv.ts, the labels of domain/guest-schemas), in name order. */
const EXPECTED_TRICKY = [
  `'=bad@example.com,'=bad@example.com,Invited,Not recorded,,,${U}`,
  `blank@example.com,blank@example.com,Invited,Not recorded,,,${U}`,
  `spaces@example.com,spaces@example.com,Scheduled,Not recorded,,,${U}`,
  `Tabbed Guest,'\ttab@example.com,Invited,Not recorded,,,${U}`,
  `"""Quoted"" Name",quote@example.com,Yes,Yes,Virtual,Event page,${U}`,
  `'+44 Plus,plus@example.com,Maybe,Yes,In person,Calendar,${U}`,
  `'-Dash,dash@example.com,No,Yes,Unknown,Slack,${U}`,
  `"'=SUM(A1 ,B1)",formula@example.com,Yes,No,,Email,${U}`,
  `'@Handle At,'@at@example.com,Invited,Not recorded,,,${U}`,
  `Ada Lovelace,ada@example.com,Yes,Yes,,Email,2026-11-20T08:09:10.123Z`,
  `Carriage Return,cr@example.com,Invited,Not recorded,,,${U}`,
  `"Comma Smith, Jr.",comma@example.com,Invited,Not recorded,,,${U}`,
  `Exactly Now,exact@example.com,Invited,Not recorded,,,${U}`,
  `Later Scheduled,later@example.com,Scheduled,Not recorded,,,${U}`,
  `"Line One\nTwo",newline@example.com,Invited,Not recorded,,,${U}`,
  `Mary-Jane Doe,mary@example.com,Invited,Not recorded,,,${U}`,
  `Odd Mail,"""odd,mail""@example.com",Invited,Not recorded,,,${U}`,
  `Past Scheduled,past@example.com,Yes,Not recorded,,,${U}`,
  `Twin Guest,twin-a@example.com,Invited,Not recorded,,,${U}`,
  `Twin Guest,twin-b@example.com,Invited,Not recorded,,,${U}`,
];
/** Names that sort after the fillers ("zed …") by their bytes. */
const EXPECTED_LAST = [
  `Zoë ñandú,zoe@example.com,Invited,Not recorded,,,${U}`,
  `Nbsp Trail,nbsp@example.com,Invited,Not recorded,,,${U}`,
  `李 小龙,li@example.com,Invited,Not recorded,,,${U}`,
  `🎉 Party,party@example.com,Invited,Not recorded,,,${U}`,
];

async function insert(eventId: number, rows: ReturnType<typeof guest>[]) {
  await t.db.insert(invitees).values(rows.map((r) => ({ organizationId: acme.id, eventId, updatedAt: UPDATED, ...r })));
}

const exported = (eventId: number) =>
  t.app.inject({ method: 'GET', url: `/api/events/${eventId}/export_guest_list`, headers: organizer.headers });

describe('the guest list CSV', () => {
  it('is byte for byte the file it has always been, across batches', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const other = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    await insert(event.id, TRICKY);
    // More than a batch (5,000) so the file is put together from several.
    const fillers = Array.from({ length: 5_003 }, (_, i) => String(i).padStart(4, '0'));
    await insert(
      event.id,
      fillers.map((n) => guest('Zed', n, `zed${n}@example.com`)),
    );
    await insert(other.id, [guest('Other', 'Event', 'ada@example.com')]);
    // Microseconds, as `now()` in SQL writes them: the file shows milliseconds, cut, not rounded.
    await t.db.execute(
      sql`update invitees set updated_at = '2026-11-20T08:09:10.123987Z' where event_id = ${event.id} and email = 'ada@example.com'`,
    );

    const r = await exported(event.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    const expected = [
      'Name,Email,RSVP,Attended,Attendance type,RSVP source,Updated at',
      ...EXPECTED_TRICKY,
      ...fillers.map((n) => `Zed ${n},zed${n}@example.com,Invited,Not recorded,,,${U}`),
      ...EXPECTED_LAST,
    ];
    expect(r.rawPayload.equals(Buffer.from(`\uFEFF${expected.map((line) => `${line}\r\n`).join('')}`))).toBe(true);
    expect(r.body.split('\r\n').slice(0, 1 + EXPECTED_TRICKY.length)).toEqual([
      `\uFEFF${expected[0]}`,
      ...EXPECTED_TRICKY,
    ]);
  });

  it('holds no formula that a ;-separated (or tab-separated) reading would run', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    await insert(
      event.id,
      HIDDEN_FORMULAS.map((text, i) => guest(text, '', `${text}${i}@example.com`)),
    );
    const r = await exported(event.id);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('x;');
    for (const delimiter of [';', ',', '\t'] as const) expect(formulaCells(r.body, delimiter)).toEqual([]);
  });

  it('is the header alone for an event without guests', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const r = await exported(event.id);
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('\uFEFFName,Email,RSVP,Attended,Attendance type,RSVP source,Updated at\r\n');
  });

  // PostgreSQL streams the file with COPY on a connection held until it is read (ADR 17).
  it.runIf(Boolean(process.env.DATABASE_URL))('gives its connection up when the reader leaves halfway', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    // About 5 MB: far more than a socket holds, so each COPY below is still running when its reader leaves.
    await t.db.execute(sql`
      insert into invitees (organization_id, event_id, email, first_name, last_name)
      select ${acme.id}, ${event.id}, 'guest' || g || '@example.com', 'Guest', 'Number ' || g
        from generate_series(1, 60000) g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const path = `/api/events/${event.id}/export_guest_list`;
    // A request of its own connection (no keep-alive), cut after its first chunk when `leave`.
    const download = (leave: boolean) =>
      new Promise<string>((resolve, reject) => {
        const request = http.get({ port, path, headers: organizer.headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (leave) {
              request.destroy();
              resolve('');
            }
          });
          response.on('end', () => resolve(Buffer.concat(chunks).toString()));
        });
        request.on('error', (error) => (leave ? resolve('') : reject(error)));
      });
    // More readers who leave than the COPY pool has connections (5).
    for (let i = 0; i < 12; i++) await download(true);
    expect((await download(false)).split('\r\n')).toHaveLength(1 + 60_000 + 1);
    const copying = async () => {
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state = 'active' and query like 'copy (%'`),
      );
      return row?.n;
    };
    await expect.poll(copying, { timeout: 5_000 }).toBe(0);
  });
});
