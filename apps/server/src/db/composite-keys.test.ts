import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createOffice, createOrganization, createUser } from '../../test/factories.ts';
import type { Db, Executor } from './client.ts';
import { communicationRecipients, communications } from './schema/communications.ts';
import { eventGroups, eventHosts, eventOffices, eventResources, events } from './schema/events.ts';
import { groupMemberships, groupOffices, groups } from './schema/groups.ts';
import { mailOutbox } from './schema/mail.ts';
import { contactListMembers, contactLists, invitees, rsvpSubmissions } from './schema/guests.ts';
import { eventTypes, groupTypes, offices } from './schema/organizations.ts';
import { invitationMappings, sessions, userTokens, users } from './schema/users.ts';

/**
 * Row-level security does not cover foreign-key checks, so the composite keys of migration 0010 are what stops a row
 * of one organization from pointing at another's. These writes run as the table owner (`t.db`), past every policy and
 * service check: only the keys stand in the way.
 */

const unique = () => randomBytes(4).toString('hex');

/** A mail of one organization, for one communication. */
const mailOf = (organizationId: number, communicationId: number) => ({
  organizationId,
  dedupeKey: unique(),
  kind: 'invitation',
  toAddress: 'guest@x.test',
  subject: 'S',
  html: '<p>H</p>',
  text: 'H',
  communicationId,
});
const HOUR = 3600 * 1000;
/** The rows' times do not matter here, only their links: one fixed instant. */
const NOW = Date.parse('2026-11-22T12:00:00Z');

/** One row of every parent table, all of one organization. */
async function parentsOf(db: Db, org: { id: number; subdomain: string }) {
  const organizationId = org.id;
  const office = await createOffice(db, organizationId);
  const user = await createUser(db, org, { officeId: office.id });
  const [groupType] = await db.insert(groupTypes).values({ organizationId, name: 'ERG' }).returning();
  const [eventType] = await db.insert(eventTypes).values({ organizationId, name: 'Social' }).returning();
  const [group] = await db
    .insert(groups)
    .values({ organizationId, name: `Group ${unique()}`, groupTypeId: groupType!.id, organizerId: user.id })
    .returning();
  const start = new Date(NOW + 24 * HOUR);
  const [event] = await db
    .insert(events)
    .values({
      organizationId,
      name: 'Offsite',
      startAt: start,
      endsAt: new Date(start.getTime() + HOUR),
      eventTypeId: eventType!.id,
      createdById: user.id,
    })
    .returning();
  const [invitee] = await db
    .insert(invitees)
    .values({ organizationId, eventId: event!.id, email: `guest${unique()}@example.test`, userId: user.id })
    .returning();
  const [list] = await db
    .insert(contactLists)
    .values({ organizationId, name: `List ${unique()}`, ownerId: user.id })
    .returning();
  const [communication] = await db
    .insert(communications)
    .values({
      organizationId,
      eventId: event!.id,
      historyType: 'invitation',
      method: 'email',
      linkBase: 'http://example.test',
      createdById: user.id,
    })
    .returning();
  return {
    organizationId,
    officeId: office.id,
    userId: user.id,
    groupTypeId: groupType!.id,
    eventTypeId: eventType!.id,
    groupId: group!.id,
    eventId: event!.id,
    inviteeId: invitee!.id,
    listId: list!.id,
    communicationId: communication!.id,
  };
}

type Parents = Awaited<ReturnType<typeof parentsOf>>;

/**
 * Each link between tenant tables: a write of a row of `own`'s organization whose link under test names `to`'s row
 * (and every other link `own`'s row), and the key that must refuse it when `to` is another organization.
 */
const links: { name: string; key: string; write: (db: Executor, own: Parents, to: Parents) => Promise<unknown> }[] = [
  {
    name: 'a user in an office',
    key: 'users_office_id_fk',
    write: (db, own, to) =>
      db
        .insert(users)
        .values({ organizationId: own.organizationId, email: `${unique()}@x.test`, officeId: to.officeId }),
  },
  {
    name: 'a session of a user',
    key: 'sessions_user_id_fk',
    write: (db, own, to) =>
      db.insert(sessions).values({
        organizationId: own.organizationId,
        userId: to.userId,
        tokenHash: unique(),
        expiresAt: new Date(NOW + HOUR),
      }),
  },
  {
    name: 'a one-time token of a user',
    key: 'user_tokens_user_id_fk',
    write: (db, own, to) =>
      db.insert(userTokens).values({
        organizationId: own.organizationId,
        userId: to.userId,
        purpose: 'mfa',
        tokenHash: unique(),
        expiresAt: new Date(NOW + HOUR),
      }),
  },
  {
    name: 'an invitation sent by a user',
    key: 'invitation_mappings_invited_by_id_fk',
    write: (db, own, to) =>
      db.insert(invitationMappings).values({
        organizationId: own.organizationId,
        invitedUserEmail: `${unique()}@x.test`,
        invitedUserName: 'New Person',
        invitedById: to.userId,
      }),
  },
  ...(['groupTypeId', 'organizerId'] as const).map((link) => ({
    name: `a group's ${link === 'groupTypeId' ? 'type' : 'organizer'}`,
    key: link === 'groupTypeId' ? 'groups_group_type_id_fk' : 'groups_organizer_id_fk',
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(groups).values({
        organizationId: own.organizationId,
        name: 'Group',
        groupTypeId: (link === 'groupTypeId' ? to : own).groupTypeId,
        organizerId: (link === 'organizerId' ? to : own).userId,
      }),
  })),
  ...(['eventTypeId', 'createdById'] as const).map((link) => ({
    name: `an event's ${link === 'eventTypeId' ? 'type' : 'creator'}`,
    key: link === 'eventTypeId' ? 'events_event_type_id_fk' : 'events_created_by_id_fk',
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(events).values({
        organizationId: own.organizationId,
        name: 'Event',
        startAt: new Date(NOW),
        endsAt: new Date(NOW + HOUR),
        eventTypeId: (link === 'eventTypeId' ? to : own).eventTypeId,
        createdById: (link === 'createdById' ? to : own).userId,
      }),
  })),
  ...pairLinks('group_memberships', groupMemberships, 'groupId', 'userId', 'group member'),
  ...pairLinks('group_offices', groupOffices, 'groupId', 'officeId', "group's office"),
  ...pairLinks('event_hosts', eventHosts, 'eventId', 'userId', 'event host'),
  ...pairLinks('event_groups', eventGroups, 'eventId', 'groupId', 'event group'),
  ...pairLinks('event_offices', eventOffices, 'eventId', 'officeId', 'event office'),
  ...pairLinks('contact_list_members', contactListMembers, 'listId', 'userId', 'contact list member'),
  ...pairLinks('communication_recipients', communicationRecipients, 'communicationId', 'inviteeId', 'recipient'),
  {
    name: 'an event resource',
    key: 'event_resources_event_id_fk',
    write: (db, own, to) =>
      db
        .insert(eventResources)
        .values({ organizationId: own.organizationId, eventId: to.eventId, title: 'T', link: 'L' }),
  },
  ...(['eventId', 'userId'] as const).map((link) => ({
    name: `a guest's ${link === 'eventId' ? 'event' : 'user'}`,
    key: link === 'eventId' ? 'invitees_event_id_fk' : 'invitees_user_id_fk',
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(invitees).values({
        organizationId: own.organizationId,
        email: `${unique()}@x.test`,
        eventId: (link === 'eventId' ? to : own).eventId,
        userId: (link === 'userId' ? to : own).userId,
      }),
  })),
  ...(['eventId', 'inviteeId'] as const).map((link) => ({
    name: `an RSVP's ${link === 'eventId' ? 'event' : 'guest'}`,
    key: link === 'eventId' ? 'rsvp_submissions_event_id_fk' : 'rsvp_submissions_invitee_id_fk',
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(rsvpSubmissions).values({
        organizationId: own.organizationId,
        status: 'rsvp',
        source: 'event_page',
        eventId: (link === 'eventId' ? to : own).eventId,
        inviteeId: (link === 'inviteeId' ? to : own).inviteeId,
      }),
  })),
  {
    name: "a contact list's owner",
    key: 'contact_lists_owner_id_fk',
    write: (db, own, to) =>
      db.insert(contactLists).values({ organizationId: own.organizationId, name: 'List', ownerId: to.userId }),
  },
  ...(['eventId', 'createdById'] as const).map((link) => ({
    name: `a communication's ${link === 'eventId' ? 'event' : 'author'}`,
    key: link === 'eventId' ? 'communications_event_id_fk' : 'communications_created_by_id_fk',
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(communications).values({
        organizationId: own.organizationId,
        historyType: 'message',
        method: 'email',
        linkBase: 'http://example.test',
        eventId: (link === 'eventId' ? to : own).eventId,
        createdById: (link === 'createdById' ? to : own).userId,
      }),
  })),
  {
    name: "a mail's communication",
    key: 'mail_outbox_communication_id_fk',
    write: (db, own, to) => db.insert(mailOutbox).values(mailOf(own.organizationId, to.communicationId)),
  },
];

/** The two links of a join table (its primary key is both columns): each one crossing on its own. */
function pairLinks<A extends keyof Parents, B extends keyof Parents>(
  table: string,
  target: Parameters<Executor['insert']>[0],
  first: A,
  second: B,
  name: string,
) {
  const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return [first, second].map((link) => ({
    name: `a ${name} (${column(link)})`,
    key: `${table}_${column(link)}_fk`,
    write: (db: Executor, own: Parents, to: Parents) =>
      db.insert(target).values({
        organizationId: own.organizationId,
        [first]: (link === first ? to : own)[first],
        [second]: (link === second ? to : own)[second],
      } as never),
  }));
}

const ROLLBACK = new Error('rollback');

/** Runs the write in a transaction that is always rolled back; answers the foreign key that refused it, or null. */
async function refusedBy(t: TestApp, write: (db: Executor) => Promise<unknown>): Promise<string | null> {
  try {
    await t.db.transaction(async (tx) => {
      await write(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return null;
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (cause.code === '23503') return cause.constraint ?? 'unnamed';
    throw error;
  }
  return null;
}

describe('composite tenant keys', () => {
  let t: TestApp;
  let a: Parents;
  let b: Parents;

  beforeAll(async () => {
    t = await buildTestApp();
    a = await parentsOf(t.db, await createOrganization(t.db));
    b = await parentsOf(t.db, await createOrganization(t.db));
  });
  afterAll(async () => t.close());

  it('covers every link between tenant tables', () => {
    expect(new Set(links.map((l) => l.key)).size).toBe(31);
  });

  it.each(links)('refuses $name of another organization', async ({ key, write }) => {
    expect(await refusedBy(t, (db) => write(db, a, b))).toBe(key);
    // The same row linked within its own organization is accepted: the organization is what the key refused.
    expect(await refusedBy(t, (db) => write(db, a, a))).toBeNull();
  });

  it('on delete sets only the link to null, never the organization', async () => {
    const org = await createOrganization(t.db);
    const p = await parentsOf(t.db, org);
    const [mapping] = await t.db
      .insert(invitationMappings)
      .values({
        organizationId: p.organizationId,
        invitedUserEmail: 'n@x.test',
        invitedUserName: 'N',
        invitedById: p.userId,
      })
      .returning();
    const [submission] = await t.db
      .insert(rsvpSubmissions)
      .values({
        organizationId: p.organizationId,
        eventId: p.eventId,
        inviteeId: p.inviteeId,
        status: 'rsvp',
        source: 'email',
      })
      .returning();

    await t.db.delete(offices).where(eq(offices.id, p.officeId));
    await t.db.delete(groupTypes).where(eq(groupTypes.id, p.groupTypeId));
    await t.db.delete(eventTypes).where(eq(eventTypes.id, p.eventTypeId));
    const [user] = await t.db.select().from(users).where(eq(users.id, p.userId));
    expect(user).toMatchObject({ organizationId: org.id, officeId: null });

    await t.db.delete(users).where(eq(users.id, p.userId));
    const [guest] = await t.db.select().from(invitees).where(eq(invitees.id, p.inviteeId));
    expect(guest).toMatchObject({ organizationId: org.id, userId: null });
    await t.db.delete(invitees).where(eq(invitees.id, p.inviteeId));

    const row = async (
      table: typeof groups | typeof events | typeof contactLists | typeof communications,
      id: number,
    ) => (await t.db.select().from(table).where(eq(table.id, id)))[0];
    expect(await row(groups, p.groupId)).toMatchObject({
      organizationId: org.id,
      groupTypeId: null,
      organizerId: null,
    });
    expect(await row(events, p.eventId)).toMatchObject({
      organizationId: org.id,
      eventTypeId: null,
      createdById: null,
    });
    expect(await row(contactLists, p.listId)).toMatchObject({ organizationId: org.id, ownerId: null });
    expect(await row(communications, p.communicationId)).toMatchObject({ organizationId: org.id, createdById: null });
    const [keptMapping] = await t.db.select().from(invitationMappings).where(eq(invitationMappings.id, mapping!.id));
    expect(keptMapping).toMatchObject({ organizationId: org.id, invitedById: null });
    const [keptSubmission] = await t.db.select().from(rsvpSubmissions).where(eq(rsvpSubmissions.id, submission!.id));
    expect(keptSubmission).toMatchObject({ organizationId: org.id, inviteeId: null });
  });

  it('on delete of an event still removes its hosts and guests', async () => {
    const org = await createOrganization(t.db);
    const p = await parentsOf(t.db, org);
    await t.db.insert(eventHosts).values({ organizationId: p.organizationId, eventId: p.eventId, userId: p.userId });
    await t.db.delete(events).where(eq(events.id, p.eventId));
    expect(await t.db.select().from(eventHosts).where(eq(eventHosts.eventId, p.eventId))).toEqual([]);
    expect(await t.db.select().from(invitees).where(eq(invitees.eventId, p.eventId))).toEqual([]);
  });

  it('on delete of a communication keeps its mails, unlinked', async () => {
    const org = await createOrganization(t.db);
    const p = await parentsOf(t.db, org);
    const [mail] = await t.db.insert(mailOutbox).values(mailOf(p.organizationId, p.communicationId)).returning();
    await t.db.delete(communications).where(eq(communications.id, p.communicationId));
    const [kept] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(kept).toMatchObject({ organizationId: org.id, communicationId: null });
  });
});
