import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTypes } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, createUser, type TestOrganization } from '../../../test/factories.ts';
import { multipart, png } from '../../../test/multipart.ts';
import { callAs, sendFormAs } from '../../../test/call.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';
import { createGroup } from '../../../test/groups.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Session;
let organizer: Session;
let user: Session;
let globexAdmin: Session;
let ergType: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t, {
    organizer: { firstName: 'Olga', lastName: 'Organizer' },
    user: { firstName: 'Uma', lastName: 'User' },
  }));
  const [type] = await t.db.insert(groupTypes).values({ organizationId: acme.id, name: 'ERG' }).returning();
  ergType = type!.id;
});
afterAll(() => t.close());

describe('creating and editing groups', () => {
  it('creates a group from the multipart form with a cover, offices, type and admins', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const r = await sendFormAs(
      t,
      organizer,
      'POST',
      '/api/groups',
      {
        'group[name]': '  Women in Tech ',
        'group[description]': 'Hello <script>alert(1)</script><b>friends</b>',
        'group[external_link]': 'wit.example.com',
        'group[group_type_id]': String(ergType),
        'group[private]': 'false',
        'group[can_organizers_edit]': 'true',
        group_admin_ids: JSON.stringify([organizer.user.id, user.user.id]),
        office_ids: JSON.stringify([office.id]),
      },
      { field: 'cover_image', name: 'cover.png', data: await png(1600, 1600), type: 'image/png' },
    );
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('Group was created.');
    const group = r.json().group;
    expect(group).toMatchObject({
      name: 'Women in Tech',
      external_link: 'https://wit.example.com',
      group_type: { id: ergType, name: 'ERG' },
      offices: [{ id: office.id, name: 'Lisbon' }],
      private: false,
      can_organizers_edit: true,
      members_count: 2,
      is_member: true,
      is_group_admin: true,
      can_edit: true,
      organizer_id: organizer.user.id,
    });
    expect(group.safe_description).toBe('Hello <b>friends</b>');
    expect(group.group_admin_ids.sort()).toEqual([organizer.user.id, user.user.id].sort());
    const cover = await sharp((await t.app.inject({ method: 'GET', url: group.cover_image })).rawPayload).metadata();
    expect([cover.width, cover.height]).toEqual([1200, 675]);
  });

  it('refuses bad input with the spec’s messages, and users may not create groups', async () => {
    const r = await callAs(t, organizer, 'POST', '/api/groups', {
      group: { name: ' ', external_link: 'javascript:alert(1)', group_admin_ids: [] },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({
      name: ['Name is required'],
      external_link: ['External link must be a valid URL'],
      group_admin_ids: ['At least one item must be selected'],
    });
    const fake = multipart(
      { 'group[name]': 'Fake cover', group_admin_ids: JSON.stringify([organizer.user.id]) },
      { field: 'cover_image', name: 'x.png', data: Buffer.from('not an image'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { ...organizer.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.cover_image).toEqual(['You must upload an image file.']);
    const foreignAdmin = await createUser(t.db, globex);
    const foreign = await callAs(t, organizer, 'POST', '/api/groups', {
      group: { name: 'Sneaky', group_admin_ids: [foreignAdmin.id] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(
      (await callAs(t, user, 'POST', '/api/groups', { group: { name: 'Mine', group_admin_ids: [user.user.id] } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets editors edit: admins, group admins, and organizers only when can_organizers_edit', async () => {
    const group = await createGroup(t, admin, { name: 'Runners', can_organizers_edit: false });
    const put = (session: Session, name: string) =>
      callAs(t, session, 'PUT', `/api/groups/${group.id}`, { group: { name, group_admin_ids: [admin.user.id] } });
    expect((await put(organizer, 'Organizer edit')).statusCode).toBe(403);
    expect((await put(user, 'User edit')).statusCode).toBe(403);
    const saved = await put(admin, 'Runners Club');
    expect(saved.json()).toMatchObject({ message: 'Group updated!', group: { name: 'Runners Club' } });
    const patched = await callAs(t, admin, 'PATCH', `/api/groups/${group.id}`, {
      group: { can_organizers_edit: true },
    });
    expect(patched.json().group).toMatchObject({ name: 'Runners Club', can_organizers_edit: true });
    expect((await put(organizer, 'Organizer edit')).statusCode).toBe(200);
    const asUser = (await callAs(t, user, 'GET', `/api/groups/${group.id}`)).json().group;
    expect(asUser.can_edit).toBe(false);
  });
});

describe('seeing, joining and leaving groups', () => {
  it('hides private groups from non-members, filters by tab, office, type and name', async () => {
    const office = await createOffice(t.db, acme.id, 'Porto');
    const open = await createGroup(t, organizer, {
      name: 'Book Club',
      office_ids: [office.id],
      group_type_id: ergType,
    });
    const secret = await createGroup(t, organizer, { name: 'Secret Society', private: true });
    const names = async (session: Session, query = '') =>
      (await callAs(t, session, 'GET', `/api/groups?status=active${query}`))
        .json()
        .data.map((g: { name: string }) => g.name);
    expect(await names(user)).toContain('Book Club');
    expect(await names(user)).not.toContain('Secret Society');
    expect(await names(admin)).toContain('Secret Society');
    expect(await names(organizer, '&tab=my')).toEqual(expect.arrayContaining(['Book Club', 'Secret Society']));
    expect(await names(user, '&tab=my')).not.toContain('Book Club');
    expect(await names(user, `&office_id=${office.id}`)).toEqual(['Book Club']);
    expect(await names(user, '&search=book')).toEqual(['Book Club']);
    expect(await names(user, `&group_type_id=${ergType}`)).toContain('Book Club');
    expect((await callAs(t, user, 'GET', `/api/groups/${secret.id}`)).statusCode).toBe(404);
    expect((await callAs(t, user, 'POST', `/api/groups/${secret.id}/join`)).statusCode).toBe(404);
    expect((await callAs(t, user, 'GET', `/api/groups/${open.id}`)).statusCode).toBe(200);
  });

  it('joins and leaves, and the last admin cannot leave', async () => {
    const group = await createGroup(t, organizer, { name: 'Chess' });
    const joined = await callAs(t, user, 'POST', `/api/groups/${group.id}/join`);
    expect(joined.json()).toMatchObject({
      message: 'You have joined this group!',
      group: { is_member: true, members_count: 2 },
    });
    const mine = (await callAs(t, user, 'GET', '/api/groups?tab=my')).json().data.map((g: { id: number }) => g.id);
    expect(mine).toContain(group.id);
    const left = await callAs(t, user, 'POST', `/api/groups/${group.id}/leave`);
    expect(left.json()).toMatchObject({
      message: 'You have left this group.',
      group: { is_member: false, members_count: 1 },
    });
    expect((await callAs(t, user, 'POST', `/api/groups/${group.id}/leave`)).statusCode).toBe(422);
    const lastAdmin = await callAs(t, organizer, 'POST', `/api/groups/${group.id}/leave`);
    expect(lastAdmin.statusCode).toBe(422);
    expect(lastAdmin.json().error).toMatch(/at least one admin/);
  });

  it('archives (Delete): the group disappears for everyone', async () => {
    const group = await createGroup(t, organizer, { name: 'Temporary' });
    expect((await callAs(t, user, 'POST', `/api/groups/${group.id}/archive`)).statusCode).toBe(403);
    const r = await callAs(t, organizer, 'POST', `/api/groups/${group.id}/archive`);
    expect(r.json().message).toBe('Group deleted!');
    expect((await callAs(t, admin, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await callAs(t, admin, 'GET', '/api/groups')).json().data.map((g: { id: number }) => g.id)).not.toContain(
      group.id,
    );
  });

  it('answers 404 for another organization’s group on every route', async () => {
    const foreign = await createGroup(t, globexAdmin, { name: 'Globex Only' });
    for (const [method, url] of [
      ['GET', `/api/groups/${foreign.id}`],
      ['GET', `/api/groups/${foreign.id}/members`],
      ['POST', `/api/groups/${foreign.id}/join`],
      ['POST', `/api/groups/${foreign.id}/archive`],
    ] as const) {
      expect((await callAs(t, admin, method, url)).statusCode, url).toBe(404);
    }
    expect(
      (await callAs(t, admin, 'POST', `/api/groups/${foreign.id}/mass_join`, { employee_ids: [user.user.id] }))
        .statusCode,
    ).toBe(404);
    expect((await callAs(t, admin, 'GET', '/api/groups')).json().data.map((g: { id: number }) => g.id)).not.toContain(
      foreign.id,
    );
  });
});

describe('members', () => {
  it('pages members by full name (10 a page), adds and removes many at once', async () => {
    const group = await createGroup(t, organizer, { name: 'Big Group' });
    const people = [];
    for (const name of ['Zoe', 'Yan', 'Xia', 'Will', 'Vera', 'Uri', 'Tom', 'Sara', 'Rita', 'Quinn', 'Paul', 'Anna']) {
      people.push(await createUser(t.db, acme, { firstName: name, lastName: 'Member' }));
    }
    expect(
      (await callAs(t, user, 'POST', `/api/groups/${group.id}/mass_join`, { employee_ids: [user.user.id] })).statusCode,
    ).toBe(403);
    const added = await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_join`, {
      employee_ids: people.map((p) => p.id),
    });
    expect(added.json()).toMatchObject({ message: 'Group members updated!', group: { members_count: 13 } });
    const page1 = (await callAs(t, user, 'GET', `/api/groups/${group.id}/members?per_page=10`)).json();
    expect(page1.meta).toMatchObject({ total_count: 13, total_pages: 2, next_page: 2 });
    expect(page1.data.map((m: { full_name: string }) => m.full_name).slice(0, 3)).toEqual([
      'Anna Member',
      'Olga Organizer',
      'Paul Member',
    ]);
    expect(page1.data.find((m: { full_name: string }) => m.full_name === 'Olga Organizer').is_group_admin).toBe(true);
    const page2 = (await callAs(t, user, 'GET', `/api/groups/${group.id}/members?per_page=10&page=2`)).json();
    expect(page2.data.map((m: { full_name: string }) => m.full_name)).toEqual([
      'Xia Member',
      'Yan Member',
      'Zoe Member',
    ]);
    const search = (await callAs(t, user, 'GET', `/api/groups/${group.id}/members?search=zoe`)).json();
    expect(search.data).toHaveLength(1);

    const removed = await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_leave`, {
      employee_ids: [people[0]!.id, people[1]!.id],
    });
    expect(removed.json().group.members_count).toBe(11);
    const everyone = await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_leave`, {
      employee_ids: [organizer.user.id],
    });
    expect(everyone.statusCode).toBe(422);
    const stranger = await createUser(t.db, globex);
    expect(
      (await callAs(t, organizer, 'POST', `/api/groups/${group.id}/mass_join`, { employee_ids: [stranger.id] }))
        .statusCode,
    ).toBe(422);
  });
});

describe('review fixes', () => {
  it('answers a successful leave of a private group (which then hides it) and a private create without oneself', async () => {
    const secret = await createGroup(t, organizer, { name: 'Quiet Room', private: true });
    await callAs(t, organizer, 'POST', `/api/groups/${secret.id}/mass_join`, { employee_ids: [user.user.id] });
    const left = await callAs(t, user, 'POST', `/api/groups/${secret.id}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ message: 'You have left this group.', group: { is_member: false } });
    expect((await callAs(t, user, 'GET', `/api/groups/${secret.id}`)).statusCode).toBe(404);

    const forOthers = await callAs(t, organizer, 'POST', '/api/groups', {
      group: { name: 'Run by Uma', private: true, group_admin_ids: [user.user.id] },
    });
    expect(forOthers.statusCode).toBe(201);
    expect(forOthers.json().group.is_member).toBe(false);
  });

  it('leaves deactivated people out of admins, members and counts, so the group stays editable', async () => {
    const leaver = await createUser(t.db, acme, { firstName: 'Dee', lastName: 'Parted' });
    const group = await createGroup(t, organizer, {
      name: 'Alumni',
      group_admin_ids: [organizer.user.id, leaver.id],
    });
    expect(group.members_count).toBe(2);
    await callAs(t, admin, 'POST', '/api/admins/deactivate_user', { user_id: leaver.id });
    const after = (await callAs(t, organizer, 'GET', `/api/groups/${group.id}`)).json().group;
    expect(after).toMatchObject({ members_count: 1, group_admin_ids: [organizer.user.id] });
    const saved = await callAs(t, organizer, 'PATCH', `/api/groups/${group.id}`, { group: { name: 'Alumni Network' } });
    expect(saved.statusCode).toBe(200);
    // The last active admin cannot leave, whatever deactivated admins remain.
    expect((await callAs(t, organizer, 'POST', `/api/groups/${group.id}/leave`)).statusCode).toBe(422);
  });

  it('refuses a cover key that is not the group’s own, and a second join', async () => {
    const withCover = multipart(
      { 'group[name]': 'Has cover', group_admin_ids: JSON.stringify([organizer.user.id]) },
      { field: 'cover_image', name: 'c.png', data: await png(), type: 'image/png' },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { ...organizer.headers, ...withCover.headers },
      payload: withCover.payload,
    });
    const key = created.json().group.cover_image_key as string;
    const borrow = await callAs(t, organizer, 'POST', '/api/groups', {
      group: { name: 'Borrower', group_admin_ids: [organizer.user.id], cover_image_key: key },
    });
    expect(borrow.statusCode).toBe(422);
    expect(borrow.json().errors.cover_image).toEqual(['You must upload an image file.']);
    const keep = await callAs(t, organizer, 'PATCH', `/api/groups/${created.json().group.id}`, {
      group: { cover_image_key: key, name: 'Has cover still' },
    });
    expect(keep.json().group.cover_image_key).toBe(key);

    await callAs(t, user, 'POST', `/api/groups/${created.json().group.id}/join`);
    const again = await callAs(t, user, 'POST', `/api/groups/${created.json().group.id}/join`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('You are already a member of this group.');
  });
});
