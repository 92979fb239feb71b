import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communications } from '../../db/schema/communications.ts';
import { invitees } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createEvent } from '../../../test/events.ts';
import { createEmployees, inviteByEmail, useDeliveryApp } from '../../../test/delivery.ts';
import { queueSettled, until } from '../../../test/eventually.ts';

/** Delivery through the real job workers to a real SMTP receiver (ARCHITECTURE.md §3.7). */
const app = useDeliveryApp({
  receiver: { refuse: (address) => address.startsWith('bounce') },
  mailRetry: { limit: 2, delaySeconds: 1 },
});
let { t, smtp, acme, organizer } = app;
beforeAll(() => ({ t, smtp, acme, organizer } = app));

const employees = (prefix: string, n: number) => createEmployees(t.db, acme.id, prefix, n);
const invite = (eventId: number, ids: number[], extra: Record<string, unknown> = {}) =>
  inviteByEmail(t, organizer.headers, eventId, ids, extra);
const statusOf = async (id: number) =>
  (await t.db.select().from(communications).where(eq(communications.id, id)))[0]!.status;
const received = (prefix: string) => smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(prefix));

describe('delivery', () => {
  it('mails 200 guests exactly once each, also when the worker stops and restarts in the middle', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guests = await employees('crowd', 200);
    const response = await invite(
      event.id,
      guests.map((g) => g.id),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().communication.id;

    await until(
      () => received('crowd').length,
      (n) => n >= 30,
    );
    await t.restartWorkers();
    await until(
      () => statusOf(id),
      (s) => s === 'sent',
    );
    await queueSettled(t); // a late duplicate would show up by now

    const addresses = received('crowd').map((m) => (m.to as { value: { address: string }[] }).value[0]!.address);
    expect(addresses).toHaveLength(200);
    expect(new Set(addresses).size).toBe(200);
    expect(new Set(addresses)).toEqual(new Set(guests.map((g) => g.email)));
    const mail = received('crowd0@')[0]!;
    expect(mail.subject).toBe(`You are invited to ${event.name}`);
    expect(mail.text).toMatch(/Yes: http:\/\/acme\.huddle\.test\/rsvp\/answer\?token=/);
  }, 120_000);

  it('retries a refused mail with backoff, then marks it and the communication failed', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const [good] = await employees('fine', 1);
    const [bad] = await employees('bounce', 1);
    const response = await invite(event.id, [good!.id, bad!.id]);
    const id = response.json().communication.id;

    await until(
      () => statusOf(id),
      (s) => s === 'failed',
    );
    expect(smtp.refusals.filter((a) => a === bad!.email)).toHaveLength(3); // the first try and 2 retries
    expect(received('fine0@')).toHaveLength(1);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: organizer.headers,
      payload: {
        query: `query($e: ID!) { communicationHistories(eventId: $e) { id status failedRecipients recipientsCount } }`,
        variables: { e: String(event.id) },
      },
    });
    expect(gql.json().data.communicationHistories).toEqual([
      { id: String(id), status: 'failed', failedRecipients: [bad!.email], recipientsCount: 2 },
    ]);
    // Neither the delivered nor the given-up mail keeps its body (RSVP tokens); the history keeps the rest.
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, id));
    expect(rows.map((r) => [r.status, r.html, r.text]).sort()).toEqual([
      ['failed', '', ''],
      ['sent', '', ''],
    ]);
    expect(rows.find((r) => r.status === 'failed')!.lastError).toBeTruthy();
  });

  it('delivers the rest of a batch once when one of its mails is refused and retried', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const good = await employees('batchmate', 30);
    const [bad] = await employees('bounce-batch', 1);
    // One batch: the refused mail's retries must not send its 30 batch mates again.
    const response = await invite(event.id, [...good.map((g) => g.id), bad!.id]);
    const id = response.json().communication.id;

    await until(
      () => statusOf(id),
      (s) => s === 'failed',
    );
    expect(smtp.refusals.filter((a) => a === bad!.email)).toHaveLength(3);
    const addresses = received('batchmate').map((m) => (m.to as { value: { address: string }[] }).value[0]!.address);
    expect(addresses.sort()).toEqual(good.map((g) => g.email).sort());
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, id));
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.attempts)).toEqual(Array(30).fill(1));
    expect(rows.find((r) => r.toAddress === bad!.email)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('mails every guest of a list longer than a dispatch page, each once', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guests = await employees('paged', 1_050);
    const ids = guests.map((g) => g.id);
    // The API takes 10,000 ids a group; two groups here so the guests are not in one id order.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event_invitations',
      headers: organizer.headers,
      payload: {
        event_id: event.id,
        invite_type: 'email',
        recipient_attributes: [
          { recipient_type: 'Invitees', recipient_ids: ids.slice(500) },
          { recipient_type: 'Invitees', recipient_ids: ids.slice(0, 500) },
        ],
      },
    });
    const id = response.json().communication.id;
    await until(
      () => statusOf(id),
      (s) => s === 'sent',
      90_000,
    );
    const addresses = received('paged').map((m) => (m.to as { value: { address: string }[] }).value[0]!.address);
    expect(addresses).toHaveLength(1_050);
    expect(new Set(addresses)).toEqual(new Set(guests.map((g) => g.email)));
  }, 120_000);

  it('sends a scheduled invitation at its time, also after a restart', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const [guest] = await employees('later', 1);
    // pg-boss starts a scheduled job by the database's clock, not the app's: this time is wall time by nature.
    const at = new Date(Date.now() + 4_000);
    const response = await invite(event.id, [guest!.id], { is_scheduled: true, scheduled_for: at.toISOString() });
    const id = response.json().communication.id;
    expect((await t.db.select().from(invitees).where(eq(invitees.eventId, event.id)))[0]!.status).toBe('guest_list');

    await t.restartWorkers();
    expect(received('later0@')).toHaveLength(0);
    await until(
      () => statusOf(id),
      (s) => s === 'sent',
      30_000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(received('later0@')).toHaveLength(1);
    expect((await t.db.select().from(invitees).where(eq(invitees.eventId, event.id)))[0]!.status).toBe('invited');
  });
});
