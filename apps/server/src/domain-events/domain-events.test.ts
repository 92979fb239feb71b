import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { communications } from '../db/schema/communications.ts';
import { domainEventDeliveries, domainEvents } from '../db/schema/domain-events.ts';
import { groups } from '../db/schema/groups.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent, eventBody } from '../../test/events.ts';
import { createOrganization, createUser } from '../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../test/tenants.ts';
import { subscriber, type DomainEvent } from './catalog.ts';
import { DELIVER_DOMAIN_EVENT_JOB } from './delivery.job.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let { acme, globex, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, globex, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

const send = (s: Session, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
const eventsNamed = (organizationId: number, name: string) =>
  t.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.organizationId, organizationId), eq(domainEvents.name, name)))
    .orderBy(domainEvents.id);
const deliveryJobs = async (eventId: number) =>
  rowsOf<{ count: number }>(
    await t.db.execute(
      sql`select count(*)::int as count from pgboss.job
           where name = ${DELIVER_DOMAIN_EVENT_JOB} and (data ->> 'eventId')::int = ${eventId}`,
    ),
  )[0]!.count;
async function openGroup(organizationId: number) {
  const [g] = await t.db
    .insert(groups)
    .values({ organizationId, name: `Group ${Math.random()}` })
    .returning();
  return g!;
}
/** The subscriber's calls, with the organization each ran in and the events it could see there. */
function recorder(name: string, fail: { times: number } = { times: 0 }) {
  const calls: { eventId: number; scope: number | null; visibleOrganizations: number[] }[] = [];
  const s = subscriber({
    name,
    on: 'group.members_changed',
    async handle(event: DomainEvent<'group.members_changed'>) {
      // A raw read in the subscriber's scope: row-level security shows its organization's events only.
      const seen = rowsOf<{ organization_id: number }>(
        await t.tenancy.db.execute(sql`select distinct organization_id from domain_events`),
      );
      calls.push({
        eventId: event.id,
        scope: t.tenancy.currentOrganization(),
        visibleOrganizations: seen.map((r) => Number(r.organization_id)),
      });
      if (fail.times > 0) {
        fail.times--;
        throw new Error('subscriber down');
      }
    },
  });
  t.domainEvents.subscribers.add(s);
  return calls;
}

describe('publishing', () => {
  it('writes the event and its delivery job in the request transaction', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const moved = await send(organizer, 'PUT', `/api/events/${e.id}`, eventBody(t, [organizer.user.id], {}, 30));
    expect(moved.statusCode).toBe(200);
    const [updated] = (await eventsNamed(acme.id, 'event.updated')).filter((r) => r.payload.eventId === e.id);
    expect(updated!.payload).toEqual({
      eventId: e.id,
      actorId: organizer.user.id,
      published: true,
      sendUpdates: false,
      message: '',
    });
    const [timeChanged] = (await eventsNamed(acme.id, 'event.time_changed')).filter((r) => r.payload.eventId === e.id);
    expect(timeChanged!.payload).toMatchObject({
      previous: { startAt: new Date(NOW.getTime() + 7 * 24 * 3600 * 1000).toISOString() },
      current: { startAt: new Date(NOW.getTime() + 30 * 3600 * 1000).toISOString() },
    });
    expect(await deliveryJobs(updated!.id)).toBe(1);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const before = (await eventsNamed(acme.id, 'user.deactivated')).length;
    await expect(
      t.tenancy.inOrganization(acme.id, async () => {
        await t.domainEvents.publish('user.deactivated', { userId: user.user.id, actorId: organizer.user.id });
        throw new Error('refused after publishing');
      }),
    ).rejects.toThrow('refused after publishing');
    expect(await eventsNamed(acme.id, 'user.deactivated')).toHaveLength(before);

    // A refused request (the last admin of a group cannot leave) publishes nothing either.
    const g = await openGroup(acme.id);
    expect((await send(user, 'POST', `/api/groups/${g.id}/join`)).statusCode).toBe(200);
    const published = (await eventsNamed(acme.id, 'group.members_changed')).length;
    expect((await send(user, 'POST', `/api/groups/${g.id}/leave`)).statusCode).toBe(422);
    expect(await eventsNamed(acme.id, 'group.members_changed')).toHaveLength(published);
  });
});

describe('delivery', () => {
  it('calls each subscriber after commit, in the organization of the event only', async () => {
    const calls = recorder('test.organizations');
    const acmeGroup = await openGroup(acme.id);
    const globexGroup = await openGroup(globex.id);
    await send(user, 'POST', `/api/groups/${acmeGroup.id}/join`);
    await send(globexAdmin, 'POST', `/api/groups/${globexGroup.id}/join`);
    const [acmeEvent] = (await eventsNamed(acme.id, 'group.members_changed')).slice(-1);
    const [globexEvent] = await eventsNamed(globex.id, 'group.members_changed');
    expect(acmeEvent!.payload).toEqual({
      groupId: acmeGroup.id,
      added: [user.user.id],
      removed: [],
      actorId: user.user.id,
    });
    expect(calls).toEqual([
      { eventId: acmeEvent!.id, scope: acme.id, visibleOrganizations: [acme.id] },
      { eventId: globexEvent!.id, scope: globex.id, visibleOrganizations: [globex.id] },
    ]);
  });

  it('does a subscriber work once when the delivery runs again', async () => {
    const calls = recorder('test.once');
    const g = await openGroup(acme.id);
    await send(user, 'POST', `/api/groups/${g.id}/join`);
    const [event] = (await eventsNamed(acme.id, 'group.members_changed')).slice(-1);
    expect(calls.map((c) => c.eventId)).toEqual([event!.id]);
    // The job run again, as after a crash between the subscriber's commit and the job's completion.
    await t.domainEvents.deliver({ organizationId: acme.id, eventId: event!.id });
    await t.domainEvents.deliver({ organizationId: acme.id, eventId: event!.id });
    expect(calls.map((c) => c.eventId)).toEqual([event!.id]);
    const deliveries = await t.db
      .select()
      .from(domainEventDeliveries)
      .where(and(eq(domainEventDeliveries.eventId, event!.id), eq(domainEventDeliveries.subscriber, 'test.once')));
    expect(deliveries).toHaveLength(1);
  });

  it('retries a failing subscriber without holding up the others or redoing their work', async () => {
    const failing = recorder('test.failing', { times: 1 });
    const healthy = recorder('test.healthy');
    const g = await openGroup(acme.id);
    // The request answers; the failure is the delivery's, and its job will try again.
    expect((await send(user, 'POST', `/api/groups/${g.id}/join`)).statusCode).toBe(200);
    const [event] = (await eventsNamed(acme.id, 'group.members_changed')).slice(-1);
    const ref = { organizationId: acme.id, eventId: event!.id };
    expect(failing).toHaveLength(1);
    expect(healthy).toHaveLength(1);
    const delivered = () =>
      t.db
        .select({ subscriber: domainEventDeliveries.subscriber })
        .from(domainEventDeliveries)
        .where(eq(domainEventDeliveries.eventId, event!.id));
    expect((await delivered()).map((d) => d.subscriber)).not.toContain('test.failing');

    // The retry: the failed subscriber again, the one that succeeded not.
    await t.domainEvents.deliver(ref);
    expect(failing).toHaveLength(2);
    expect(healthy).toHaveLength(1);
    expect((await delivered()).map((d) => d.subscriber)).toContain('test.failing');
  });

  it('fails the delivery job while a subscriber fails, so the queue retries it', async () => {
    recorder('test.down', { times: 1 });
    const g = await openGroup(acme.id);
    await t.tenancy.inOrganization(acme.id, () =>
      t.domainEvents.publish('group.members_changed', {
        groupId: g.id,
        added: [user.user.id],
        removed: [],
        actorId: user.user.id,
      }),
    );
    const [event] = (await eventsNamed(acme.id, 'group.members_changed')).slice(-1);
    await expect(t.domainEvents.deliver({ organizationId: acme.id, eventId: event!.id })).rejects.toThrow(
      'a subscriber failed',
    );
    await expect(t.domainEvents.deliver({ organizationId: acme.id, eventId: event!.id })).resolves.toBeUndefined();
  });
});

describe('the event save follow-ups', () => {
  it('sends the guests one update however often the delivery runs', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guest = await createUser(t.db, acme);
    const invited = await send(organizer, 'POST', '/api/event_invitations', {
      event_id: e.id,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [guest.id] }],
    });
    const invitation = (
      await t.db.select().from(communications).where(eq(communications.id, invited.json().communication.id))
    )[0]!;
    await t.tenancy.inOrganization(acme.id, () =>
      t.services.communications.dispatch({
        communicationId: invitation.id,
        version: invitation.version,
        organizationId: acme.id,
      }),
    );
    const updates = () =>
      t.db
        .select()
        .from(communications)
        .where(and(eq(communications.eventId, e.id), eq(communications.method, 'calendar')));

    const saved = await send(organizer, 'PUT', `/api/events/${e.id}`, {
      ...eventBody(t, [organizer.user.id], {}, 30),
      send_email_updates: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(await updates()).toHaveLength(1);
    const [updated] = (await eventsNamed(acme.id, 'event.updated')).filter((r) => r.payload.eventId === e.id);
    await t.domainEvents.deliver({ organizationId: acme.id, eventId: updated!.id });
    expect(await updates()).toHaveLength(1);
  });
});

describe('the job worker', () => {
  it('delivers an event after its commit, with no request to deliver it', async () => {
    // An app as production runs it: workers on, each event's job delivers it.
    const p = await buildTestApp({ now: NOW, workers: true });
    try {
      const org = await createOrganization(p.db, { subdomain: 'initech' });
      const calls: { eventId: number; scope: number | null }[] = [];
      p.domainEvents.subscribers.add(
        subscriber({
          name: 'test.worker',
          on: 'user.deactivated',
          handle: async (event) => void calls.push({ eventId: event.id, scope: p.tenancy.currentOrganization() }),
        }),
      );
      await p.tenancy.inOrganization(org.id, () =>
        p.domainEvents.publish('user.deactivated', { userId: 1, actorId: 2 }),
      );
      const [event] = await p.db.select().from(domainEvents).where(eq(domainEvents.organizationId, org.id));
      await vi.waitFor(() => expect(calls).toEqual([{ eventId: event!.id, scope: org.id }]), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      await p.close();
    }
  });
});
