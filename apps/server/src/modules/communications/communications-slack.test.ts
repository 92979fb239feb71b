import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMUNICATION_MESSAGES as M } from '@huddle/domain/communication-schemas';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { communications } from '../../db/schema/communications.ts';
import { events } from '../../db/schema/events.ts';
import { invitees } from '../../db/schema/guests.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs, graphqlAs } from '../../../test/call.ts';
import { createEvent } from '../../../test/events.ts';
import { queueSettled, until } from '../../../test/eventually.ts';
import { startFakeSlack, type FakeSlack } from '../../../test/fakes/slack/slack-server.ts';
import { blockActions, slackRequest } from '../../../test/fakes/slack/signing.ts';
import { addWorkspace, connectWorkspace, slackEnv } from '../../../test/slack.ts';
import { createOrganization, createUser, signedIn } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/** Invitations and messages by Slack through the real workers to the fake Slack over HTTP (ADR 33). */
let fake: FakeSlack;
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;
/** acme's channels in Huddle (our ids) by name; globex's one selected channel. */
let ch: Record<'general' | 'events' | 'random' | 'quiet', number>;
let globexChannel: number;

beforeAll(async () => {
  fake = await startFakeSlack();
  t = await buildTestApp({ workers: true, env: slackEnv(fake) });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, {
    otherOrganizer: true,
  }));
  const channel = (id: string, name: string) => ({ id, name, is_private: false, botMember: true, members: ['UPAT'] });
  const users = [{ id: 'UPAT', email: 'pat@example.test' }];
  addWorkspace(fake, {
    teamId: 'TACME',
    users,
    channels: [
      channel('CGENERAL', 'general'),
      channel('CEVENTS', 'events'),
      channel('CRANDOM', 'random'),
      // Known to Huddle but not picked by the admin: not a place Huddle posts to.
      channel('CQUIET', 'quiet'),
    ],
  });
  const acmeChannels = await connectWorkspace(t, admin, 'acme', fake, {
    teamId: 'TACME',
    select: ['CGENERAL', 'CEVENTS', 'CRANDOM'],
  });
  const idOf = (slackId: string) => acmeChannels.get(slackId)!.id;
  ch = { general: idOf('CGENERAL'), events: idOf('CEVENTS'), random: idOf('CRANDOM'), quiet: idOf('CQUIET') };
  addWorkspace(fake, { teamId: 'TGLOBEX', users, channels: [channel('CGLOBEX', 'globex-all')] });
  const globexChannels = await connectWorkspace(t, globexAdmin, 'globex', fake, {
    teamId: 'TGLOBEX',
    select: ['CGLOBEX'],
  });
  globexChannel = globexChannels.get('CGLOBEX')!.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Winter party', ...overrides });
const slackInvitation = (eventId: number, channelIds: number[], extra: Record<string, unknown> = {}) => ({
  event_id: eventId,
  invite_type: 'slack',
  invite_body: 'Join us <3 & bring a friend',
  recipient_attributes: [{ recipient_type: 'SlackChannels', recipient_ids: channelIds }],
  ...extra,
});
const invite = (s: Session, eventId: number, channelIds: number[], extra: Record<string, unknown> = {}) =>
  callAs(t, s, 'POST', '/api/event_invitations', slackInvitation(eventId, channelIds, extra));
const slackMessage = (s: Session, eventId: number, channelIds: number[], extra: Record<string, unknown> = {}) =>
  callAs(t, s, 'POST', '/api/event_messages/create_and_send', {
    event_id: eventId,
    message_type: 'slack',
    message_body: 'Doors open at six',
    slack_channel_ids: channelIds,
    ...extra,
  });
const rowOf = async (id: number) => (await t.db.select().from(communications).where(eq(communications.id, id)))[0]!;
const statusOf = async (id: number) => (await rowOf(id)).status;
const eventRows = (eventId: number) => t.db.select().from(communications).where(eq(communications.eventId, eventId));
/** The posts the fake received in a channel whose message names the event. */
const postsTo = (slackChannel: string, eventName: string) =>
  fake.posts.filter(
    (p) => p.method === 'chat.postMessage' && p.channel === slackChannel && p.text?.startsWith(`${eventName}:`),
  );
type Element = { action_id?: string; value?: string; url?: string };
const elementsOf = (post: { blocks: unknown[] | undefined }) =>
  (post.blocks as { type: string; elements?: Element[] }[]).find((b) => b.type === 'actions')?.elements ?? [];
const HISTORY = `query($e: ID!) { communicationHistories(eventId: $e) {
  id historyType deliveryMethods status recipientsCount slackChannelIds } }`;

describe('Slack invitations', () => {
  it('posts an invitation sent now to each channel once, with the event button and RSVP buttons', async () => {
    const e = await event({ name: 'Sent now party' });
    const response = await invite(organizer, e.id, [ch.general, ch.events, ch.general]);
    expect(response.statusCode).toBe(201);
    const { communication, message } = response.json();
    expect(message).toBe(M.onItsWay('invitation'));
    expect(communication).toMatchObject({ delivery_methods: ['slack'], recipients_count: 2 });
    expect([...communication.slack_channel_ids].sort()).toEqual([ch.general, ch.events].sort());

    await until(
      () => statusOf(communication.id),
      (s) => s === 'sent',
    );
    await queueSettled(t);
    for (const slackId of ['CGENERAL', 'CEVENTS']) {
      const posts = postsTo(slackId, 'Sent now party');
      expect(posts).toHaveLength(1);
      const elements = elementsOf(posts[0]!);
      expect(elements.map((el) => el.action_id)).toEqual(['event_details', 'rsvp_yes', 'rsvp_maybe', 'rsvp_no']);
      expect(elements[0]!.url).toBe(`http://acme.huddle.test/event/${e.id}/view`);
      expect(elements[1]!.value).toBe(String(e.id));
      // Plain text kept as written, escaped the way Slack asks.
      expect(JSON.stringify(posts[0]!.blocks)).toContain('Join us &lt;3 &amp; bring a friend');
    }
    expect(postsTo('CRANDOM', 'Sent now party')).toEqual([]);
    // Channels are not people: nobody is on the guest list until they answer.
    expect(await t.db.select().from(invitees).where(eq(invitees.eventId, e.id))).toEqual([]);

    const history = await graphqlAs(t, organizer, HISTORY, { e: String(e.id) });
    expect(history.json().data.communicationHistories).toEqual([
      {
        id: String(communication.id),
        historyType: 'invitation',
        deliveryMethods: ['slack'],
        status: 'sent',
        recipientsCount: 2,
        slackChannelIds: expect.arrayContaining([String(ch.general), String(ch.events)]),
      },
    ]);
  });

  it('posts a scheduled invitation once per channel at its time, across a rate-limited retry', async () => {
    const e = await event({ name: 'Scheduled party' });
    // pg-boss starts a scheduled job by the database's clock: wall time by nature.
    const at = new Date(Date.now() + 3_000);
    const response = await invite(organizer, e.id, [ch.general, ch.random], {
      is_scheduled: true,
      scheduled_for: at.toISOString(),
      has_calendar_invite: true,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().communication.id;
    expect(await rowOf(id)).toMatchObject({ status: 'scheduled', hasCalendarInvite: true });
    fake.failNext('chat.postMessage', { status: 429, retryAfter: 1 });

    await until(
      () => statusOf(id),
      (s) => s === 'sent',
    );
    await queueSettled(t);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(postsTo('CGENERAL', 'Scheduled party')).toHaveLength(1);
    expect(postsTo('CRANDOM', 'Scheduled party')).toHaveLength(1);
    // Two posts and the one that Slack rate-limited, tried again.
    const tries = fake.requests.filter(
      (r) => r.method === 'chat.postMessage' && r.params.text?.startsWith('Scheduled party:'),
    );
    expect(tries).toHaveLength(3);
  });

  it('leaves Maybe out with the hide-maybe flag', async () => {
    const flag = (on: boolean) =>
      t.tenancy.inOrganization(acme.id, () => t.services.featureFlags.set('hide-maybe-option-from-slack-invites', on));
    await flag(true);
    try {
      const e = await event({ name: 'No maybe party' });
      const id = (await invite(organizer, e.id, [ch.random])).json().communication.id;
      await until(
        () => statusOf(id),
        (s) => s === 'sent',
      );
      const [post] = postsTo('CRANDOM', 'No maybe party');
      expect(elementsOf(post!).map((el) => el.action_id)).toEqual(['event_details', 'rsvp_yes', 'rsvp_no']);
    } finally {
      await flag(false);
    }
  });

  it('shows Failed when Slack refuses every post', async () => {
    const e = await event({ name: 'Refused party' });
    fake.failNext('chat.postMessage', { status: 200, error: 'channel_not_found' });
    const id = (await invite(organizer, e.id, [ch.events])).json().communication.id;
    await until(
      () => statusOf(id),
      (s) => s === 'failed',
    );
    const history = await graphqlAs(t, organizer, HISTORY, { e: String(e.id) });
    expect(history.json().data.communicationHistories[0]).toMatchObject({ status: 'failed' });
    expect(postsTo('CEVENTS', 'Refused party')).toEqual([]);
  });

  it('gives the saved invitation back to the composer with its channels named', async () => {
    const e = await event();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const id = (await invite(organizer, e.id, [ch.events], { is_scheduled: true, scheduled_for: at })).json()
      .communication.id;
    const form = await callAs(
      t,
      organizer,
      'GET',
      `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`,
    );
    expect(form.statusCode).toBe(200);
    expect(form.json().invitation).toMatchObject({
      invite_type: 'slack',
      invite_body: 'Join us <3 & bring a friend',
      has_calendar_invite: false,
      selections: { channel: [{ id: ch.events, slack_id: 'CEVENTS', name: 'events', private: false }] },
    });
  });

  it('refuses unknown, unselected and foreign channels, and no channel, with nothing saved', async () => {
    const e = await event();
    for (const ids of [[ch.general, 999_999], [ch.quiet], [globexChannel]]) {
      const response = await invite(organizer, e.id, ids);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(SLACK_MESSAGES.unknownChannel);
    }
    const none = await invite(organizer, e.id, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe(M.noChannels);
    expect(await eventRows(e.id)).toEqual([]);
  });

  it('follows the pause rules of spec §6', async () => {
    const allowed = await event();
    await t.db.update(events).set({ rsvpPauseAllowed: true }).where(eq(events.id, allowed.id));
    expect((await invite(organizer, allowed.id, [ch.general])).json().error).toBe(M.pauseEmailOnly);
    await t.db.update(events).set({ rsvpPauseActive: true }).where(eq(events.id, allowed.id));
    expect((await invite(organizer, allowed.id, [ch.general])).json().error).toBe(M.pausedBlocked);
    expect(await eventRows(allowed.id)).toEqual([]);
  });

  it('is not available to an organization without a connected workspace', async () => {
    const initech = await createOrganization(t.db, { subdomain: 'initech' });
    const boss = await signedIn(t, initech, { role: 'organizer' });
    const e = await createEvent(t, initech, boss.headers, [boss.user.id]);
    for (const response of [await invite(boss, e.id, [ch.general]), await slackMessage(boss, e.id, [ch.general])]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe(M.methodUnavailable);
    }
    expect(await eventRows(e.id)).toEqual([]);
  });

  it('answers 403 below the event’s managers and 404 to another organization', async () => {
    const e = await event();
    for (const s of [user, otherOrganizer]) expect((await invite(s, e.id, [ch.general])).statusCode).toBe(403);
    expect((await invite(globexAdmin, e.id, [globexChannel])).statusCode).toBe(404);
    expect(await eventRows(e.id)).toEqual([]);
  });
});

describe('Slack messages', () => {
  it('go only to channels a Slack invitation of the event reached, with RSVP buttons when asked', async () => {
    const e = await event({ name: 'Message party' });
    // No invitation yet: no channel to message.
    const early = await slackMessage(organizer, e.id, [ch.general]);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe(M.slackNeedsInvitation);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await invite(organizer, e.id, [ch.general], { is_scheduled: true, scheduled_for: at })).statusCode).toBe(
      201,
    );
    const uninvited = await slackMessage(organizer, e.id, [ch.general, ch.random]);
    expect(uninvited.statusCode).toBe(422);
    expect(uninvited.json().error).toBe(M.slackNeedsInvitation);
    expect((await slackMessage(organizer, e.id, [globexChannel])).json().error).toBe(SLACK_MESSAGES.unknownChannel);
    expect((await slackMessage(organizer, e.id, [])).json().error).toBe(M.noChannelsToMessage);

    const sent = await slackMessage(organizer, e.id, [ch.general], {
      show_rsvp_buttons: true,
      show_event_details_button: false,
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().communication.id;
    await until(
      () => statusOf(id),
      (s) => s === 'sent',
    );
    const [post] = postsTo('CGENERAL', 'Message party');
    expect(elementsOf(post!).map((el) => el.action_id)).toEqual(['rsvp_yes', 'rsvp_maybe', 'rsvp_no']);
    expect(JSON.stringify(post!.blocks)).toContain('Doors open at six');

    const saved = await callAs(t, organizer, 'GET', `/api/event_messages/${id}`);
    expect(saved.json().event_message).toMatchObject({ message_type: 'slack', slack_channel_ids: [ch.general] });
  });

  it('answer 403 below the event’s managers and 404 to another organization', async () => {
    const e = await event();
    for (const s of [user, otherOrganizer]) expect((await slackMessage(s, e.id, [ch.general])).statusCode).toBe(403);
    expect((await slackMessage(globexAdmin, e.id, [globexChannel])).statusCode).toBe(404);
  });
});

describe('RSVP from a posted invitation', () => {
  it('records the press of Yes as the employee’s answer with source slack and confirms it in Slack', async () => {
    const e = await event({ name: 'Button party' });
    await createUser(t.db, acme, { email: 'Pat@Example.test', firstName: 'Pat' });
    const responseUrl = fake.responseUrl();
    const payload = blockActions(fake, {
      teamId: 'TACME',
      userId: 'UPAT',
      actionId: 'rsvp_yes',
      value: String(e.id),
      responseUrl,
    });
    const request = slackRequest(fake.signingSecret, 'interactivity', payload);
    const pressed = await t.app.inject({
      method: 'POST',
      url: request.path,
      headers: { ...request.headers, host: 'huddle.test' },
      payload: request.body,
    });
    expect(pressed.statusCode).toBe(200);

    const reply = await until(
      () => fake.responses.find((r) => responseUrl.endsWith(`/${r.id}`)),
      (r) => r !== undefined,
    );
    expect(reply!.body).toMatchObject({ text: 'Thanks! Your RSVP for Button party is recorded as Yes.' });
    const [guest] = await t.db.select().from(invitees).where(eq(invitees.eventId, e.id));
    expect(guest).toMatchObject({ email: 'Pat@Example.test', status: 'rsvp', rsvpSource: 'slack' });
  });
});
