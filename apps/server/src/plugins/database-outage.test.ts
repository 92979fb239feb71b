import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEmployees, inviteByEmail } from '../../test/delivery.ts';
import { queueSettled, until } from '../../test/eventually.ts';
import { createEvent } from '../../test/events.ts';
import { type TestOrganization } from '../../test/factories.ts';
import { startFaultSmtp, type FaultSmtp } from '../../test/faults/fault-smtp.ts';
import { startTcpProxy, type TcpProxy } from '../../test/faults/tcp-proxy.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';
import { twoTenants, type Session } from '../../test/tenants.ts';

/**
 * Issue 15: the line to PostgreSQL is cut under the app (a proxy stands in for the network, since the server itself
 * is shared). Requests answer 503 quickly, readiness says so while liveness stays up, the app reconnects by itself
 * once the line is back, nothing written before is lost, and the job queue resumes.
 */
const url = process.env.DATABASE_URL;
let proxy: TcpProxy;
let smtp: FaultSmtp;
let t: TestApp;
let acme: TestOrganization;
let organizer: Session;

describe.skipIf(!url)('the database goes away and comes back', () => {
  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    smtp = await startFaultSmtp();
    t = await buildTestApp({ databaseThrough: { port: proxy.port }, workers: true, smtpUrl: smtp.url });
    ({ acme, organizer } = await twoTenants(t));
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await smtp.close();
    await proxy.close();
  });

  const get = (path: string, headers: Record<string, string> = organizer.headers) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('answers 503 within seconds while it is away, and recovers on its own', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    // A send under way when the line goes: mails on the wire, held by the receiver until the line is cut.
    smtp.behaviour.hold = true;
    const guests = await createEmployees(t.db, acme.id, 'outage', 30);
    const sent = await inviteByEmail(
      t,
      organizer.headers,
      event.id,
      guests.map((g) => g.id),
    );
    expect(sent.statusCode).toBe(201);

    await smtp.waitUntil(() => smtp.held() >= 3, 30_000, 'mails on the wire');
    await proxy.cut();
    // The mail server takes them while the database is away: their sent marks wait for it, not get lost (a lost
    // mark would send them again).
    smtp.releaseHeld();
    // "Within seconds" is wall time by nature: measured on the wall clock, as below.
    const started = Date.now();
    const refused = await get(`/api/events/${event.id}`);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ error: UNAVAILABLE_MESSAGE, code: 'unavailable' });
    expect(refused.body).not.toMatch(/ECONNREFUSED|stack|at /);
    const ready = await get('/api/health/ready', {});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await get('/api/health', {})).statusCode).toBe(200);
    // A write is refused as a whole, not half done.
    const write = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: organizer.headers,
      payload: { query: '{ __typename }' },
    });
    expect(write.statusCode).toBe(503);

    // Long enough for the LISTEN connection to be retried several times: the outage's length is wall time by nature.
    await new Promise((r) => setTimeout(r, 6_000));
    await proxy.restore();
    const back = Date.now();
    await until(
      async () => (await get('/api/health/ready', {})).statusCode,
      (status) => status === 200,
      10_000,
    );
    expect(Date.now() - back).toBeLessThan(10_000);
    const page = await get(`/api/events/${event.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().event.name).toBe(event.name);

    // Reconnected, not multiplied: the three pools (10 + 10 + 5) and one LISTEN connection at most, also after a
    // while of wall time in which a reconnecting pool could grow (no event marks "it will not grow").
    await new Promise((r) => setTimeout(r, 6_000));
    expect(proxy.connections()).toBeLessThanOrEqual(26);
    await smtp.waitUntil(() => smtp.counts().distinct >= 30, 60_000, 'the 30 invitations');
    await queueSettled(t); // a late repeat would show up by now
    expect(smtp.counts()).toMatchObject({ received: 30, distinct: 30, repeated: 0 });
  }, 120_000);
});
