import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { communications } from '../../db/schema/communications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEmployees, inviteByEmail } from '../../../test/delivery.ts';
import { until } from '../../../test/eventually.ts';
import { createEvent } from '../../../test/events.ts';
import { type TestOrganization } from '../../../test/factories.ts';
import { startFaultSmtp, type FaultSmtp } from '../../../test/faults/fault-smtp.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';

/**
 * Mail-server faults (issue 15): a temporary refusal and a dropped connection are retried, a permanent refusal fails
 * its recipient at once with the reason in the history, and a server that cannot be reached delays the send without
 * using up retries. Real workers, a real (misbehaving) SMTP receiver.
 */
let t: TestApp;
let smtp: FaultSmtp;
let acme: TestOrganization;
let organizer: Session;
/** Mails put off so far because the mail server was out of reach, summed from the app's log. */
let putOff = 0;
const log = new Writable({
  write(line, _encoding, done) {
    const entry = JSON.parse(String(line)) as { msg?: string; mails?: number };
    if (entry.msg === 'mail server unreachable; put off') putOff += entry.mails ?? 0;
    done();
  },
});

beforeAll(async () => {
  smtp = await startFaultSmtp();
  // One retry only: a fault that used up attempts would fail the mail and show.
  t = await buildTestApp({
    workers: true,
    smtpUrl: smtp.url,
    mailRetry: { limit: 1, delaySeconds: 1 },
    logStream: log,
  });
  ({ acme, organizer } = await twoTenants(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  Object.assign(smtp.behaviour, { tempFailFirst: 0, dropFirst: 0, delayMs: 0, hold: false });
  smtp.behaviour.unknownMailbox = () => false;
});

async function send(prefix: string, n: number) {
  const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
  const guests = await createEmployees(t.db, acme.id, prefix, n);
  const response = await inviteByEmail(
    t,
    organizer.headers,
    event.id,
    guests.map((g) => g.id),
  );
  expect(response.statusCode).toBe(201);
  return { event, guests, id: response.json().communication.id as number };
}
const statusOf = async (id: number) =>
  (await t.db.select().from(communications).where(eq(communications.id, id)))[0]!.status;
const finished = (id: number) =>
  until(
    () => statusOf(id),
    (s) => s === 'sent' || s === 'failed',
  );
const jobsInHand = async () =>
  (
    (await t.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`)).rows[0] as {
      n: number;
    }
  ).n;
const to = (prefix: string) => smtp.received.filter((r) => r.to.startsWith(prefix));

describe('mail-server faults', () => {
  it('retries a temporary refusal (4xx) and delivers each mail once, with one Message-ID', async () => {
    smtp.behaviour.tempFailFirst = 1;
    const { guests, id } = await send('busy', 5);
    expect(await finished(id)).toBe('sent');
    const mails = to('busy');
    expect(mails.map((m) => m.to).sort()).toEqual(guests.map((g) => g.email).sort());
    for (const guest of guests) expect(smtp.attemptsOf(guest.email)).toBe(2);
    // The refused attempt and the delivered one are the same message.
    for (const guest of guests) {
      const ids = smtp.tried.filter((m) => m.to === guest.email).map((m) => m.messageId);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(ids[1]);
    }
    // Every mail carries a stable id derived from its outbox row.
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
    for (const m of mails) expect(m.messageId).toMatch(/^<[\w-]{32}@huddle\.localhost>$/);
  });

  it('fails a permanently refused recipient (5xx) at once, delivers the rest, and shows the reason', async () => {
    smtp.behaviour.unknownMailbox = (address) => address.startsWith('ghost');
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const good = await createEmployees(t.db, acme.id, 'real', 3);
    const [ghost] = await createEmployees(t.db, acme.id, 'ghost', 1);
    const response = await inviteByEmail(
      t,
      organizer.headers,
      event.id,
      [...good, ghost!].map((g) => g.id),
    );
    const id = response.json().communication.id as number;
    expect(await finished(id)).toBe('failed');
    expect(to('real')).toHaveLength(3);
    // Tried once: a permanent refusal is not retried.
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ghost!.email));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^550 5\.1\.1 Unknown mailbox/);

    const history = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: organizer.headers,
      payload: {
        query: `query($e: ID!) { communicationHistories(eventId: $e) {
          status failedRecipients failedDeliveries { email reason } } }`,
        variables: { e: String(event.id) },
      },
    });
    expect(history.json().data.communicationHistories).toEqual([
      {
        status: 'failed',
        failedRecipients: [ghost!.email],
        failedDeliveries: [{ email: ghost!.email, reason: expect.stringMatching(/^550 5\.1\.1 Unknown mailbox/) }],
      },
    ]);
  });

  it('retries a mail whose connection dropped mid-send, and delivers it once', async () => {
    smtp.behaviour.dropFirst = 1;
    const { guests, id } = await send('cut', 3);
    expect(await finished(id)).toBe('sent');
    expect(
      to('cut')
        .map((m) => m.to)
        .sort(),
    ).toEqual(guests.map((g) => g.email).sort());
  });

  it('waits out a mail server that is down, without using up retries, and loses nothing', async () => {
    await smtp.down();
    const before = putOff;
    const { guests, id } = await send('later', 20);
    // Each mail met the server down twice, as many times as its retries (one) allow, and was handed back (no job in a
    // worker's hands): a send that counted those attempts would have failed by now, one that waits has not.
    await until(
      async () => putOff - before >= 2 * guests.length && (await jobsInHand()) === 0,
      (done) => done,
    );
    expect(await statusOf(id)).toBe('sending');
    expect(to('later')).toHaveLength(0);
    await smtp.up();
    expect(await finished(id)).toBe('sent');
    expect(
      to('later')
        .map((m) => m.to)
        .sort(),
    ).toEqual(guests.map((g) => g.email).sort());
    expect(smtp.counts().repeated).toBe(0);
  }, 90_000);
});
