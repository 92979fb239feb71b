import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { communications } from '../../db/schema/communications.ts';
import { invitees } from '../../db/schema/guests.ts';
import { createEvent } from '../../../test/events.ts';
import { useDeliveryApp } from '../../../test/delivery.ts';
import { queueSettled, until } from '../../../test/eventually.ts';
import { createSurvey } from '../../../test/surveys.ts';

/** The post-event survey through the real job workers to a real SMTP receiver (ARCHITECTURE.md §3.7, ADR 19). */
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
const app = useDeliveryApp({ now: NOW });
let { t, smtp, acme, organizer } = app;
beforeAll(() => ({ t, smtp, acme, organizer } = app));

describe('sending the post-event survey', () => {
  it('arrives once at each of 200 guests, each with their own link to the survey', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
    await createSurvey(t, organizer, event.id, 'post', {
      survey_questions: [{ title: 'Thoughts', question_type: 'short' }],
    });
    const guests = await t.db
      .insert(invitees)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          organizationId: acme.id,
          eventId: event.id,
          email: `feedback${i}@example.test`,
          firstName: `Guest${i}`,
          status: 'rsvp' as const,
        })),
      )
      .returning({ id: invitees.id, email: invitees.email });
    t.clock.set(new Date(NOW.getTime() + 4 * HOUR));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/send_survey`,
      headers: organizer.headers,
    });
    expect(sent.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(communications)
      .where(and(eq(communications.eventId, event.id), eq(communications.historyType, 'survey')));
    const statusOf = async () =>
      (await t.db.select().from(communications).where(eq(communications.id, row!.id)))[0]!.status;
    await until(statusOf, (s) => s === 'sent');
    await queueSettled(t); // a late duplicate would show up by now

    const received = smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes('feedback'));
    const addresses = received.map((m) => (m.to as { value: { address: string }[] }).value[0]!.address);
    expect(addresses).toHaveLength(200);
    expect(new Set(addresses)).toEqual(new Set(guests.map((g) => g.email)));
    const mail = received.find((m) => JSON.stringify(m.to).includes('feedback7@'))!;
    expect(mail.subject).toBe(`Tell us about ${event.name}`);
    const guest = guests.find((g) => g.email === 'feedback7@example.test')!;
    const link = new RegExp(`/survey/${event.id}/post\\?token=${guest.id}\\.`);
    expect(mail.text).toMatch(link);
  }, 120_000);
});
