import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { COMMUNICATION_MESSAGES as M } from '@huddle/domain/communication-schemas';
import { communications } from '../../db/schema/communications.ts';
import { events } from '../../db/schema/events.ts';
import { groupMemberships, groups } from '../../db/schema/groups.ts';
import { contactLists, invitees, rsvpSubmissions } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { signGuestToken } from '../../lib/signed-links.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { createEvent, eventBody } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';
import { callAs, type Method } from '../../../test/call.ts';
import { dispatchNow } from '../../../test/delivery.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, globex, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, {
    otherOrganizer: true,
    organizer: { timezone: 'America/New_York' },
  }));
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const HISTORY = `query($eventId: ID!, $r: Boolean) { communicationHistories(eventId: $eventId, needsRescheduling: $r) {
  id commId historyType deliveryMethods status sendTime scheduledFor subject recipientsCount failedRecipients
  sendBy { fullName } } }`;
const history = (s: Session, eventId: number, r = false) =>
  callAs(t, s, 'POST', '/graphql', { query: HISTORY, variables: { eventId: String(eventId), r } });

async function event(overrides: Record<string, unknown> & { publish?: boolean; inHours?: number } = {}) {
  return createEvent(t, acme, organizer.headers, [organizer.user.id], overrides);
}
async function people(n: number, values: Record<string, unknown> = {}) {
  return Promise.all(Array.from({ length: n }, () => createUser(t.db, acme, values)));
}
async function group(memberIds: number[], name = `Group ${Math.random()}`) {
  const [g] = await t.db.insert(groups).values({ organizationId: acme.id, name }).returning();
  if (memberIds.length) {
    await t.db
      .insert(groupMemberships)
      .values(memberIds.map((userId) => ({ organizationId: acme.id, groupId: g!.id, userId })));
  }
  return g!;
}
const invitation = (eventId: number, contacts: number[], extra: Record<string, unknown> = {}) => ({
  event_id: eventId,
  invite_type: 'email',
  recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: contacts }],
  ...extra,
});
const guestsOf = (eventId: number) => t.db.select().from(invitees).where(eq(invitees.eventId, eventId));
const commRow = async (id: number) => (await t.db.select().from(communications).where(eq(communications.id, id)))[0]!;
const mailsOf = (communicationId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, communicationId));

describe('access', () => {
  it('answers 403 below organizer or to a non-host organizer, 404 for another organization', async () => {
    const e = await event();
    const url = `/api/event_invitations/new_event_invitation?event_id=${e.id}&method=email`;
    expect((await callAs(t, user, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(t, otherOrganizer, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(t, globexAdmin, 'GET', url.replace('', ''))).statusCode).toBe(404);
    expect((await callAs(t, admin, 'GET', url)).statusCode).toBe(200);
    const [someone] = await people(1);
    for (const session of [user, otherOrganizer]) {
      expect(
        (await callAs(t, session, 'POST', '/api/event_invitations', invitation(e.id, [someone!.id]))).statusCode,
      ).toBe(403);
      expect((await history(session, e.id)).json().errors[0].message).toBeTruthy();
    }
    expect(
      (await callAs(t, globexAdmin, 'POST', '/api/event_invitations', invitation(e.id, [someone!.id]))).statusCode,
    ).toBe(404);
    expect((await history(globexAdmin, e.id)).json().errors[0].extensions.code).toBe('not_found');
    const saved = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(e.id, [someone!.id], {
        is_scheduled: true,
        scheduled_for: new Date(NOW.getTime() + HOUR).toISOString(),
      }),
    );
    const id = saved.json().communication.id;
    for (const [method, url2, body] of [
      ['DELETE', `/api/communication_histories/${id}`, undefined],
      ['POST', '/api/communication_histories/send_now', { id }],
      ['GET', `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`, undefined],
    ] as const) {
      expect((await callAs(t, user, method, url2, body)).statusCode).toBe(403);
      expect((await callAs(t, otherOrganizer, method, url2, body)).statusCode).toBe(403);
      expect((await callAs(t, globexAdmin, method, url2, body)).statusCode).toBe(404);
    }
    expect((await commRow(id)).status).toBe('scheduled');
  });

  it('guards every other endpoint by role and tenant', async () => {
    const e = await event();
    const [someone] = await people(1);
    const g = await group([someone!.id]);
    await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [someone!.id]));
    const message = { event_id: e.id, message_type: 'email', invitee_statuses: ['invited'], message_body: '<p>Hi</p>' };
    const created = await callAs(t, organizer, 'POST', '/api/event_messages/create_and_send', {
      ...message,
      is_scheduled: true,
      scheduled_for: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    const messageId = created.json().communication.id;
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/event_invitations/contact_options?event_id=${e.id}`],
      ['GET', `/api/event_invitations/group_options?event_id=${e.id}`],
      ['GET', `/api/event_invitations/list_options?event_id=${e.id}`],
      ['GET', `/api/event_invitations/office_options?event_id=${e.id}`],
      ['GET', `/api/event_invitations/contact_selections?event_id=${e.id}&selections=${someone!.id}`],
      [
        'GET',
        `/api/event_invitations/option_collection_members?event_id=${e.id}&collection_type=group&collection_id=${g.id}`,
      ],
      ['POST', `/api/event_invitations/reschedule?event_invitation_id=${messageId}`, invitation(e.id, [someone!.id])],
      ['GET', `/api/event_messages/${messageId}`],
      ['PUT', `/api/event_messages/${messageId}`, message],
      ['POST', '/api/event_messages/create_and_send', message],
      [
        'POST',
        '/api/invitees/send_email_reminder',
        { email_params: { event_id: e.id, subject: 'Hi', body: '<p>x</p>', recipients: ['invited'] } },
      ],
    ];
    for (const [method, url, body] of calls) {
      const codes = [];
      for (const session of [user, otherOrganizer, globexAdmin])
        codes.push((await callAs(t, session, method, url, body)).statusCode);
      expect([url, ...codes]).toEqual([url, 403, 403, 404]);
    }
    // A bad body is checked only after access (issue 12 review): a foreign caller never learns it was bad.
    const badMessage = { event_id: 'x', message_type: 3 };
    const badCodes = [];
    for (const session of [otherOrganizer, globexAdmin, organizer])
      badCodes.push((await callAs(t, session, 'PUT', `/api/event_messages/${messageId}`, badMessage)).statusCode);
    expect(badCodes).toEqual([403, 404, 422]);
    expect((await callAs(t, organizer, 'GET', `/api/event_messages/${messageId}`)).statusCode).toBe(200);
    expect((await commRow(messageId)).status).toBe('scheduled');
    const scheduledMessages = await t.db
      .select()
      .from(communications)
      .where(and(eq(communications.eventId, e.id), eq(communications.historyType, 'message')));
    expect(scheduledMessages).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('offers the defaults: the subject, the pause flags, lists', async () => {
    const e = await event({ name: 'Winter party' });
    const answer = (
      await callAs(t, organizer, 'GET', `/api/event_invitations/new_event_invitation?event_id=${e.id}&method=email`)
    ).json();
    expect(answer.invitation).toMatchObject({
      communication_history_id: null,
      invite_subject: 'You are invited to Winter party',
      invite_body: '',
      is_scheduled: false,
      has_lists: false, // the flag is on, but the organization has no lists yet
      rsvp_pause_allowed: false,
      selections: { contact: [], group: [], list: [], office: [] },
    });
    await t.db.insert(contactLists).values({ organizationId: acme.id, name: 'Speakers', isPublic: true });
    const withList = await callAs(
      t,
      organizer,
      'GET',
      `/api/event_invitations/new_event_invitation?event_id=${e.id}&method=email`,
    );
    expect(withList.json().invitation.has_lists).toBe(true);
  });

  it('sends now: guests invited at once, one outbox row per guest once dispatched, groups marked sent', async () => {
    const e = await event();
    const [a, b, c] = await people(3);
    const g = await group([b!.id, c!.id]);
    const empty = await group([]);
    const before = (
      await callAs(t, organizer, 'GET', `/api/event_invitations/group_options?event_id=${e.id}&search=Group`)
    ).json();
    expect(before.data.find((r: { id: number }) => r.id === g.id)).toMatchObject({
      members: 2,
      status: null,
      selectable: true,
    });
    const response = await callAs(t, organizer, 'POST', '/api/event_invitations', {
      ...invitation(e.id, [a!.id, b!.id]),
      recipient_attributes: [
        { recipient_type: 'Invitees', recipient_ids: [a!.id, b!.id] },
        { recipient_type: 'Groups', recipient_ids: [g.id] },
      ],
      invite_subject: '  Come along  ',
      invite_body: '<p>Hello <script>x()</script><b>all</b></p>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Your invitation is on its way!');
    const comm = response.json().communication;
    expect(comm).toMatchObject({
      status: 'drafted',
      subject: 'Come along',
      recipients_count: 3,
      history_type: 'invitation',
    });
    expect((await guestsOf(e.id)).map((g2) => g2.status)).toEqual(['invited', 'invited', 'invited']);
    expect((await commRow(comm.id)).body).toBe('<p>Hello <b>all</b></p>');

    await dispatchNow(t, comm.id);
    await dispatchNow(t, comm.id); // a second run (a retried job) adds nothing
    const mails = await mailsOf(comm.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([a!.email, b!.email, c!.email].sort());
    expect((await commRow(comm.id)).status).toBe('sending');

    const groupsPage = (
      await callAs(t, organizer, 'GET', `/api/event_invitations/group_options?event_id=${e.id}&search=Group`)
    ).json();
    const row = groupsPage.data.find((r: { id: number }) => r.id === g.id);
    expect(row).toMatchObject({ members: 2, status: 'sent', selectable: false });
    expect(groupsPage.data.find((r: { id: number }) => r.id === empty.id)).toMatchObject({
      members: 0,
      selectable: false,
    });
    const contacts = (
      await callAs(
        t,
        organizer,
        'GET',
        `/api/event_invitations/contact_options?event_id=${e.id}&search=${encodeURIComponent(a!.email)}`,
      )
    ).json();
    expect(contacts.data).toEqual([
      expect.objectContaining({ id: a!.id, previously_invited: true, status: 'invited' }),
    ]);
    expect(contacts.meta.total_count).toBe(1);
    const members = (
      await callAs(
        t,
        organizer,
        'GET',
        `/api/event_invitations/option_collection_members?event_id=${e.id}&collection_type=group&collection_id=${g.id}`,
      )
    ).json();
    expect(members.members).toHaveLength(2);
    expect(members.members.every((m: { previously_invited: boolean }) => m.previously_invited)).toBe(true);
  });

  it('pages contacts by 10 and counts them in SQL', async () => {
    const e = await event();
    await people(12, { lastName: 'Pagerson' });
    const page2 = (
      await callAs(
        t,
        organizer,
        'GET',
        `/api/event_invitations/contact_options?event_id=${e.id}&search=Pagerson&page=2`,
      )
    ).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.meta).toEqual({ total_count: 12, total_pages: 2 });
  });

  it('refuses nobody, drafts, Slack and the pause rules', async () => {
    const e = await event();
    const [a] = await people(1);
    const post = (body: unknown) => callAs(t, organizer, 'POST', '/api/event_invitations', body);
    expect((await post(invitation(e.id, []))).json().error).toBe(M.noGuests);
    const draft = await event({ publish: false });
    expect((await post(invitation(draft.id, [a!.id]))).json().error).toBe(M.notPublished);
    expect((await post(invitation(e.id, [a!.id], { invite_type: 'slack' }))).json().error).toBe(M.methodUnavailable);
    const pausable = await event({ rsvp_pause_allowed: true });
    const calendar = await post(invitation(pausable.id, [a!.id], { invite_type: 'calendar' }));
    expect([calendar.statusCode, calendar.json().error]).toEqual([422, M.pauseEmailOnly]);
    expect((await post(invitation(pausable.id, [a!.id]))).statusCode).toBe(201);
    await callAs(t, organizer, 'POST', `/api/events/${pausable.id}/rsvp_pause`, { rsvp_pause_active: true });
    expect((await post(invitation(pausable.id, [a!.id]))).json().error).toBe(M.pausedBlocked);
    expect(await guestsOf(draft.id)).toHaveLength(0);
  });

  it('checks the schedule with the spec messages', async () => {
    const e = await event({ inHours: 48 });
    const [a] = await people(1);
    const at = (value: unknown) =>
      callAs(
        t,
        organizer,
        'POST',
        '/api/event_invitations',
        invitation(e.id, [a!.id], { is_scheduled: true, scheduled_for: value }),
      );
    const errorOf = async (value: unknown) => (await at(value)).json().errors.scheduled_for[0];
    expect(await errorOf(null)).toBe(M.selectDateOrCancel);
    expect(await errorOf('not a date')).toBe(M.invalidDate);
    expect(await errorOf(new Date(NOW.getTime() - 60_000).toISOString())).toBe(M.scheduleInFuture);
    expect(await errorOf(new Date(NOW.getTime() + 49 * HOUR).toISOString())).toBe(M.scheduleBeforeEvent);
    expect(await guestsOf(e.id)).toHaveLength(0);
    const ok = await at('2026-11-23T17:30:00.000Z');
    expect(ok.statusCode).toBe(201);
    // In the organizer's timezone (New York).
    expect(ok.json().message).toBe('Your invitation is scheduled to send on Nov 23, 2026 at 12:30 PM');
  });

  it('schedules: guests wait as Scheduled; editing and deleting take back who it only scheduled', async () => {
    const e = await event();
    const [a, b, c] = await people(3);
    const when = new Date(NOW.getTime() + 2 * HOUR).toISOString();
    const created = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(e.id, [a!.id, b!.id], { is_scheduled: true, scheduled_for: when }),
    );
    const id = created.json().communication.id;
    expect(created.json().communication.status).toBe('scheduled');
    expect((await guestsOf(e.id)).map((g) => [g.email, g.status, g.inviteScheduledFor?.toISOString()])).toEqual(
      expect.arrayContaining([
        [a!.email, 'guest_list', when],
        [b!.email, 'guest_list', when],
      ]),
    );
    const form = (
      await callAs(t, organizer, 'GET', `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`)
    ).json();
    expect(form.invitation).toMatchObject({
      communication_history_id: id,
      is_scheduled: true,
      scheduled_for: when,
      status: 'scheduled',
    });
    expect(form.invitation.selections.contact.map((o: { id: number }) => o.id).sort()).toEqual([a!.id, b!.id].sort());

    const edited = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(e.id, [b!.id, c!.id], { communication_history_id: id, is_scheduled: true, scheduled_for: when }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await guestsOf(e.id)).map((g) => g.email).sort()).toEqual([b!.email, c!.email].sort());

    const deleted = await callAs(t, organizer, 'DELETE', `/api/communication_histories/${id}`);
    expect(deleted.json().message).toBe(M.deleted);
    expect(await guestsOf(e.id)).toHaveLength(0);
  });

  it('sends a scheduled one now, and refuses to change or delete what went out', async () => {
    const e = await event();
    const [a] = await people(1);
    const created = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(e.id, [a!.id], { is_scheduled: true, scheduled_for: new Date(NOW.getTime() + HOUR).toISOString() }),
    );
    const id = created.json().communication.id;
    const now = await callAs(t, organizer, 'POST', '/api/communication_histories/send_now', { id });
    expect(now.json()).toMatchObject({ message: M.sent, communication: { status: 'drafted', scheduled_for: null } });
    expect((await guestsOf(e.id))[0]!.status).toBe('invited');
    await dispatchNow(t, id);
    expect((await callAs(t, organizer, 'DELETE', `/api/communication_histories/${id}`)).json().error).toBe(
      M.notChangeable,
    );
    expect((await callAs(t, organizer, 'POST', '/api/communication_histories/send_now', { id })).json().error).toBe(
      M.notChangeable,
    );
    const rows = (await history(organizer, e.id)).json().data.communicationHistories;
    expect(rows[0]).toMatchObject({
      id: String(id),
      historyType: 'invitation',
      status: 'sending',
      recipientsCount: 1,
      sendBy: { fullName: `${organizer.user.firstName} ${organizer.user.lastName}` },
    });
  });
});

describe('reschedule', () => {
  it('follows the event start: reschedule, banner, edit only, back to scheduled, dropped once started', async () => {
    const e = await event({ inHours: 48 });
    const [a] = await people(1);
    const created = await callAs(
      t,
      organizer,
      'POST',
      '/api/event_invitations',
      invitation(e.id, [a!.id], {
        is_scheduled: true,
        scheduled_for: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      }),
    );
    const id = created.json().communication.id;
    const move = (inHours: number) =>
      callAs(
        t,
        organizer,
        'PUT',
        `/api/events/${e.id}`,
        eventBody(t, [organizer.user.id], { published: true }, inHours),
      );

    const moved = await move(12);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().event.needs_rescheduling).toBe(true);
    expect((await commRow(id)).status).toBe('reschedule');
    expect(
      (await history(organizer, e.id, true)).json().data.communicationHistories.map((r: { id: string }) => r.id),
    ).toEqual([String(id)]);
    expect((await callAs(t, organizer, 'POST', '/api/communication_histories/send_now', { id })).json().error).toBe(
      M.notChangeable,
    );

    await move(48);
    expect((await commRow(id)).status).toBe('scheduled');
    await move(12);
    const fixed = await callAs(
      t,
      organizer,
      'POST',
      `/api/event_invitations/reschedule?event_invitation_id=${id}&communication_history_id=${id}`,
      invitation(e.id, [a!.id], {
        is_scheduled: true,
        scheduled_for: new Date(NOW.getTime() + 6 * HOUR).toISOString(),
      }),
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().communication.status).toBe('scheduled');
    expect((await callAs(t, organizer, 'GET', `/api/events/${e.id}`)).json().event.needs_rescheduling).toBe(false);

    await move(3);
    expect((await commRow(id)).status).toBe('reschedule');
    const jobs = await t.db.execute(
      sql`select start_after from pgboss.job where name = 'dispatch-communication' and (data ->> 'communicationId')::int = ${id}`,
    );
    const startAfters = (jobs as unknown as { rows: { start_after: string | Date }[] }).rows.map((r) =>
      new Date(r.start_after).getTime(),
    );
    expect(startAfters).toContain(NOW.getTime() + 3 * HOUR); // the job that drops it when the event starts
    t.clock.set(new Date(NOW.getTime() + 3.5 * HOUR));
    expect((await callAs(t, organizer, 'GET', `/api/events/${e.id}`)).json().event.needs_rescheduling).toBe(false);
    t.clock.set(new Date(NOW.getTime() + 7 * HOUR)); // the event has started; the job fires at 6 h
    await dispatchNow(t, id);
    expect(await t.db.select().from(communications).where(eq(communications.id, id))).toHaveLength(0);
    expect(await guestsOf(e.id)).toHaveLength(0);
  });
});

describe('messages', () => {
  it('needs guests, statuses and a body; goes to the chosen statuses only', async () => {
    const e = await event();
    const body = { event_id: e.id, message_type: 'email', invitee_statuses: ['rsvp'], message_body: '<p>See you</p>' };
    const post = (b: unknown) => callAs(t, organizer, 'POST', '/api/event_messages/create_and_send', b);
    expect((await post(body)).json().error).toBe(M.noInvitees);
    const [a, b] = await people(2);
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id, b!.id]));
    await dispatchNow(t, inv.json().communication.id);
    await t.db
      .update(invitees)
      .set({ status: 'rsvp' })
      .where(and(eq(invitees.eventId, e.id), eq(invitees.email, a!.email)));
    expect((await post({ ...body, invitee_statuses: [] })).json().errors.invitee_statuses[0]).toBe(M.noStatuses);
    expect((await post({ ...body, message_body: '<p> </p>' })).json().errors.message_body[0]).toBe(M.bodyRequired);
    expect((await post({ ...body, message_body: '<script>x()</script>' })).json().errors.message_body[0]).toBe(
      M.bodyRequired,
    );
    expect((await post({ ...body, message_type: 'calendar' })).json().error).toBe(M.methodUnavailable);
    const later = new Date(NOW.getTime() + 10 * 24 * HOUR).toISOString(); // after the start is fine for a message
    const created = await post({ ...body, is_scheduled: true, scheduled_for: later });
    expect(created.statusCode).toBe(201);
    const id = created.json().communication.id;
    const saved = (await callAs(t, organizer, 'GET', `/api/event_messages/${id}`)).json().event_message;
    expect(saved).toMatchObject({
      invitee_statuses: ['rsvp'],
      is_scheduled: true,
      message_subject: `An update about ${e.name}`,
    });
    const put = await callAs(t, organizer, 'PUT', `/api/event_messages/${id}`, {
      ...body,
      message_subject: 'Bring a coat',
    });
    expect(put.json()).toMatchObject({ message: 'Your message is on its way!', communication: { status: 'drafted' } });
    await dispatchNow(t, id);
    expect((await mailsOf(id)).map((m) => [m.toAddress, m.subject])).toEqual([[a!.email, 'Bring a coat']]);
  });

  it('emails guests by status and sends previews only to the caller', async () => {
    const e = await event();
    const [a] = await people(1);
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await dispatchNow(t, inv.json().communication.id);
    const remind = (params: Record<string, unknown>) =>
      callAs(t, organizer, 'POST', '/api/invitees/send_email_reminder', {
        email_params: { event_id: e.id, subject: 'Hi', body: '<p>Soon</p>', ...params },
      });
    // Issue 12, least exposure: whatever address the body names, the preview goes to the caller's own.
    const preview = await remind({ recipients: ['stranger@example.com'], send_preview: true });
    expect(preview.json().message).toBe(M.previewSent(organizer.user.email));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, organizer.user.email));
    expect(mail!.subject).toBe('[Preview] Hi');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'stranger@example.com'))).toEqual([]);
    expect((await remind({ send_preview: true })).statusCode).toBe(200);
    expect((await remind({ recipients: [] })).json().errors.recipients[0]).toBe(M.noStatuses);
    expect((await remind({ subject: ' ', recipients: ['invited'] })).json().errors.subject[0]).toBe(M.subjectRequired);
    const sent = await remind({ recipients: ['invited'] });
    expect(sent.json().message).toBe(M.guestsEmailed);
    await dispatchNow(t, sent.json().communication.id);
    expect((await mailsOf(sent.json().communication.id)).map((m) => m.toAddress)).toEqual([a!.email]);
  });
});

describe('mail RSVP links', () => {
  const linkOf = (text: string, status: string) =>
    new URL(new RegExp(`https?://\\S+/rsvp/answer\\?token=[^&\\s]+&status=${status}`).exec(text)![0]);
  const answer = (token: string, status: string, host = acme.host) =>
    t.app.inject({ method: 'POST', url: '/api/invitees/email_rsvp', headers: { host }, payload: { token, status } });

  it('opens the answer page (a GET changes nothing) and records the one click with source email', async () => {
    const e = await event();
    const [a] = await people(1, { timezone: 'Asia/Tokyo' });
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await dispatchNow(t, inv.json().communication.id);
    const [mail] = await mailsOf(inv.json().communication.id);
    expect(mail!.text).toContain('When: Sunday, November 29, 2026, 9:00 PM – 10:00 PM GMT+9'); // the guest's own timezone
    expect(mail!.html).toContain('Room 4');
    const link = linkOf(mail!.text, 'maybe_attending');
    const token = link.searchParams.get('token')!;

    // A mail scanner (or an old mail's /api link) opening the link records nothing.
    const scanned = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/email_rsvp?token=${encodeURIComponent(token)}&status=maybe_attending`,
      headers: { host: acme.host },
    });
    expect(scanned.statusCode).toBe(303);
    expect(scanned.headers.location).toBe(`/rsvp/answer?token=${encodeURIComponent(token)}&status=maybe_attending`);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/email_rsvp/event?token=${encodeURIComponent(token)}`,
      headers: { host: acme.host },
    });
    expect(details.json()).toMatchObject({
      event: { id: e.id, name: e.name },
      event_path: `/event/${e.id}/view`,
      status: null,
      rsvp_pause_active: false,
      error: null,
    });
    expect((await guestsOf(e.id))[0]!.status).toBe('invited');
    expect(await t.db.select().from(rsvpSubmissions).where(eq(rsvpSubmissions.eventId, e.id))).toHaveLength(0);

    // The answer page's one click.
    const response = await answer(token, 'maybe_attending');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invitee: { status: 'maybe_attending' },
      event_path: `/event/${e.id}/view`,
      email: null,
    });
    const [guest] = await guestsOf(e.id);
    expect([guest!.status, guest!.rsvpSource]).toEqual(['maybe_attending', 'email']);
    const [submission] = await t.db.select().from(rsvpSubmissions).where(eq(rsvpSubmissions.inviteeId, guest!.id));
    expect(submission!.source).toBe('email');

    const tampered = token.replace(/^(\d+)/, (_m, id) => String(Number(id) + 1));
    expect((await answer(tampered, 'rsvp')).json()).toEqual({ error: M.linkInvalid, code: 'link_invalid' });
    expect((await answer(token, 'rsvp', globex.host)).json().code).toBe('link_invalid');
    const garbled = await answer(token, 'yes');
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().errors).toEqual({ status: [M.linkInvalid] });
    // Paused after a No: refused under the same rules as the page ("locked"), and the page says why.
    await t.db.update(invitees).set({ status: 'not_attending' }).where(eq(invitees.eventId, e.id));
    await t.db.update(events).set({ rsvpPauseAllowed: true, rsvpPauseActive: true }).where(eq(events.id, e.id));
    const paused = await answer(token, 'rsvp');
    expect([paused.statusCode, paused.json().code]).toEqual([422, 'locked']);
    await t.db.update(events).set({ rsvpPauseActive: false }).where(eq(events.id, e.id));
    // Links live 14 days now (60 before).
    t.clock.set(new Date(NOW.getTime() + 15 * 24 * HOUR));
    const expired = await answer(token, 'rsvp');
    expect(expired.json()).toEqual({ error: M.linkExpired, code: 'link_expired' });
    expect((await guestsOf(e.id))[0]!.status).toBe('not_attending');
  });

  it('tells the answer page when RSVPs are paused, so it can ask before leaving Yes', async () => {
    const e = await event({ rsvp_pause_allowed: true });
    const [a] = await people(1);
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await dispatchNow(t, inv.json().communication.id);
    const token = linkOf((await mailsOf(inv.json().communication.id))[0]!.text, 'rsvp').searchParams.get('token')!;
    expect((await answer(token, 'rsvp')).statusCode).toBe(200);
    await t.db.update(events).set({ rsvpPauseActive: true }).where(eq(events.id, e.id));
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/email_rsvp/event?token=${encodeURIComponent(token)}`,
      headers: { host: acme.host },
    });
    expect(details.json()).toMatchObject({ status: 'rsvp', rsvp_pause_active: true, error: null });
  });

  it('counts links mailed under the old 60-day life as expired, and answers a non-form body in words', async () => {
    const e = await event({ inHours: 24 * 90 });
    const [a] = await people(1);
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await dispatchNow(t, inv.json().communication.id);
    const [guest] = await guestsOf(e.id);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, acme.id));
    // As the mails sent before links got 14 days carried them.
    const old = signGuestToken(org!.linkSecret, guest!.id, new Date(NOW.getTime() + 60 * 24 * HOUR));
    expect((await answer(old, 'rsvp')).json()).toEqual({ error: M.linkExpired, code: 'link_expired' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/invitees/email_rsvp/event?token=${encodeURIComponent(old)}`,
      headers: { host: acme.host },
    });
    expect(details.json().error).toBe('link_expired');
    expect((await guestsOf(e.id))[0]!.status).toBe('invited');

    const array = await t.app.inject({
      method: 'POST',
      url: '/api/invitees/email_rsvp',
      headers: { host: acme.host },
      payload: [{ token: old, status: 'rsvp' }],
    });
    expect(array.statusCode).toBe(422);
    expect(array.json().errors).toEqual({ token: [M.linkInvalid], status: [M.linkInvalid] });
  });

  it('ends every mailed link when an admin rotates the link secret', async () => {
    const e = await event();
    const [a] = await people(1);
    const inv = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await dispatchNow(t, inv.json().communication.id);
    const token = linkOf((await mailsOf(inv.json().communication.id))[0]!.text, 'rsvp').searchParams.get('token')!;

    expect((await callAs(t, organizer, 'POST', '/api/organizations/rotate_link_secret')).statusCode).toBe(403);
    expect((await callAs(t, user, 'POST', '/api/organizations/rotate_link_secret')).statusCode).toBe(403);
    const rotated = await callAs(t, admin, 'POST', '/api/organizations/rotate_link_secret');
    expect(rotated.json()).toEqual({ message: M.linkSecretRotated });
    expect((await answer(token, 'rsvp')).json().code).toBe('link_invalid');
    expect((await guestsOf(e.id))[0]!.status).toBe('invited');
    // Mails sent after it carry links that work.
    const [b] = await people(1);
    const next = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [b!.id]));
    await dispatchNow(t, next.json().communication.id);
    const fresh = linkOf((await mailsOf(next.json().communication.id))[0]!.text, 'rsvp');
    expect((await answer(fresh.searchParams.get('token')!, 'rsvp')).statusCode).toBe(200);
  });

  it('hides Maybe with its flag, sends guests without an account to the public page, and carries a calendar REQUEST', async () => {
    await t.tenancy.inOrganization(acme.id, () =>
      t.services.featureFlags.set('hide-maybe-option-from-slack-invites', true),
    );
    try {
      const e = await event();
      // An imported contact without an account: the link opens the public page.
      const [a] = await people(1, { passwordHash: null, confirmedAt: null });
      const inv = await callAs(
        t,
        organizer,
        'POST',
        '/api/event_invitations',
        invitation(e.id, [a!.id], { invite_type: 'calendar' }),
      );
      await dispatchNow(t, inv.json().communication.id);
      const [mail] = await mailsOf(inv.json().communication.id);
      expect(mail!.text).toMatch(/Yes: .*status=rsvp/);
      expect(mail!.text).not.toContain('status=maybe_attending');
      const ics = mail!.attachments![0]!;
      expect(ics.contentType).toContain('text/calendar');
      expect(ics.content).toContain('METHOD:REQUEST');
      expect(ics.content).toContain(`UID:event-${e.id}@huddle`);
      expect(ics.content.replace(/\r\n /g, '')).toMatch(new RegExp(`ATTENDEE;.*RSVP=TRUE.*:MAILTO:${a!.email}`, 'i'));
      expect(ics.content).toContain('SEQUENCE:0');

      const link = linkOf(mail!.text, 'rsvp');
      const response = await answer(link.searchParams.get('token')!, 'rsvp');
      expect(response.json()).toMatchObject({ event_path: `/public/${e.id}`, email: a!.email });

      // A new time with "send your guests an update": the same UID, a higher SEQUENCE.
      const update = await callAs(t, organizer, 'PUT', `/api/events/${e.id}`, {
        ...eventBody(t, [organizer.user.id], { published: true }, 30),
        send_email_updates: true,
      });
      expect(update.statusCode).toBe(200);
      const [latest] = await t.db
        .select()
        .from(communications)
        .where(and(eq(communications.eventId, e.id), eq(communications.historyType, 'message')));
      expect(latest).toMatchObject({ method: 'calendar', subject: `Updated: ${e.name}` });
      await dispatchNow(t, latest!.id);
      const [updateMail] = await mailsOf(latest!.id);
      expect(updateMail!.attachments![0]!.content).toContain(`UID:event-${e.id}@huddle`);
      expect(updateMail!.attachments![0]!.content).toContain('SEQUENCE:1');
    } finally {
      await t.tenancy.inOrganization(acme.id, () =>
        t.services.featureFlags.set('hide-maybe-option-from-slack-invites', false),
      );
    }
  });
});

describe('dispatch job', () => {
  it('marks the communication failed when its dispatch gives up', async () => {
    const { dispatchCommunicationJob } = await import('../../jobs/dispatch-communication.ts');
    const given: number[] = [];
    const job = dispatchCommunicationJob(
      () => Promise.reject(new Error('database away')),
      async (data) => void given.push(data.communicationId),
    );
    await expect(job.handle({ communicationId: 7, version: 0 }, { retryCount: 1, retryLimit: 5 })).rejects.toThrow();
    expect(given).toEqual([]);
    await expect(job.handle({ communicationId: 7, version: 0 }, { retryCount: 5, retryLimit: 5 })).rejects.toThrow();
    expect(given).toEqual([7]);
    const e = await event();
    const [a] = await people(1);
    const created = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [a!.id]));
    await t.tenancy.inOrganization(acme.id, () =>
      t.services.communications.markFailed(created.json().communication.id),
    );
    expect((await commRow(created.json().communication.id)).status).toBe('failed');
  });
});

/** Spec events §7 "AI": query eventInvitations(eventId), the event's invitations (not its messages). */
describe('eventInvitations', () => {
  const QUERY = `query($eventId: ID!) { eventInvitations(eventId: $eventId) {
    id historyType deliveryMethods status scheduledFor recipientsCount canEdit } }`;
  const eventInvitations = (s: Session, eventId: number | string) =>
    callAs(t, s, 'POST', '/graphql', { query: QUERY, variables: { eventId: String(eventId) } });

  it('lists the event’s invitations to its managers, without its messages', async () => {
    const e = await event();
    const [guest] = await people(1);
    const invited = await callAs(t, organizer, 'POST', '/api/event_invitations', invitation(e.id, [guest!.id]));
    expect(invited.statusCode).toBe(201);
    const message = await callAs(t, organizer, 'POST', '/api/event_messages/create_and_send', {
      event_id: e.id,
      message_type: 'email',
      invitee_statuses: ['invited'],
      message_body: '<p>Hi</p>',
      is_scheduled: true,
      scheduled_for: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    expect(message.statusCode).toBe(201);
    const expected = [
      {
        id: String(invited.json().communication.id),
        historyType: 'invitation',
        deliveryMethods: ['email'],
        status: invited.json().communication.status,
        scheduledFor: null,
        recipientsCount: 1,
        canEdit: true,
      },
    ];
    for (const s of [organizer, admin]) {
      expect((await eventInvitations(s, e.id)).json()).toEqual({ data: { eventInvitations: expected } });
    }
  });

  it('refuses other roles (403) and another organization’s event or a bad id (404)', async () => {
    const e = await event();
    for (const [s, status] of [
      [user, 403],
      [otherOrganizer, 403],
      [globexAdmin, 404],
    ] as const) {
      const r = (await eventInvitations(s, e.id)).json();
      expect(r.data.eventInvitations).toBeNull();
      expect(r.errors[0].extensions.status).toBe(status);
    }
    expect((await eventInvitations(organizer, 'nope')).json().errors[0].extensions.status).toBe(404);
  });
});
