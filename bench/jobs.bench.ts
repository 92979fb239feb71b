/**
 * The large jobs against the database's own speed, in the same run: the 100,000-contact upload (sent as the dialog
 * sends a parsed CSV: 20 requests of 5,000 rows into one new list) against `COPY` of the same rows, and the guest list
 * export of 100,000 guests (streamed CSV) against `COPY … TO`. Server-side COPY reads and writes files of this
 * machine as the database owner: what PostgreSQL itself does with the rows, no client in the way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE_URL, CONTACTS, EXPORT_EVENT_NAME } from './seed.ts';

const UPLOAD_PREFIX = 'bench.upload.';
const BATCH = 5_000;

function uploadRows(offset: number, size: number) {
  return Array.from({ length: size }, (_, i) => ({
    email: `${UPLOAD_PREFIX}${offset + i}@example.com`,
    first_name: 'Upload',
    last_name: `Contact ${offset + i}`,
  }));
}

async function removeUploads(client: pg.Client) {
  await client.query(`delete from contact_lists where name = 'Bench upload'`);
  await client.query(`delete from users where email like '${UPLOAD_PREFIX}%'`);
}

async function uploadThroughApp(base: string, headers: Record<string, string>) {
  let listId: number | undefined;
  let slowest = 0;
  const started = performance.now();
  for (let offset = 0; offset < CONTACTS; offset += BATCH) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/employees/upload`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        employees: uploadRows(offset, BATCH),
        save_as_segment: true,
        ...(listId ? { list_id: listId } : { segment_name: 'Bench upload' }),
      }),
    });
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    listId ??= ((await response.json()) as { list: { id: number } }).list.id;
    slowest = Math.max(slowest, performance.now() - t0);
  }
  return { ms: performance.now() - started, slowest };
}

async function copyIn(client: pg.Client, organizationId: number) {
  const file = path.join(os.tmpdir(), `huddle-bench-copy-${process.pid}.csv`);
  const lines = uploadRows(0, CONTACTS).map((r) => `${organizationId},${r.email},${r.first_name},${r.last_name}`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  fs.chmodSync(file, 0o644);
  try {
    const started = performance.now();
    await client.query(`copy users (organization_id, email, first_name, last_name) from '${file}' with (format csv)`);
    return performance.now() - started;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export async function exportThroughApp(base: string, headers: Record<string, string>, eventId: number) {
  const started = performance.now();
  const response = await fetch(`${base}/api/events/${eventId}/export_guest_list`, { headers });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    firstByteMs ||= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { ms: performance.now() - started, firstByteMs, bytes, lines };
}

export async function copyOut(client: pg.Client, eventId: number) {
  const file = path.join(os.tmpdir(), `huddle-bench-export-${process.pid}.csv`);
  try {
    const started = performance.now();
    await client.query(
      `copy (select first_name || ' ' || last_name, email, status, attended, attendance_type, rsvp_source, updated_at
               from invitees where event_id = ${Number(eventId)}
              order by lower(trim(first_name || ' ' || last_name)), email, id)
       to '${file}' with (format csv, header)`,
    );
    return performance.now() - started;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export async function runJobBenches(target: { base: string; headers: Record<string, string> }) {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const {
      rows: [ids],
    } = await client.query<{ org: number; event: number }>(
      `select (select id from organizations where subdomain = 'acme') org, (select id from events where name = $1) event`,
      [EXPORT_EVENT_NAME],
    );
    await removeUploads(client);
    const upload = await uploadThroughApp(target.base, target.headers);
    await removeUploads(client);
    const copy = await copyIn(client, ids!.org);
    await removeUploads(client);
    console.log(
      `\ncontacts_upload_100k: app ${(upload.ms / 1000).toFixed(1)} s (slowest request ${Math.round(upload.slowest)} ms), ` +
        `COPY ${(copy / 1000).toFixed(2)} s: ${(upload.ms / copy).toFixed(1)}× COPY (target ≤ 3×)`,
    );

    const exported = await exportThroughApp(target.base, target.headers, ids!.event);
    const copied = await copyOut(client, ids!.event);
    console.log(
      `guest_export_100k: app ${(exported.ms / 1000).toFixed(2)} s (${exported.lines} lines, ` +
        `${(exported.bytes / 1024 / 1024).toFixed(1)} MiB, first byte ${Math.round(exported.firstByteMs)} ms), ` +
        `COPY TO ${(copied / 1000).toFixed(2)} s: ${(exported.ms / copied).toFixed(1)}× COPY (target ≤ 3×)`,
    );
  } finally {
    await removeUploads(client).catch(() => {});
    await client.end();
  }
}
