import { invitees } from '../src/db/schema/guests.ts';
import type { TestApp } from './build-app.ts';

export type GuestValues = Omit<typeof invitees.$inferInsert, 'organizationId' | 'eventId'>;

/**
 * Puts guests on an event's list straight in the database, in the given order (for tests of what guests see and
 * do; the invitation and RSVP paths that write these rows have tests of their own). Returns the rows.
 */
export function addGuests(t: Pick<TestApp, 'db'>, org: { id: number }, eventId: number, ...guests: GuestValues[]) {
  return t.db
    .insert(invitees)
    .values(guests.map((guest) => ({ organizationId: org.id, eventId, ...guest })))
    .returning();
}
