import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { png } from '../../../test/multipart.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { graphqlAs } from '../../../test/call.ts';

/** Spec events §2–§8 "Collections" through /graphql: access, the one-collection rule, dates, publishing. */
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const FIELDS = `id name published startsAt endsAt imageUrl organizerEmployeeIds past canEdit safeDescription
  events { id name start ends past }`;

async function gql(s: Session, query: string, variables: Record<string, unknown> = {}) {
  const response = await graphqlAs(t, s, query, variables);
  return { status: response.statusCode, body: response.json() };
}

const CREATE = `mutation($input: EventsCollectionInput!) { eventsCollectionCreate(input: $input) {
  eventsCollection { ${FIELDS} } errors } }`;
const UPDATE = `mutation($input: EventsCollectionInput!) { eventsCollectionUpdate(input: $input) {
  eventsCollection { ${FIELDS} } errors } }`;
const DESTROY = `mutation($id: ID!) { eventsCollectionDestroy(id: $id) { eventsCollection { id } errors } }`;
const ONE = `query($id: ID!) { fetchEventsCollection(id: $id) { ${FIELDS} } }`;
const LIST = `query($status: String, $search: String, $organizerIds: [ID!], $page: Int, $perPage: Int) {
  fetchEventsCollections(status: $status, search: $search, organizerIds: $organizerIds, page: $page, perPage: $perPage) {
    currentPage totalPages totalCount eventsCollections { id name } } }`;

interface Collection {
  id: string;
  name: string;
  published: boolean;
  startsAt: string | null;
  endsAt: string | null;
  imageUrl: string;
  organizerEmployeeIds: string[];
  safeDescription: string;
  events: { id: string }[];
}

async function create(s: Session, input: Record<string, unknown>) {
  const { body } = await gql(s, CREATE, { input });
  return body.data.eventsCollectionCreate as { eventsCollection: Collection | null; errors: string[] };
}

const event = (inHours: number, publish = true) =>
  createEvent(t, acme, organizer.headers, [organizer.user.id], { inHours, publish });

describe('collections', () => {
  it('derive their dates from their events, and sanitize the description', async () => {
    const first = await event(48);
    const second = await event(24 * 10);
    const made = await create(organizer, {
      name: 'Winter series',
      description: '<p>Hi<script>alert(1)</script></p>',
      eventIds: [String(second.id), String(first.id)],
      published: true,
    });
    expect(made.errors).toEqual([]);
    const c = made.eventsCollection!;
    expect(c.startsAt).toBe(new Date(NOW.getTime() + 48 * HOUR).toISOString());
    expect(c.endsAt).toBe(new Date(NOW.getTime() + (24 * 10 + 1) * HOUR).toISOString());
    expect(c.safeDescription).toBe('<p>Hi</p>');
    expect(c.organizerEmployeeIds).toEqual([String(organizer.user.id)]);
    expect(c.events.map((e: { id: string }) => Number(e.id))).toEqual([first.id, second.id]);
    // The event records name their collection.
    const read = await t.app.inject({ method: 'GET', url: `/api/events/${first.id}`, headers: user.headers });
    expect(read.json().event.events_collection_id).toBe(Number(c.id));
  });

  it('hold an event in one collection only: another collection cannot take it', async () => {
    const e = await event(30);
    const a = (await create(organizer, { name: 'A', eventIds: [String(e.id)] })).eventsCollection!;
    const b = await create(admin, { name: 'B', eventIds: [String(e.id)] });
    expect(b).toEqual({ eventsCollection: null, errors: [COLLECTION_MESSAGES.eventTaken] });
    const other = (await create(admin, { name: 'C' })).eventsCollection!;
    const moved = await gql(admin, UPDATE, { input: { id: other.id, eventIds: [String(e.id)] } });
    expect(moved.body.data.eventsCollectionUpdate.errors).toEqual([COLLECTION_MESSAGES.eventTaken]);
    // The event form cannot move it either.
    const form = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${e.id}`,
      headers: organizer.headers,
      payload: { event: { collection_id: Number(other.id) } },
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors.collection_id).toEqual(['This event already belongs to another collection']);
    // Taken out of A, it is free again.
    await gql(organizer, UPDATE, { input: { id: a.id, eventIds: [] } });
    const again = await gql(admin, UPDATE, { input: { id: other.id, eventIds: [String(e.id)] } });
    expect(again.body.data.eventsCollectionUpdate.errors).toEqual([]);
  });

  it('join a collection from the event form (collection_id)', async () => {
    const c = (await create(organizer, { name: 'Form joins' })).eventsCollection!;
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], { collection_id: Number(c.id) });
    expect(e.events_collection_id).toBe(Number(c.id));
    const read = await gql(organizer, ONE, { id: c.id });
    expect(read.body.data.fetchEventsCollection.events.map((x: { id: string }) => Number(x.id))).toEqual([e.id]);
  });

  it('need a name to publish, and on an update of a published one; a draft may be unnamed', async () => {
    expect((await create(organizer, { name: '  ', published: true })).errors).toEqual([
      COLLECTION_MESSAGES.nameRequired,
    ]);
    const draft = (await create(organizer, { name: '' })).eventsCollection!;
    expect(draft.published).toBe(false);
    const publish = await gql(organizer, UPDATE, { input: { id: draft.id, published: true } });
    expect(publish.body.data.eventsCollectionUpdate.errors).toEqual([COLLECTION_MESSAGES.nameRequired]);
    const named = await gql(organizer, UPDATE, { input: { id: draft.id, name: 'Named', published: true } });
    expect(named.body.data.eventsCollectionUpdate.eventsCollection.published).toBe(true);
    const cleared = await gql(organizer, UPDATE, { input: { id: draft.id, name: '' } });
    expect(cleared.body.data.eventsCollectionUpdate.errors).toEqual([COLLECTION_MESSAGES.nameRequired]);
    expect((await gql(organizer, ONE, { id: draft.id })).body.data.fetchEventsCollection.name).toBe('Named');
  });

  it('keep at least one organizer, who organizes or administers', async () => {
    expect((await create(organizer, { name: 'x', organizerEmployeeIds: [] })).errors).toEqual([
      COLLECTION_MESSAGES.organizerRequired,
    ]);
    expect((await create(organizer, { name: 'x', organizerEmployeeIds: [String(user.user.id)] })).errors).toEqual([
      COLLECTION_MESSAGES.organizerNotFound,
    ]);
    const globexPerson = String(globexAdmin.user.id);
    expect((await create(organizer, { name: 'x', organizerEmployeeIds: [globexPerson] })).errors).toEqual([
      COLLECTION_MESSAGES.organizerNotFound,
    ]);
  });

  it('store a cropped image 1024 px wide as JPEG, checked by its bytes', async () => {
    const image = `data:image/png;base64,${(await png(1600, 900)).toString('base64')}`;
    const c = (await create(organizer, { name: 'Pictured', collectionImage: image })).eventsCollection!;
    const file = await t.app.inject({ method: 'GET', url: c.imageUrl, headers: organizer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const sharp = (await import('sharp')).default;
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1024, height: 576, format: 'jpeg' });
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect((await create(organizer, { name: 'Fake', collectionImage: fake })).errors).toEqual([
      COLLECTION_MESSAGES.imageType,
    ]);
  });

  it('list by tab with search and organizer filter; drafts for managers only', async () => {
    const pastEvent = await event(2);
    const old = (await create(admin, { name: 'Zeta past', eventIds: [String(pastEvent.id)], published: true }))
      .eventsCollection!;
    await create(otherOrganizer, { name: 'Zeta upcoming', published: true });
    await create(admin, { name: 'Zeta also upcoming', published: true });
    t.clock.set(new Date(NOW.getTime() + 5 * HOUR));
    try {
      const past = await gql(user, LIST, { status: 'past', search: 'zeta' });
      expect(past.body.data.fetchEventsCollections.eventsCollections.map((c: { id: string }) => c.id)).toEqual([
        old.id,
      ]);
      const mine = await gql(user, LIST, {
        status: 'upcoming',
        search: 'zeta',
        organizerIds: [otherOrganizer.user.id],
      });
      expect(mine.body.data.fetchEventsCollections).toMatchObject({ totalCount: 1, totalPages: 1, currentPage: 1 });
      expect((await gql(user, LIST, { status: 'drafts' })).body.errors[0].extensions.status).toBe(403);
      const drafts = await gql(organizer, LIST, { status: 'drafts', perPage: 1, page: 1 });
      expect(drafts.body.data.fetchEventsCollections.totalCount).toBeGreaterThan(1);
      expect(drafts.body.data.fetchEventsCollections.eventsCollections).toHaveLength(1);
      // Past the last page: no rows, and the total still counts the filtered tab.
      const beyond = await gql(user, LIST, {
        status: 'upcoming',
        search: 'zeta',
        organizerIds: [otherOrganizer.user.id],
        page: 3,
      });
      expect(beyond.body.data.fetchEventsCollections).toMatchObject({ totalCount: 1, eventsCollections: [] });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answer by role and tenant: users read published ones, drafts and other organizations are not found', async () => {
    const draft = (await create(organizer, { name: 'Hidden draft' })).eventsCollection!;
    const published = (await create(organizer, { name: 'Open', published: true })).eventsCollection!;
    expect((await gql(user, ONE, { id: draft.id })).body.errors[0].extensions.status).toBe(404);
    expect((await gql(user, ONE, { id: published.id })).body.data.fetchEventsCollection.canEdit).toBe(false);
    expect((await gql(globexAdmin, ONE, { id: published.id })).body.errors[0].extensions.status).toBe(404);
    const refused = await gql(user, CREATE, { input: { name: 'Nope' } });
    expect(refused.body.errors[0].extensions.status).toBe(403);
    const foreign = await gql(globexAdmin, DESTROY, { id: published.id });
    expect(foreign.body.errors[0].extensions.status).toBe(404);
    expect((await gql(user, DESTROY, { id: published.id })).body.errors[0].extensions.status).toBe(403);
    // Any organizer manages collections (spec §6), not only its own organizers.
    expect((await gql(otherOrganizer, ONE, { id: draft.id })).body.data.fetchEventsCollection.canEdit).toBe(true);
  });

  it('leave their events when deleted', async () => {
    const e = await event(40);
    const c = (await create(organizer, { name: 'Gone', eventIds: [String(e.id)], published: true })).eventsCollection!;
    const gone = await gql(otherOrganizer, DESTROY, { id: c.id });
    expect(gone.body.data.eventsCollectionDestroy.errors).toEqual([]);
    expect((await gql(organizer, ONE, { id: c.id })).body.errors[0].extensions.status).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: `/api/events/${e.id}`, headers: organizer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().event.events_collection_id).toBeNull();
  });
});
