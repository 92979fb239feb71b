import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { communications } from '../../db/schema/communications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { type TestOrganization } from '../../../test/factories.ts';
import * as communicationsRepository from './communications.repository.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';
import { inviteByEmail } from '../../../test/delivery.ts';

/**
 * The end of a send is written by two transactions at once: the dispatch's last step ('sending') and the delivery of
 * the last mail (outbox 'sent'). Whichever commits second must settle the communication. Two connections: PostgreSQL.
 */
let t: TestApp;
let acme: TestOrganization;
let organizer: Session;

describe.runIf(Boolean(process.env.DATABASE_URL))('settling a communication', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    ({ acme, organizer } = await twoTenants(t));
  });
  afterAll(() => t.close());

  it('ends Sent when its last mail is delivered while the dispatch is still marking it sending', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const response = await inviteByEmail(t, organizer.headers, event.id, [organizer.user.id], {
      is_scheduled: true,
      scheduled_for: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const id: number = response.json().communication.id;
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        organizationId: acme.id,
        communicationId: id,
        dedupeKey: `communication:${id}:1`,
        kind: 'communication_invitation',
        toAddress: organizer.user.email,
        subject: 'Invitation',
        html: '<p>Hi</p>',
        text: 'Hi',
      })
      .returning();
    const communicationsRepo = t.tenancy.bind(communicationsRepository);

    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let reached!: () => void;
    const atGate = new Promise<void>((r) => (reached = r));
    // The dispatch's last step: under the row's lock, 'sending', then a settle that still sees the mail pending.
    const dispatchStep = t.tenancy.inOrganization(acme.id, async () => {
      await communicationsRepo.findCommunicationById(id, { lock: true });
      await communicationsRepo.updateCommunication(id, { status: 'sending' });
      await communicationsRepo.settle(id, t.clock.now());
      reached();
      await released;
    });
    await atGate;
    // Meanwhile the mail is delivered: marked sent and settled in a transaction of its own.
    let deliveryDone = false;
    const delivery = t.tenancy
      .inOrganization(acme.id, async () => {
        await t.tenancy.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, mail!.id));
        await communicationsRepo.settle(id, t.clock.now());
      })
      .then(() => (deliveryDone = true));
    // The delivery either waits for the dispatch's lock, or (what went wrong) ends before the dispatch commits.
    await expect.poll(async () => deliveryDone || (await waitingOnALock()), { timeout: 10_000 }).toBe(true);
    release();
    await Promise.all([dispatchStep, delivery]);
    expect(await statusOf(id)).toBe('sent');
  });
});

const statusOf = async (id: number) =>
  (await t.db.select().from(communications).where(eq(communications.id, id)))[0]!.status;

async function waitingOnALock() {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`),
  );
  return row!.n > 0;
}
