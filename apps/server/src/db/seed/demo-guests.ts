import type { Executor } from '../client.ts';
import { contactListMembers, contactLists, invitees, rsvpSubmissions } from '../schema/guests.ts';

const HOUR = 3600 * 1000;
type Status = (typeof invitees.$inferInsert)['status'];
type Source = NonNullable<(typeof invitees.$inferInsert)['rsvpSource']>;

interface DemoEvent {
  id: number;
  startAt: Date;
  endsAt: Date;
  privacy: string;
  published: boolean;
}
interface DemoPerson {
  id: number;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Public visitors who answered open events from /public/{id}. */
const VISITORS = [
  ['Grace', 'Hopper', 'grace.hopper@example.com'],
  ['Alan', 'Turing', 'alan.turing@example.org'],
  ['Katherine', 'Johnson', 'k.johnson@example.net'],
] as const;

const ANSWERS: Status[] = ['rsvp', 'rsvp', 'maybe_attending', 'not_attending', 'invited', 'rsvp', 'invited'];
const SOURCES: Source[] = ['event_page', 'email', 'event_page', 'calendar', 'slack'];

/**
 * Guests for the demo (issue 5): every published event gets employees with every status, past events get attendance,
 * open events get public visitors, upcoming ones a few scheduled guests; plus three contact lists.
 */
export async function seedDemoGuests(
  tx: Executor,
  input: {
    organizationId: number;
    now: Date;
    events: DemoEvent[];
    people: DemoPerson[];
    owners: { admin: number; organizer: number };
  },
) {
  const { organizationId, now } = input;
  const [, , demoUser, ...employees] = input.people;
  const active = employees.filter((p) => p.status === 'active');
  const rows: (typeof invitees.$inferInsert)[] = [];

  for (const [e, event] of input.events.entries()) {
    if (!event.published) continue;
    const past = event.endsAt < now;
    const started = event.startAt < now;
    const size = 8 + ((e * 7) % 17);
    const guests = Array.from({ length: size }, (_, i) => active[(e * 5 + i * 3) % active.length]!);
    const unique = [...new Map(guests.map((g) => [g.id, g])).values()];
    for (const [i, person] of unique.entries()) {
      const status = ANSWERS[(i + e) % ANSWERS.length]!;
      const answered = status !== 'invited';
      const attended =
        started && status === 'rsvp' ? (i % 4 === 3 ? 'no' : 'yes') : started && i % 5 === 0 ? 'no' : 'not_recorded';
      rows.push({
        organizationId,
        eventId: event.id,
        userId: person.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status,
        attended: past ? attended : 'not_recorded',
        attendanceType: past && attended === 'yes' ? (i % 3 === 0 ? 'virtual' : 'in_person') : null,
        rsvpSource: answered ? SOURCES[(i + e) % SOURCES.length]! : null,
        respondedAt: answered ? new Date(event.startAt.getTime() - (2 + ((i * 13) % 200)) * HOUR) : null,
      });
    }
    if (event.privacy === 'open' && e % 2 === 0) {
      for (const [v, [firstName, lastName, email]] of VISITORS.entries()) {
        if ((e + v) % 3 === 2) continue;
        rows.push({
          organizationId,
          eventId: event.id,
          email,
          firstName,
          lastName,
          status: v === 1 ? 'maybe_attending' : 'rsvp',
          attended: past ? 'yes' : 'not_recorded',
          attendanceType: past ? 'in_person' : null,
          // Visitors answer on the signed-out public page (its own source in the analytics).
          rsvpSource: 'public',
          respondedAt: new Date(event.startAt.getTime() - (5 + v * 30) * HOUR),
        });
      }
    }
    if (!started && e % 3 === 0) {
      // Guests of an invitation that is still to go out: the chip reads Scheduled.
      const later = active.slice(-2).filter((p) => !unique.some((u) => u.id === p.id));
      for (const person of later) {
        rows.push({
          organizationId,
          eventId: event.id,
          userId: person.id,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          status: 'guest_list',
          inviteScheduledFor: new Date(Math.min(now.getTime() + 24 * HOUR, event.startAt.getTime() - HOUR)),
        });
      }
    }
    // The demo user has said Yes to a few open events, so their event page shows an answer.
    if (demoUser && event.privacy !== 'invite_only' && !started && e % 4 === 1) {
      rows.push({
        organizationId,
        eventId: event.id,
        userId: demoUser.id,
        email: demoUser.email,
        firstName: demoUser.firstName,
        lastName: demoUser.lastName,
        status: 'rsvp',
        rsvpSource: 'event_page',
        respondedAt: new Date(now.getTime() - 24 * HOUR),
      });
    }
  }

  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insert(invitees)
      .values(rows.slice(i, i + 500))
      .returning({
        id: invitees.id,
        eventId: invitees.eventId,
        status: invitees.status,
        rsvpSource: invitees.rsvpSource,
        respondedAt: invitees.respondedAt,
      });
    const answered = inserted.filter((r) => r.rsvpSource && r.respondedAt);
    if (answered.length > 0) {
      await tx.insert(rsvpSubmissions).values(
        answered.map((r) => ({
          organizationId,
          eventId: r.eventId,
          inviteeId: r.id,
          status: r.status as 'rsvp' | 'maybe_attending' | 'not_attending',
          source: r.rsvpSource!,
          createdAt: r.respondedAt!,
        })),
      );
    }
  }

  const lists = [
    { name: 'New York team', isPublic: true, ownerId: input.owners.organizer, members: active.slice(0, 12) },
    { name: 'Book club regulars', isPublic: true, ownerId: input.owners.admin, members: active.slice(10, 18) },
    { name: 'Speakers to invite', isPublic: false, ownerId: input.owners.organizer, members: active.slice(20, 25) },
  ];
  for (const list of lists) {
    const [row] = await tx
      .insert(contactLists)
      .values({ organizationId, name: list.name, isPublic: list.isPublic, ownerId: list.ownerId })
      .returning({ id: contactLists.id });
    await tx
      .insert(contactListMembers)
      .values(list.members.map((m) => ({ organizationId, listId: row!.id, userId: m.id })));
  }
}
