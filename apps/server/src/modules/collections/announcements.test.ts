import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES as M } from '@huddle/domain/announcement-schemas';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs, graphqlAs } from '../../../test/call.ts';
import { createEvent } from '../../../test/events.ts';
import { queueSettled, until } from '../../../test/eventually.ts';
import { startFakeSlack, type FakeSlack } from '../../../test/fakes/slack/slack-server.ts';
import { addWorkspace, connectWorkspace, slackEnv } from '../../../test/slack.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/**
 * Collection announcements (spec events §2–§8, ADR 33) through /graphql, sent by the real job workers to the fake
 * Slack over HTTP: statuses, the channels they may go to, the edit/delete/send-now rules and access.
 */
const HOUR = 3600 * 1000;
const TEAM = 'T0ACMEANN';
let fake: FakeSlack;
let t: TestApp;
let { acme, admin, organizer, user, globexAdmin } = {} as Tenants;
const channel = { general: 0, events: 0, random: 0 };

const ANNOUNCEMENT = `id status messageBody deliveryMethod recipients { recipientId recipientType } recipientNames
  recipientSlackIds isScheduled scheduledFor addCalendarInvitation sentBy { fullName avatarKey } sentAt`;
const COLLECTION = `query($id: ID!) { fetchEventsCollection(id: $id) { id announcementCount canAnnounce
  announcements { ${ANNOUNCEMENT} } announceableChannels { id slackId name private } } }`;
const CREATE = `mutation($input: EventsCollectionAnnouncementInput!) {
  eventsCollectionAnnouncementCreate(input: $input) { announcement { ${ANNOUNCEMENT} } errors } }`;
const UPDATE = `mutation($input: EventsCollectionAnnouncementInput!) {
  eventsCollectionAnnouncementUpdate(input: $input) { announcement { ${ANNOUNCEMENT} } errors } }`;
const byId = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { announcement { id status } errors } }`;
const DESTROY = byId('eventsCollectionAnnouncementDestroy');
const SEND_NOW = byId('eventsCollectionAnnouncementSendNow');
const MAKE_COLLECTION = `mutation($input: EventsCollectionInput!) { eventsCollectionCreate(input: $input) {
  eventsCollection { id } errors } }`;

interface Announcement {
  id: string;
  status: string;
  messageBody: string;
  recipientNames: string[];
  recipientSlackIds: string[];
  isScheduled: boolean;
  scheduledFor: string | null;
  sentBy: { fullName: string } | null;
  sentAt: string | null;
}
type Payload = { announcement: Announcement | null; errors: string[] };

/** The answer, and the status of its first error (GraphQL answers 200 with the REST status in the extensions). */
async function gql(s: Session, query: string, variables: Record<string, unknown>) {
  const body = (await graphqlAs(t, s, query, variables)).json();
  return { status: (body.errors?.[0]?.extensions.status as number | undefined) ?? 200, body };
}
const mutate = async (s: Session, query: string, variables: Record<string, unknown>) =>
  Object.values((await gql(s, query, variables)).body.data as Record<string, Payload>)[0]!;
const read = async (s: Session, id: string) => (await gql(s, COLLECTION, { id })).body.data.fetchEventsCollection;

/** A Slack invitation of the event to one channel, through the invitations API: now, or scheduled `at`. */
async function slackInvitation(eventId: number, channelId: number, at?: Date) {
  const r = await callAs(t, organizer, 'POST', '/api/event_invitations', {
    event_id: eventId,
    invite_type: 'slack',
    invite_body: 'You are invited',
    recipient_attributes: [{ recipient_type: 'SlackChannels', recipient_ids: [channelId] }],
    ...(at && { is_scheduled: true, scheduled_for: at.toISOString() }),
  });
  expect(r.statusCode).toBe(201);
}

/**
 * A published collection of one event `inHours` ahead, invited through Slack to #general (now) and #events (at a
 * later time); #random is selected but got no invitation.
 */
async function collection(inHours = 24 * 7) {
  const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours });
  await slackInvitation(event.id, channel.general);
  await slackInvitation(event.id, channel.events, new Date(t.clock.now().getTime() + (inHours / 2) * HOUR));
  const input = { name: `Series ${event.id}`, eventIds: [String(event.id)], published: true };
  const made = await gql(organizer, MAKE_COLLECTION, { input });
  return made.body.data.eventsCollectionCreate.eventsCollection.id as string;
}

const input = (eventsCollectionId: string, extra: Record<string, unknown> = {}) => ({
  eventsCollectionId,
  deliveryMethod: 'slack',
  messageBody: 'Join us & bring <friends>',
  recipients: [channel.general, channel.events].map((id) => ({
    recipientId: String(id),
    recipientType: 'SlackChannel',
  })),
  isScheduled: false,
  ...extra,
});
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const statusOf = async (collectionId: string, id: string) =>
  ((await read(organizer, collectionId)).announcements as Announcement[]).find((a) => a.id === id)?.status;
const postsWith = (text: string) => fake.posts.filter((p) => p.method === 'chat.postMessage' && p.text === text);

beforeAll(async () => {
  fake = await startFakeSlack();
  // pg-boss starts a scheduled job by the database's clock: the app's clock starts at wall time.
  t = await buildTestApp({ env: slackEnv(fake), workers: true });
  ({ acme, admin, organizer, user, globexAdmin } = await twoTenants(t));
  // Someone in each channel: connectWorkspace waits for the selected channels' members.
  const members = ['U0ORGANIZER'];
  addWorkspace(fake, {
    teamId: TEAM,
    users: [{ id: 'U0ORGANIZER', email: organizer.user.email }],
    channels: [
      { id: 'C0GENERAL', name: 'general', is_private: false, members, botMember: true },
      { id: 'C0EVENTS', name: 'events', is_private: true, members, botMember: true },
      { id: 'C0RANDOM', name: 'random', is_private: false, members, botMember: true },
    ],
  });
  const channels = await connectWorkspace(t, admin, acme.subdomain, fake, {
    teamId: TEAM,
    select: ['C0GENERAL', 'C0EVENTS', 'C0RANDOM'],
  });
  const idOf = (slackId: string) => channels.get(slackId)!.id;
  Object.assign(channel, { general: idOf('C0GENERAL'), events: idOf('C0EVENTS'), random: idOf('C0RANDOM') });
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('collection announcements', () => {
  it('go to the channels invited to its events: Scheduled, then Sending and Sent by the worker, one post each', async () => {
    const id = await collection();
    const before = await read(organizer, id);
    expect(before.canAnnounce).toBe(true);
    // Not #random: no invitation of the collection's events went there.
    expect(before.announceableChannels.map((c: { name: string }) => c.name).sort()).toEqual(['events', 'general']);
    expect(before.announceableChannels.find((c: { name: string }) => c.name === 'events')).toMatchObject({
      slackId: 'C0EVENTS',
      private: true,
    });

    const made = await mutate(organizer, CREATE, {
      input: input(id, { isScheduled: true, scheduledFor: inSeconds(2) }),
    });
    expect(made.errors).toEqual([]);
    const a = made.announcement!;
    expect(a).toMatchObject({ status: 'Scheduled', isScheduled: true, messageBody: 'Join us & bring <friends>' });
    expect(a.recipientNames.sort()).toEqual(['events', 'general']);
    expect(a.recipientSlackIds.sort()).toEqual(['C0EVENTS', 'C0GENERAL']);
    expect(a.sentBy?.fullName).toBe(`${organizer.user.firstName} ${organizer.user.lastName}`);
    expect((await read(organizer, id)).announcementCount).toBe(1);

    await until(
      () => statusOf(id, a.id),
      (s) => s === 'Sent',
    );
    await queueSettled(t);
    const posts = postsWith('Join us & bring <friends>');
    expect(posts.map((p) => p.channel).sort()).toEqual(['C0EVENTS', 'C0GENERAL']);
    // The text escaped as Slack asks, and the collection's page as the button.
    expect(JSON.stringify(posts[0]!.blocks)).toContain('Join us &amp; bring &lt;friends&gt;');
    expect(JSON.stringify(posts[0]!.blocks)).toContain(`http://acme.huddle.test/collections/${id}/details`);
    const sent = (await read(organizer, id)).announcements[0] as Announcement;
    expect(sent.sentAt).not.toBeNull();
  }, 90_000);

  it('is Failed when Slack refuses the post', async () => {
    const id = await collection();
    await queueSettled(t); // the invitation's own post is out: the failure below is the announcement's
    fake.failNext('chat.postMessage', { status: 200, error: 'channel_not_found' });
    const body = 'This one bounces';
    const one = {
      ...input(id),
      messageBody: body,
      recipients: [{ recipientId: String(channel.general), recipientType: 'SlackChannel' }],
    };
    const made = await mutate(organizer, CREATE, { input: one });
    expect(made.errors).toEqual([]);
    expect(made.announcement!.status).toBe('Sending');
    await until(
      () => statusOf(id, made.announcement!.id),
      (s) => s === 'Failed',
    );
    expect(postsWith(body)).toEqual([]);
  }, 90_000);

  it('refuses a past or unpublished collection, channels not invited, no channels and a bad time', async () => {
    const id = await collection(2);
    const refusal = async (extra: Record<string, unknown>, s: Session = organizer) =>
      (await mutate(s, CREATE, { input: input(id, extra) })).errors;
    const channelOnly = (c: number) => [{ recipientId: String(c), recipientType: 'SlackChannel' }];
    expect(await refusal({ recipients: channelOnly(channel.random) })).toEqual([M.channelNotInvited]);
    expect(await refusal({ recipients: [] })).toEqual([M.recipientsRequired]);
    expect(await refusal({ messageBody: '  ' })).toEqual([M.messageRequired]);
    expect(await refusal({ isScheduled: true, scheduledFor: null })).toEqual([
      COMMUNICATION_MESSAGES.selectDateOrCancel,
    ]);
    expect(await refusal({ isScheduled: true, scheduledFor: inSeconds(-3600) })).toEqual([
      COMMUNICATION_MESSAGES.scheduleInFuture,
    ]);

    const draft = await gql(organizer, MAKE_COLLECTION, { input: { name: 'Draft', eventIds: [] } });
    const draftId = draft.body.data.eventsCollectionCreate.eventsCollection.id as string;
    expect((await mutate(organizer, CREATE, { input: input(draftId) })).errors).toEqual([M.notPublished]);

    t.clock.advance(5 * HOUR);
    try {
      expect(await refusal({})).toEqual([M.pastCollection]);
      expect((await read(organizer, id)).canAnnounce).toBe(false);
    } finally {
      t.clock.advance(-5 * HOUR);
    }
    expect((await read(organizer, id)).announcementCount).toBe(0);
  });

  it('are edited, deleted or sent now only while scheduled; an edit makes the old schedule do nothing', async () => {
    const id = await collection();
    const soon = { isScheduled: true, scheduledFor: inSeconds(2) };
    const a = (await mutate(organizer, CREATE, { input: input(id, { ...soon, messageBody: 'First words' }) }))
      .announcement!;
    const later = { isScheduled: true, scheduledFor: inSeconds(24 * 3600) };
    const edited = await mutate(admin, UPDATE, {
      input: { ...input(id, later), id: a.id, messageBody: 'Second words' },
    });
    expect(edited.errors).toEqual([]);
    expect(edited.announcement).toMatchObject({ status: 'Scheduled', messageBody: 'Second words' });
    await queueSettled(t); // the first schedule's job has run by now, and found an older version
    expect(await statusOf(id, a.id)).toBe('Scheduled');
    expect(postsWith('First words')).toEqual([]);
    expect(postsWith('Second words')).toEqual([]);

    const now = await mutate(organizer, SEND_NOW, { id: a.id });
    expect(now).toEqual({ announcement: { id: a.id, status: 'Sending' }, errors: [] });
    await until(
      () => statusOf(id, a.id),
      (s) => s === 'Sent',
    );
    expect(postsWith('Second words')).toHaveLength(2);
    for (const [query, variables] of [
      [UPDATE, { input: { ...input(id), id: a.id } }],
      [DESTROY, { id: a.id }],
      [SEND_NOW, { id: a.id }],
    ] as const) {
      expect((await mutate(organizer, query, variables)).errors).toEqual([M.notChangeable]);
    }

    const other = (await mutate(organizer, CREATE, { input: input(id, later) })).announcement!;
    expect(await mutate(organizer, DESTROY, { id: other.id })).toEqual({
      announcement: { id: other.id, status: 'Scheduled' },
      errors: [],
    });
    expect((await read(organizer, id)).announcements.map((x: Announcement) => x.id)).toEqual([a.id]);
  }, 90_000);

  it("answers 403 below an organizer and 404 for another organization's collection or announcement", async () => {
    const id = await collection();
    const a = (
      await mutate(organizer, CREATE, { input: input(id, { isScheduled: true, scheduledFor: inSeconds(3600) }) })
    ).announcement!;
    expect((await gql(user, CREATE, { input: input(id) })).status).toBe(403);
    expect((await gql(user, SEND_NOW, { id: a.id })).status).toBe(403);
    expect((await gql(globexAdmin, CREATE, { input: input(id) })).status).toBe(404);
    for (const query of [DESTROY, SEND_NOW]) expect((await gql(globexAdmin, query, { id: a.id })).status).toBe(404);
    expect((await gql(globexAdmin, UPDATE, { input: { ...input(id), id: a.id } })).status).toBe(404);
    // A member reads the collection, not its announcements or channels.
    const seen = await read(user, id);
    expect(seen).toMatchObject({
      announcementCount: 1,
      canAnnounce: false,
      announcements: [],
      announceableChannels: [],
    });
  });
});
