import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../db/schema/groups.ts';
import { groupTypes } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { signedIn, type TestOrganization } from '../../../test/factories.ts';
import { multipart, png } from '../../../test/multipart.ts';
import { twoTenants } from '../../../test/tenants.ts';
import { sendFormAs } from '../../../test/call.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const tenants = await twoTenants(t, { acme: { displayName: 'Acme Inc.' } });
  ({ acme, globex } = tenants);
  admin = tenants.admin.headers;
});
afterAll(() => t.close());

const load = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/organizations/${acme.id}`, headers: admin })).json().organization;
const save = (organization: unknown, headers = admin, id = acme.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/organizations/${id}`, headers, payload: { organization } });

describe('organization settings', () => {
  it('shows the settings to admins only, and never another organization’s', async () => {
    const settings = await load();
    expect(settings).toMatchObject({
      id: acme.id,
      display_name: 'Acme Inc.',
      email_extensions: [{ domain: 'acme.test' }],
      event_types: [],
      group_types: [],
    });
    const organizer = (await signedIn(t, acme, { role: 'organizer' })).headers;
    const user = (await signedIn(t, acme)).headers;
    for (const headers of [organizer, user]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/organizations/${acme.id}`, headers })).statusCode).toBe(
        403,
      );
      expect((await save({ display_name: 'Hacked' }, headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/organizations/${globex.id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await save({ display_name: 'Hacked' }, admin, globex.id)).statusCode).toBe(404);
  });

  it("updates the caller's own organization as PATCH /api/organizations/current, admins only", async () => {
    const patch = (headers: Record<string, string>, display_name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/organizations/current',
        headers,
        payload: { organization: { display_name } },
      });
    const user = (await signedIn(t, acme)).headers;
    expect((await patch(user, 'Hacked')).statusCode).toBe(403);
    const r = await patch(admin, 'Acme Current');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().organization).toMatchObject({ id: acme.id, display_name: 'Acme Current' });
    expect((await save({ display_name: 'Acme Inc.' })).statusCode).toBe(200);
  });

  it('saves the name, domains and types; new rows may carry temporary negative ids', async () => {
    const r = await save({
      display_name: '  Acme Corporation ',
      email_extensions: [{ id: -1, domain: '@Acme.test' }, { domain: 'acme-corp.test' }],
      event_types: [
        { id: -1, name: 'Workshop' },
        { id: -2, name: 'Speakers' },
      ],
      group_types: [{ id: -3, name: 'Social' }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Organization settings saved.');
    const saved = r.json().organization;
    expect(saved.display_name).toBe('Acme Corporation');
    expect(saved.email_extensions.map((d: { domain: string }) => d.domain).sort()).toEqual([
      'acme-corp.test',
      'acme.test',
    ]);
    expect(saved.event_types.map((e: { name: string }) => e.name)).toEqual(['Speakers', 'Workshop']);
    expect(saved.event_types.every((e: { id: number; uses: number }) => e.id > 0 && e.uses === 0)).toBe(true);

    // Renaming keeps the id; leaving a row out deletes it.
    const workshop = saved.event_types.find((e: { name: string }) => e.name === 'Workshop');
    const renamed = (await save({ event_types: [{ id: workshop.id, name: 'Workshops' }] })).json().organization;
    expect(renamed.event_types).toEqual([{ id: workshop.id, name: 'Workshops', uses: 0 }]);
    // The public view on the sign-in page shows the new name too.
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/current',
      headers: { host: acme.host },
    });
    expect(current.json().display_name).toBe('Acme Corporation');
  });

  it('refuses to remove a type in use, with the count, and changes nothing', async () => {
    const [type] = await t.db.insert(groupTypes).values({ organizationId: acme.id, name: 'ERG' }).returning();
    await t.db.insert(groups).values([
      { organizationId: acme.id, name: 'Women in Tech', groupTypeId: type!.id },
      { organizationId: acme.id, name: 'Pride', groupTypeId: type!.id },
    ]);
    const before = await load();
    expect(before.group_types.find((g: { id: number }) => g.id === type!.id).uses).toBe(2);
    const r = await save({ display_name: 'Changed', group_types: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.group_types).toEqual(["We can't remove the type, it's currently applied to 2 items"]);
    expect(await load()).toEqual(before);
  });

  it('refuses bad input with the spec’s messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ email_extensions: [] }, 'email_extensions', 'At least one email domain is required'],
      [{ email_extensions: [{ domain: 'not a domain' }] }, 'email_extensions.0.domain', 'Enter a valid domain'],
      [{ display_name: '   ' }, 'display_name', 'Display name is required'],
      [{ event_types: [{ name: 'A' }, { name: 'a' }] }, 'event_types.1.name', 'Names must be unique'],
      [{ event_types: [{ id: 1, name: '' }] }, 'event_types.0.name', 'Name is required'],
    ];
    for (const [organization, field, message] of cases) {
      const r = await save(organization);
      expect(r.statusCode, JSON.stringify(organization)).toBe(422);
      expect(r.json().errors[field]).toEqual([message]);
    }
  });

  it('takes a logo and an icon by multipart, checked by content and resized', async () => {
    const r = await sendFormAs(
      t,
      { headers: admin },
      'PATCH',
      `/api/organizations/${acme.id}`,
      { organization: JSON.stringify({ display_name: 'Acme Logos' }) },
      { field: 'logo', name: 'logo.png', data: await png(1000, 1000), type: 'image/png' },
      { field: 'favicon', name: 'icon.png', data: await png(300, 300), type: 'image/png' },
    );
    expect(r.statusCode).toBe(200);
    const org = r.json().organization;
    expect(org.display_name).toBe('Acme Logos');
    const logo = await t.app.inject({ method: 'GET', url: org.logo_url, headers: { host: acme.host } });
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(340);
    const icon = await sharp((await t.app.inject({ method: 'GET', url: org.favicon_url })).rawPayload).metadata();
    expect([icon.width, icon.height]).toEqual([100, 100]);

    const fake = multipart(
      { organization: JSON.stringify({ display_name: 'Should not save' }) },
      { field: 'logo', name: 'logo.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${acme.id}`,
      headers: { ...admin, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.logo).toEqual(['You must upload an image file.']);
    const after = await load();
    expect(after.display_name).toBe('Acme Logos');
    expect(after.logo_url).toBe(org.logo_url);

    const removed = (await save({ logo_removed: true })).json().organization;
    expect(removed.logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: org.logo_url })).statusCode).toBe(404);
  });

  it('lists event and group types to any signed-in user of the organization', async () => {
    const user = (await signedIn(t, acme)).headers;
    const types = (await t.app.inject({ method: 'GET', url: '/api/group_types', headers: user })).json().data;
    expect(types.map((g: { name: string }) => g.name)).toContain('ERG');
    const other = (await signedIn(t, globex)).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/group_types', headers: other })).json().data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/event_types', headers: { host: acme.host } })).statusCode,
    ).toBe(401);
  });
});
