import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/**
 * Issue 31: a collection takes only events its editor manages (spec events §4, §6), and shows each reader only the
 * events that reader may see (the events list's rule).
 */
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer, user } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const FIELDS = `id events { id name location }`;
const CREATE = `mutation($input: EventsCollectionInput!) { eventsCollectionCreate(input: $input) {
  eventsCollection { ${FIELDS} } errors } }`;
const UPDATE = `mutation($input: EventsCollectionInput!) { eventsCollectionUpdate(input: $input) {
  eventsCollection { ${FIELDS} } errors } }`;
const ONE = `query($id: ID!) { fetchEventsCollection(id: $id) { ${FIELDS} } }`;

interface Payload {
  eventsCollection: { id: string; events: { id: string; name: string; location: string }[] } | null;
  errors: string[];
}

async function gql(s: Session, query: string, variables: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: s.headers,
    payload: { query, variables },
  });
  return response.json().data as Record<string, Payload> & { fetchEventsCollection: Payload['eventsCollection'] };
}

const create = async (s: Session, input: Record<string, unknown>) =>
  (await gql(s, CREATE, { input })).eventsCollectionCreate!;
const update = async (s: Session, input: Record<string, unknown>) =>
  (await gql(s, UPDATE, { input })).eventsCollectionUpdate!;
const read = async (s: Session, id: string) => (await gql(s, ONE, { id })).fetchEventsCollection!;

/** The admin's draft invite-only event in Room 42: the reviewer's case. */
const privateDraft = () =>
  createEvent(t, acme, admin.headers, [admin.user.id], {
    publish: false,
    privacy: 'invite_only',
    location: 'Room 42',
    name: 'Board offsite',
  });

async function collectionOf(eventId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}`, headers: admin.headers });
  return response.json().event.events_collection_id as number | null;
}

describe('a collection editor', () => {
  it('cannot take an event they may not see, on create or update, and learns nothing of it', async () => {
    const hidden = await privateDraft();
    const made = await create(organizer, { name: 'Grab', eventIds: [String(hidden.id)] });
    expect(made).toEqual({ eventsCollection: null, errors: [COLLECTION_MESSAGES.eventNotFound] });
    const mine = (await create(organizer, { name: 'Mine' })).eventsCollection!;
    const moved = await update(organizer, { id: mine.id, eventIds: [String(hidden.id)] });
    expect(moved).toEqual({ eventsCollection: null, errors: [COLLECTION_MESSAGES.eventNotFound] });
    expect(await collectionOf(hidden.id)).toBeNull();
  });

  it('cannot take an event they see but do not manage', async () => {
    const theirs = await createEvent(t, acme, otherOrganizer.headers, [otherOrganizer.user.id], { name: 'Theirs' });
    const made = await create(organizer, { name: 'Not mine', eventIds: [String(theirs.id)] });
    expect(made).toEqual({ eventsCollection: null, errors: [EVENT_MESSAGES.notEditable] });
    expect(await collectionOf(theirs.id)).toBeNull();
    // The event's own organizer (and an admin) may.
    expect((await create(otherOrganizer, { name: 'Theirs', eventIds: [String(theirs.id)] })).errors).toEqual([]);
  });

  it('shows each reader only the events they may see, and keeps the others on an update', async () => {
    const hidden = await privateDraft();
    const open = await createEvent(t, acme, organizer.headers, [organizer.user.id], { name: 'Open one' });
    const c = (await create(admin, { name: 'Mixed', published: true, eventIds: [String(hidden.id), String(open.id)] }))
      .eventsCollection!;
    expect(c.events.map((e) => e.location)).toContain('Room 42');
    for (const reader of [organizer, user]) {
      expect((await read(reader, c.id)).events.map((e) => Number(e.id))).toEqual([open.id]);
    }
    // The organizer saves the collection as they see it: the admin's event stays in it, unseen.
    const saved = await update(organizer, { id: c.id, name: 'Renamed', eventIds: [String(open.id)] });
    expect(saved.errors).toEqual([]);
    expect(JSON.stringify(saved)).not.toContain('Room 42');
    expect(await collectionOf(hidden.id)).toBe(Number(c.id));
    expect((await read(admin, c.id)).events.map((e) => Number(e.id)).sort()).toEqual([hidden.id, open.id].sort());
  });
});
