import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ATTENDANCE_OPENS_MINUTES_BEFORE_START } from '@huddle/domain/event-rules';
import { GUEST_MESSAGES } from '@huddle/domain/guest-schemas';
import { invitees } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { signedIn } from '../../../test/factories.ts';
import { graphqlAs } from '../../../test/call.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, {
    otherOrganizer: true,
  }));
});
afterEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const INVITEES = `query($eventId: ID!, $page: Int, $perPage: Int, $sort: InviteeSort, $filter: String, $search: String) {
  invitees(eventId: $eventId, page: $page, perPage: $perPage, sort: $sort, filter: $filter, search: $search) {
    totalCount totalPages currentPage
    invitees { id employeeId email fullName status attended attendanceType inviteScheduled }
  }
}`;
const OVERVIEW = `query($eventId: ID!) { guestlistOverview(eventId: $eventId) {
  statusCounts { rsvp maybeAttending notAttending invited scheduled }
  attendedCounts { yes no notRecorded }
  attendedAttendanceCounts { virtual inPerson unknown }
} }`;

const patch = (s: Session, eventId: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/events/${eventId}/invitees.json`,
    headers: s.headers,
    payload: payload as object,
  });
const remove = (s: Session, eventId: number, ids: number[]) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/events/${eventId}/invitees.json`,
    headers: s.headers,
    payload: { invitees: ids.map((id) => ({ id })) },
  });

type Status = (typeof invitees.$inferInsert)['status'];
async function addGuests(eventId: number, rows: { name: string; status?: Status; email?: string; scheduled?: Date }[]) {
  return t.db
    .insert(invitees)
    .values(
      rows.map((r, i) => ({
        organizationId: acme.id,
        eventId,
        email: r.email ?? `guest${i}-${r.name.replace(/\W/g, '').toLowerCase()}@example.com`,
        firstName: r.name.split(' ')[0]!,
        lastName: r.name.split(' ').slice(1).join(' '),
        status: r.status ?? 'invited',
        inviteScheduledFor: r.scheduled ?? null,
      })),
    )
    .returning();
}

describe('the guest list', () => {
  it('pages by 20 sorted by full name, filters by status, searches, and counts the overview', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const names = Array.from({ length: 23 }, (_, i) => `Guest ${String.fromCharCode(90 - i)}${i}`);
    await addGuests(
      event.id,
      names.map((name, i) => ({
        name,
        status: (['rsvp', 'maybe_attending', 'not_attending', 'invited'] as const)[i % 4],
      })),
    );
    await addGuests(event.id, [{ name: 'Sam Scheduled', status: 'guest_list' }]);

    const first = await graphqlAs(t, organizer, INVITEES, { eventId: event.id });
    const page = first.json().data.invitees;
    expect(page).toMatchObject({ totalCount: 24, totalPages: 2, currentPage: 1 });
    expect(page.invitees).toHaveLength(20);
    const sorted = page.invitees.map((g: { fullName: string }) => g.fullName);
    expect(sorted).toEqual([...sorted].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(sorted[0]).toBe('Guest A25'.replace('A25', `${String.fromCharCode(90 - 22)}22`));

    const second = await graphqlAs(t, organizer, INVITEES, { eventId: event.id, page: 2 });
    expect(second.json().data.invitees.invitees).toHaveLength(4);
    const desc = await graphqlAs(t, organizer, INVITEES, {
      eventId: event.id,
      sort: { field: 'fullName', direction: 'desc' },
    });
    expect(desc.json().data.invitees.invitees[0].fullName).toBe('Sam Scheduled');

    const yes = await graphqlAs(t, organizer, INVITEES, { eventId: event.id, filter: 'rsvp' });
    expect(yes.json().data.invitees.totalCount).toBe(6);
    const scheduled = await graphqlAs(t, organizer, INVITEES, { eventId: event.id, filter: 'scheduled' });
    expect(scheduled.json().data.invitees.invitees).toMatchObject([
      { fullName: 'Sam Scheduled', inviteScheduled: true },
    ]);
    const search = await graphqlAs(t, organizer, INVITEES, { eventId: event.id, search: 'sam sch' });
    expect(search.json().data.invitees.totalCount).toBe(1);

    const overview = await graphqlAs(t, admin, OVERVIEW, { eventId: event.id });
    expect(overview.json().data.guestlistOverview).toEqual({
      statusCounts: { rsvp: 6, maybeAttending: 6, notAttending: 6, invited: 5, scheduled: 1 },
      attendedCounts: { yes: 0, no: 0, notRecorded: 23 },
      attendedAttendanceCounts: { virtual: 0, inPerson: 0, unknown: 0 },
    });
    // Attendance by type among those who came; the scheduled guest's mark does not count while it waits.
    const rows = await t.db.select().from(invitees).where(eq(invitees.eventId, event.id)).orderBy(invitees.id);
    const marks = [
      ['yes', 'virtual'],
      ['yes', 'in_person'],
      ['yes', 'in_person'],
      ['yes', null],
      ['no', null],
    ] as const;
    for (const [i, [attended, attendanceType]] of marks.entries())
      await t.db.update(invitees).set({ attended, attendanceType }).where(eq(invitees.id, rows[i]!.id));
    const scheduledRow = rows.find((r) => r.status === 'guest_list')!;
    await t.db
      .update(invitees)
      .set({ attended: 'yes', attendanceType: 'virtual' })
      .where(eq(invitees.id, scheduledRow.id));
    const marked = await graphqlAs(t, admin, OVERVIEW, { eventId: event.id });
    expect(marked.json().data.guestlistOverview).toEqual({
      statusCounts: { rsvp: 6, maybeAttending: 6, notAttending: 6, invited: 5, scheduled: 1 },
      attendedCounts: { yes: 4, no: 1, notRecorded: 18 },
      attendedAttendanceCounts: { virtual: 1, inPerson: 2, unknown: 1 },
    });
    const bad = await graphqlAs(t, organizer, INVITEES, {
      eventId: event.id,
      sort: { field: 'password', direction: 'asc' },
    });
    expect(bad.json().errors[0].extensions.status).toBe(422);
  });

  it('is for admins and hosts only: 403 below, 404 for another organization', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const [guest] = await addGuests(event.id, [{ name: 'Gail Guest' }]);
    for (const s of [user, otherOrganizer]) {
      expect((await graphqlAs(t, s, OVERVIEW, { eventId: event.id })).json().errors[0].extensions.status).toBe(403);
    }
    expect((await patch(user, event.id, { invitees: [{ id: guest!.id, status: 'rsvp' }] })).statusCode).toBe(403);
    expect((await patch(otherOrganizer, event.id, { invitees: [{ id: guest!.id, status: 'rsvp' }] })).statusCode).toBe(
      403,
    );
    expect((await remove(otherOrganizer, event.id, [guest!.id])).statusCode).toBe(403);
    expect((await graphqlAs(t, globexAdmin, INVITEES, { eventId: event.id })).json().errors[0].extensions.status).toBe(
      404,
    );
    expect((await patch(globexAdmin, event.id, { invitees: [{ id: guest!.id, status: 'rsvp' }] })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${event.id}/export_guest_list`,
          headers: globexAdmin.headers,
        })
      ).statusCode,
    ).toBe(404);
    // A host who is (no longer) an organizer does not manage guests.
    const demoted = await signedIn(t, acme, { role: 'organizer' });
    const hosted = await createEvent(t, acme, demoted.headers, [demoted.user.id]);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.user.id));
    const demotedSession = { ...demoted, headers: { ...demoted.headers } };
    expect(
      (await graphqlAs(t, demotedSession, OVERVIEW, { eventId: hosted.id })).json().errors[0].extensions.status,
    ).toBe(403);
    // A guest of another event is not this event's guest.
    const otherEvent = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    expect((await patch(organizer, otherEvent.id, { invitees: [{ id: guest!.id, status: 'rsvp' }] })).statusCode).toBe(
      404,
    );
  });

  it('looks a guest up by email for managers, and for people asking about themselves', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    await addGuests(event.id, [{ name: 'Uma User', email: user.user.email, status: 'rsvp' }]);
    const query =
      'query($eventId: ID!, $email: String!) { invitee(eventId: $eventId, email: $email) { fullName status } }';
    expect(
      (await graphqlAs(t, organizer, query, { eventId: event.id, email: user.user.email })).json().data.invitee,
    ).toEqual({
      fullName: 'Uma User',
      status: 'rsvp',
    });
    expect(
      (await graphqlAs(t, user, query, { eventId: event.id, email: user.user.email.toUpperCase() })).json().data
        .invitee,
    ).toEqual({ fullName: 'Uma User', status: 'rsvp' });
    expect(
      (await graphqlAs(t, user, query, { eventId: event.id, email: admin.user.email })).json().errors[0].extensions
        .status,
    ).toBe(403);
  });
});

describe('attendance and removal', () => {
  it('records attendance from one hour before the start, with a type only when attended', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours: 2 });
    const [ann, bob] = await addGuests(event.id, [
      { name: 'Ann Attendee', status: 'rsvp' },
      { name: 'Bob Absent', status: 'rsvp' },
    ]);
    const early = await patch(organizer, event.id, { invitees: [{ id: ann!.id, attended: 'yes' }] });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe(GUEST_MESSAGES.attendanceBeforeStart);
    const record = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: organizer.headers })).json().event;
    expect(await record()).toMatchObject({ started: false, attendance_open: false });

    // Issue 12: people arrive early, so attendance opens ATTENDANCE_OPENS_MINUTES_BEFORE_START before the start.
    t.clock.advance(2 * HOUR - ATTENDANCE_OPENS_MINUTES_BEFORE_START * 60_000);
    expect(await record()).toMatchObject({ started: false, attendance_open: true });
    const arrivedEarly = await patch(organizer, event.id, { invitees: [{ id: ann!.id, attended: 'yes' }] });
    expect(arrivedEarly.statusCode).toBe(200);

    t.clock.advance(2 * HOUR);
    const marked = await patch(organizer, event.id, {
      invitees: [
        { id: ann!.id, attended: 'yes', attendance_type: 'virtual' },
        { id: bob!.id, attended: 'no' },
      ],
    });
    expect(marked.statusCode).toBe(200);
    expect(
      marked
        .json()
        .invitees.map((g: { attended: string; attendance_type: string | null }) => [g.attended, g.attendance_type]),
    ).toEqual([
      ['yes', 'virtual'],
      ['no', null],
    ]);
    const typeWithoutYes = await patch(organizer, event.id, {
      invitees: [
        { id: ann!.id, attended: 'not_recorded' },
        { id: bob!.id, attendance_type: 'in_person' },
      ],
    });
    expect(typeWithoutYes.statusCode).toBe(422);
    expect(typeWithoutYes.json().error).toBe(GUEST_MESSAGES.attendanceTypeNeedsYes);
    // All or nothing: Ann's change in the refused request was not written.
    const [annNow] = await t.db.select().from(invitees).where(eq(invitees.id, ann!.id));
    expect(annNow).toMatchObject({ attended: 'yes', attendanceType: 'virtual' });

    const cleared = await patch(admin, event.id, { invitees: [{ id: ann!.id, attended: 'no' }] });
    expect(cleared.json().invitees[0]).toMatchObject({ attended: 'no', attendance_type: null });
    const overview = await graphqlAs(t, organizer, OVERVIEW, { eventId: event.id });
    expect(overview.json().data.guestlistOverview.attendedCounts).toEqual({ yes: 0, no: 2, notRecorded: 0 });
  });

  it('keeps scheduled guests out of changes and removes others after confirmation', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const [scheduled, later, gone] = await addGuests(event.id, [
      { name: 'Sid Scheduled', status: 'guest_list' },
      { name: 'Lou Later', status: 'invited', scheduled: new Date(NOW.getTime() + HOUR) },
      { name: 'Gus Gone', status: 'invited' },
    ]);
    for (const id of [scheduled!.id, later!.id]) {
      const r = await patch(organizer, event.id, { invitees: [{ id, status: 'rsvp' }] });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toBe(GUEST_MESSAGES.scheduledLocked);
      expect((await remove(organizer, event.id, [id])).json().error).toBe(GUEST_MESSAGES.scheduledLocked);
    }
    const removed = await remove(organizer, event.id, [gone!.id]);
    expect(removed.json()).toEqual({ deleted_count: 1, message: GUEST_MESSAGES.removed(1) });
    expect(await t.db.select().from(invitees).where(eq(invitees.eventId, event.id))).toHaveLength(2);
  });
});

describe('export', () => {
  it('streams every guest as CSV named after the event, with formula cells escaped', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Año "Kick-off"' });
    await addGuests(event.id, [
      { name: '=HYPERLINK("http://evil") Smith', status: 'rsvp', email: 'evil@example.com' },
      { name: 'Ada Lovelace', status: 'maybe_attending', email: 'ada@example.com' },
    ]);
    const many = Array.from({ length: 1203 }, (_, i) => ({ name: `Zed ${String(i).padStart(4, '0')}` }));
    await addGuests(event.id, many);

    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/export_guest_list`,
      headers: organizer.headers,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="A_o _Kick-off_ - Guest List.csv"; filename*=UTF-8''${encodeURIComponent('Año "Kick-off" - Guest List.csv')}`,
    );
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,RSVP,Attended,Attendance type,RSVP source,Updated at');
    expect(lines).toHaveLength(1 + 1205);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\) Smith",evil@example.com,Yes,Not recorded,,,/);
    expect(lines[2]).toMatch(/^Ada Lovelace,ada@example.com,Maybe,Not recorded,/);
    expect(lines[3]).toMatch(/^Zed 0000,/);
    expect(lines.at(-1)).toMatch(/^Zed 1202,/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/export_guest_list`, headers: user.headers }))
        .statusCode,
    ).toBe(403);
  });
});
