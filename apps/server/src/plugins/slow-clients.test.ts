import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { PASSWORD } from '../../test/factories.ts';
import { twoTenants, type Tenants } from '../../test/tenants.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';

/**
 * Issue 31: clients that send their multipart body a byte at a time must not hold database connections, and must
 * not be able to take more than their share of the server.
 */
let t: TestApp;
let tenants: Tenants;
const sockets: net.Socket[] = [];

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ env });
  tenants = await twoTenants(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
});

/**
 * A public RSVP whose multipart body arrives one byte every 100 ms and never ends: what it has been answered so far
 * (empty while the server still waits for the body).
 */
function trickle(port: number, host: string, eventId: number) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const answer = { text: '', closed: false };
  socket.on('data', (chunk: Buffer) => (answer.text += chunk.toString()));
  socket.on('close', () => (answer.closed = true));
  socket.on('error', () => {});
  socket.write(
    `POST /api/invitees/public_rsvp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: 100000\r\n\r\n--b\r\nContent-Disposition: form-data; name="event_id"\r\n\r\n${eventId}\r\n` +
      `--b\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n`,
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('x');
  }, 100);
  socket.on('close', () => clearInterval(timer));
  return answer;
}

/** Sign-in over TCP, as a browser would while the slow uploads are held; rejects if it takes over `ms`. */
function signIn(port: number, tenantsOf: Tenants, ms: number) {
  const { acme, admin } = tenantsOf;
  const body = JSON.stringify({ user: { email: admin.user.email, organization_id: acme.id, password: PASSWORD } });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/users/login',
        agent: false,
        headers: { host: acme.host, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.setTimeout(ms, () => request.destroy(new Error(`sign-in took over ${ms} ms`)));
    request.end(body);
  });
}

/** Slow clients and idle transactions are wall time by nature: these tests wait on the wall clock on purpose. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients', () => {
  it('keep no database connection while their upload trickles in: sign-in and writes still answer', async () => {
    const port = await start({ UPLOAD_CONCURRENCY: '20' });
    const { acme, globex, organizer, globexAdmin } = tenants;
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    // More slow uploads than the write pool has connections (10).
    const slow = Array.from({ length: 12 }, () => trickle(port, acme.host, event.id));
    await sleep(600);
    const signedIn = await signIn(port, tenants, 5_000);
    expect(signedIn.status).toBe(200);
    // A write in another organization goes through too.
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/offices',
      headers: globexAdmin.headers,
      payload: { office: { name: 'Lisbon' } },
    });
    expect(written.statusCode).toBe(201);
    expect(globex.id).not.toBe(acme.id);
    // Still waiting for their bodies, not refused.
    expect(slow.every((s) => s.text === '' && !s.closed)).toBe(true);
  });

  it('answers uploads over the cap with 503 and Retry-After at once', async () => {
    const port = await start({ UPLOAD_CONCURRENCY: '2' });
    const { acme, organizer } = tenants;
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const held = [trickle(port, acme.host, event.id), trickle(port, acme.host, event.id)];
    await sleep(300);
    const refused = trickle(port, acme.host, event.id);
    await expect.poll(() => refused.text, { timeout: 3_000 }).toMatch(/^HTTP\/1\.1 503/);
    expect(refused.text.toLowerCase()).toContain('retry-after:');
    expect(refused.text).toContain(UNAVAILABLE_MESSAGE);
    expect(held.every((s) => s.text === '')).toBe(true);
  });

  it('cuts off a request whose body takes longer than REQUEST_TIMEOUT_SECONDS', async () => {
    const port = await start({ REQUEST_TIMEOUT_SECONDS: '1' });
    const { acme, organizer } = tenants;
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const slow = trickle(port, acme.host, event.id);
    await expect.poll(() => slow.closed, { timeout: 5_000 }).toBe(true);
    expect(slow.text).toMatch(/^HTTP\/1\.1 408/);
  });

  // PGlite is one embedded session: there is no other session to protect, and ending it would end the database.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'ends a transaction left idle past DB_IDLE_IN_TRANSACTION_SECONDS',
    async () => {
      t = await buildTestApp({ env: { DB_IDLE_IN_TRANSACTION_SECONDS: '1' } });
      tenants = await twoTenants(t);
      const stuck = t.tenancy.inOrganization(tenants.acme.id, async () => {
        await t.tenancy.db.execute(sql`select 1`);
        await sleep(2_000);
        await t.tenancy.db.execute(sql`select 1`);
      });
      await expect(stuck).rejects.toThrow();
      // The pool goes on with fresh connections.
      const signedIn = await t.app.inject({ method: 'GET', url: '/api/users/current', headers: tenants.admin.headers });
      expect(signedIn.statusCode).toBe(200);
    },
  );
});
