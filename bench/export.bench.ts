/**
 * Only the guest list export of jobs.bench.ts, repeated: the compiled server on a free port (never the bench's 3700)
 * against the seeded bench database (it is not seeded here: run `npm run bench:seed` first), each round the app's
 * streamed CSV of 100,000 guests and then `COPY … TO` a file of the same rows. Prints each round and the medians.
 * Usage: `npm run build -w apps/server && tsx bench/export.bench.ts [--rounds=3]`.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { copyOut, exportThroughApp } from './jobs.bench.ts';
import { serverCommand, startApp } from './processes.ts';
import { BENCH_DATABASE_URL, EXPORT_EVENT_NAME, isSeeded } from './seed.ts';

const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 3);

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function signIn(base: string, host: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: 'admin@acme.test', organization_id: 1, password: 'Password1!' } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!(await isSeeded())) throw new Error(`${BENCH_DATABASE_URL} is not seeded (npm run bench:seed)`);
  if (!serverCommand().compiled) console.log('server through tsx: run `npm run build -w apps/server` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-export-bench-'));
  const app = await startApp({ port, databaseUrl: BENCH_DATABASE_URL, dataDir, demoData: false });
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const host = `acme.localhost:${port}`;
    const headers = { authorization: `Bearer ${await signIn(app.base, host)}`, host };
    const {
      rows: [event],
    } = await client.query<{ id: number }>('select id from events where name = $1', [EXPORT_EVENT_NAME]);
    const ratios: number[] = [];
    const apps: number[] = [];
    const copies: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const exported = await exportThroughApp(app.base, headers, event!.id);
      const copied = await copyOut(client, event!.id);
      apps.push(exported.ms);
      copies.push(copied);
      ratios.push(exported.ms / copied);
      console.log(
        `round ${round}: app ${(exported.ms / 1000).toFixed(2)} s (${exported.lines} lines, ` +
          `${(exported.bytes / 1024 / 1024).toFixed(1)} MiB, first byte ${Math.round(exported.firstByteMs)} ms), ` +
          `COPY TO ${(copied / 1000).toFixed(2)} s: ${(exported.ms / copied).toFixed(1)}×`,
      );
    }
    console.log(
      `guest_export_100k, median of ${rounds}: app ${(median(apps) / 1000).toFixed(2)} s, ` +
        `COPY TO ${(median(copies) / 1000).toFixed(2)} s, ratio ${median(ratios).toFixed(1)}× (target ≤ 3×)`,
    );
  } finally {
    await client.end();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
