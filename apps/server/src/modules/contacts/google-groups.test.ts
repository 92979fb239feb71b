import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GOOGLE_GROUPS_MESSAGES } from '@huddle/domain/google-groups-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs, type Caller } from '../../../test/call.ts';
import { until } from '../../../test/eventually.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/google/google-server.ts';
import { createUser } from '../../../test/factories.ts';
import { connectGoogleAdmin, googleEnv } from '../../../test/google.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { contactLists } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';

let fake: FakeGoogle;
let t: TestApp;
let s: Tenants;

type ListRow = {
  id: number;
  name: string;
  email: string | null;
  is_google_group: boolean;
  contacts_count: number;
  google_group_skipped: number;
  google_group_synced_at: string | null;
  owner_employee: { id: number } | null;
};

const lists = async (who: Caller = s.organizer) =>
  (await callAs(t, who, 'GET', '/api/lists?per_page=100')).json().data as ListRow[];
const memberEmails = async (listId: number) => {
  const page = (await callAs(t, s.organizer, 'GET', `/api/lists/${listId}/members?per_page=100`)).json();
  return (page.data as { email: string }[]).map((m) => m.email).sort();
};
/** Waits until every Google group list was synced after `after` (the app's clock is fixed; tests move it). */
const syncedAfter = (after: string | null, count: number) =>
  until(
    () => lists(),
    (rows) => {
      const google = rows.filter((r) => r.is_google_group);
      return (
        google.length === count && google.every((r) => r.google_group_synced_at && r.google_group_synced_at !== after)
      );
    },
  );

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await buildTestApp({ workers: true, env: googleEnv(fake) });
  s = await twoTenants(t);
  await createUser(t.db, s.acme, { email: 'ann@acme.test', firstName: 'Ann' });
  fake.addGroup({ email: 'leads@acme.test', name: 'Leads', members: ['lead@acme.test'] });
  fake.addGroup({
    email: 'engineering@acme.test',
    name: 'Engineering',
    members: ['ann@acme.test', 'new.person@acme.test', 'outsider@gmail.test'],
    suspended: ['gone@acme.test'],
    groups: ['leads@acme.test'],
  });
  // 205 members: two pages of members.list.
  fake.addGroup({
    email: 'big@acme.test',
    name: 'Big',
    members: Array.from({ length: 205 }, (_, i) => `person${i}@acme.test`),
  });
  // 250 groups in all: two pages of groups.list.
  for (let i = 0; i < 247; i++) fake.addGroup({ email: `g${String(i).padStart(3, '0')}@acme.test`, name: `G ${i}` });
  const status = await connectGoogleAdmin(t, s.admin, 'acme', fake, { email: 'ada@acme.test' });
  if (status.status !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Google Groups lists', () => {
  it("lists the domain's groups page by page, for organizers through an admin's grant", async () => {
    const before = fake.calls.filter((c) => c === 'groups.list').length;
    const answer = await callAs(t, s.organizer, 'GET', '/api/lists/google_groups');
    expect(answer.statusCode).toBe(200);
    const groups = answer.json().data as { email: string; name: string; synced: boolean; id: number | null }[];
    expect(groups).toHaveLength(250);
    expect(fake.calls.filter((c) => c === 'groups.list').length - before).toBe(2);
    expect(groups.find((g) => g.email === 'engineering@acme.test')).toMatchObject({
      id: null,
      name: 'Engineering',
      is_google_group: true,
      synced: false,
      members_count: 5,
    });
  });

  it('refuses a group the domain does not have, creating nothing', async () => {
    const answer = await callAs(t, s.organizer, 'POST', '/api/lists/sync_google_groups', {
      groups: ['engineering@acme.test', 'nope@acme.test'],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ groups: [GOOGLE_GROUPS_MESSAGES.unknownGroups] });
    expect((await lists()).filter((l) => l.is_google_group)).toEqual([]);
  });

  it('syncs chosen groups into lists: members inside the domains, the others skipped and counted', async () => {
    const answer = await callAs(t, s.organizer, 'POST', '/api/lists/sync_google_groups', {
      groups: ['Engineering@acme.test', 'big@acme.test'],
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toBe(GOOGLE_GROUPS_MESSAGES.syncing);
    const rows = (await syncedAfter(null, 2)).filter((r) => r.is_google_group);
    const engineering = rows.find((r) => r.email === 'engineering@acme.test')!;
    expect(engineering).toMatchObject({
      name: 'Engineering',
      is_google_group: true,
      google_group_skipped: 1,
      owner_employee: { id: s.organizer.user.id },
    });
    // The nested group's people count (includeDerivedMembership); suspended accounts and groups do not.
    expect(await memberEmails(engineering.id)).toEqual(['ann@acme.test', 'lead@acme.test', 'new.person@acme.test']);
    expect(engineering.contacts_count).toBe(3);
    const big = rows.find((r) => r.email === 'big@acme.test')!;
    expect(big).toMatchObject({ contacts_count: 205, google_group_skipped: 0 });
    // New people are contacts as an upload makes them: no account, role user.
    const [made] = await t.db.select().from(users).where(eq(users.email, 'new.person@acme.test'));
    expect(made).toMatchObject({ contactOnly: true, role: 'user', organizationId: s.acme.id });
    // The listing marks them synced, with their list.
    const groups = (await callAs(t, s.organizer, 'GET', '/api/lists/google_groups')).json().data;
    expect(groups.find((g: { email: string }) => g.email === 'engineering@acme.test')).toMatchObject({
      id: engineering.id,
      synced: true,
    });
    // Syncing a group again makes no second list.
    await callAs(t, s.admin, 'POST', '/api/lists/sync_google_groups', { groups: ['engineering@acme.test'] });
    expect((await t.db.select().from(contactLists)).filter((l) => l.googleGroupEmail)).toHaveLength(2);
  });

  it("resyncs after the group changed in Google, retrying Google's rate limit", async () => {
    const [engineering] = (await lists()).filter((l) => l.email === 'engineering@acme.test');
    fake.addMember('engineering@acme.test', 'bob@acme.test');
    fake.removeMember('engineering@acme.test', 'ann@acme.test');
    // Google rate-limits the first read (403 rateLimitExceeded with Retry-After): the job waits and reads again.
    fake.failNext('members.list', { status: 403, reason: 'rateLimitExceeded', retryAfter: 1 });
    const before = fake.calls.filter((c) => c === 'members.list').length;
    t.clock.advance(60_000);
    const answer = await callAs(t, s.organizer, 'POST', '/api/lists/resync_google_groups');
    expect(answer.statusCode).toBe(202);
    expect(answer.json().lists).toHaveLength(2);
    await syncedAfter(engineering!.google_group_synced_at, 2);
    expect(await memberEmails(engineering!.id)).toEqual(['bob@acme.test', 'lead@acme.test', 'new.person@acme.test']);
    // Engineering's failed read and its retry, and Big's two pages.
    expect(fake.calls.filter((c) => c === 'members.list').length - before).toBe(4);
  });

  it("keeps the spec's GET resync for API clients, and refuses it to another site's page", async () => {
    t.clock.advance(60_000);
    const get = await callAs(t, s.organizer, 'GET', '/api/lists/resync_google_groups');
    expect(get.statusCode).toBe(202);
    const cookie = { host: s.acme.host, cookie: `huddle_session=${s.organizer.token}` };
    const crossSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'cross-site' } },
      'GET',
      '/api/lists/resync_google_groups',
    );
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await callAs(
      t,
      { headers: { ...cookie, 'sec-fetch-site': 'same-origin' } },
      'GET',
      '/api/lists/resync_google_groups',
    );
    expect(sameSite.statusCode).toBe(202);
  });

  it('answers 403 below organizer, and 404 for another organization’s list', async () => {
    for (const [method, url] of [
      ['GET', '/api/lists/google_groups'],
      ['POST', '/api/lists/sync_google_groups'],
      ['POST', '/api/lists/resync_google_groups'],
    ] as const) {
      expect((await callAs(t, s.user, method, url, { groups: ['big@acme.test'] })).statusCode).toBe(403);
    }
    const [big] = (await lists()).filter((l) => l.email === 'big@acme.test');
    expect((await callAs(t, s.globexAdmin, 'DELETE', `/api/lists/${big!.id}`)).statusCode).toBe(404);
    expect((await callAs(t, s.globexAdmin, 'GET', `/api/lists/${big!.id}`)).statusCode).toBe(404);
    // Globex has no grant: its organizers hear that Google is not connected.
    const globex = await callAs(t, s.globexAdmin, 'GET', '/api/lists/google_groups');
    expect(globex.statusCode).toBe(422);
    expect(globex.json().error).toBe(GOOGLE_GROUPS_MESSAGES.notConnected);
  });

  it("breaks the connection when Google revoked the grant, with the spec's messages", async () => {
    fake.failNext('groups.list', { status: 429, retryAfter: 1 });
    const limited = await callAs(t, s.organizer, 'GET', '/api/lists/google_groups');
    expect(limited.statusCode).toBe(422);
    expect(limited.json().error).toBe(GOOGLE_GROUPS_MESSAGES.failed);

    fake.revokeAll('ada@acme.test');
    // An hour later the access token is refreshed first, and Google answers invalid_grant.
    t.clock.advance(60 * 60 * 1000);
    const revoked = await callAs(t, s.organizer, 'GET', '/api/lists/google_groups');
    expect(revoked.statusCode).toBe(422);
    expect(revoked.json().error).toBe(GOOGLE_GROUPS_MESSAGES.failed);
    const status = (await callAs(t, s.admin, 'GET', '/api/auth_details/google_admin')).json();
    expect(status).toMatchObject({ status: 'broken', error: GOOGLE_GROUPS_MESSAGES.connectFailed });
    const me = (await callAs(t, s.admin, 'GET', '/api/users/current')).json().user;
    expect(me.has_google_admin_auth).toBe(false);
    // Resync now has no grant to use.
    const resync = await callAs(t, s.organizer, 'POST', '/api/lists/resync_google_groups');
    expect(resync.statusCode).toBe(422);
    expect(resync.json().error).toBe(GOOGLE_GROUPS_MESSAGES.notConnected);
  });

  it('deletes a Google group list as any list', async () => {
    const [big] = (await lists()).filter((l) => l.email === 'big@acme.test');
    const removed = await callAs(t, s.organizer, 'DELETE', `/api/lists/${big!.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await lists()).some((l) => l.email === 'big@acme.test')).toBe(false);
  });
});
