import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { users } from '../../db/schema/users.ts';
import { multipart } from '../../../test/multipart.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoOrganizations } from '../../../test/tenants.ts';
import { createOffice, PASSWORD, signedIn, type TestOrganization } from '../../../test/factories.ts';
import { sendFormAs } from '../../../test/call.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex } = await twoOrganizations(t));
});
afterAll(() => t.close());

describe('current user and list', () => {
  it('returns every User field of the spec', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const { user, headers } = await signedIn(t, acme, {
      firstName: 'Grace',
      lastName: 'Hopper',
      officeId: office.id,
      role: 'organizer',
    });
    const body = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).json().user;
    expect(body).toMatchObject({
      id: user.id,
      employee_id: user.id,
      full_name: 'Grace Hopper',
      initials: 'GH',
      office: { id: office.id, name: 'Lisbon' },
      is_admin: false,
      is_organizer: true,
      permission_level: 'organizer',
      state: 'activated',
      mfa_required: false,
      events_hosted_count: 0,
      timezone: 'America/New_York',
    });
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('pages and searches users of the own organization only', async () => {
    const { headers } = await signedIn(t, acme, { firstName: 'Zed', lastName: 'Searchable' });
    await signedIn(t, globex, { firstName: 'Zed', lastName: 'Searchable' });
    const found = (await t.app.inject({ method: 'GET', url: '/api/users?search=searchable', headers })).json();
    expect(found.data).toHaveLength(1);
    expect(found.data[0].email).toMatch(/@acme\.test$/); // a non-admin gets the picker fields (issue 12)
    // The count finds its matches through the trigram indexes (migration 0017), in this organization only.
    expect(found.meta.total_count).toBe(1);
    const page = (await t.app.inject({ method: 'GET', url: '/api/users?per_page=1&page=2', headers })).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ prev_page: 1, total_count: expect.any(Number) });
    expect(page.meta.total_pages).toBe(page.meta.total_count);
  });

  it('ends the sessions of a deactivated user', async () => {
    const { user, headers } = await signedIn(t, acme);
    await t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).statusCode).toBe(401);
  });
});

describe('update_profile', () => {
  it('finishes the welcome step with timezone and office', async () => {
    const office = await createOffice(t.db, acme.id);
    const { headers } = await signedIn(t, acme, { welcomeShownAt: null });
    const before = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).json().user;
    expect(before.welcome_shown).toBe(false);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { timezone: 'Europe/Lisbon', office_id: office.id, welcome: true },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ timezone: 'Europe/Lisbon', office_id: office.id, welcome_shown: true });
  });

  it('creates an office from office_raw, refuses a bad timezone and another organization’s office', async () => {
    const { headers } = await signedIn(t, acme);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { office_raw: 'Remote' },
    });
    expect(raw.json().user.office.name).toBe('Remote');
    const badTz = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { timezone: 'Mars/Base' },
    });
    expect(badTz.statusCode).toBe(422);
    expect(badTz.json().errors.timezone).toBeDefined();
    const foreign = await createOffice(t.db, globex.id);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { office_id: foreign.id },
    });
    expect(other.statusCode).toBe(404);
  });

  it('takes a multipart edit with an avatar image, checked by content', async () => {
    const { user: me, headers } = await signedIn(t, acme);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const r = await sendFormAs(
      t,
      { headers },
      'POST',
      '/api/users/update_profile',
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada.l@acme.test',
        current_password: PASSWORD,
        timezone: 'Europe/London',
        profileImageChanged: 'true',
      },
      { field: 'avatar', name: 'me.png', data: png, type: 'image/png' },
    );
    expect(r.statusCode).toBe(200);
    const user = r.json().user;
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      // A new email waits for its confirmation link (account-security.test.ts).
      email: me.email,
      pending_email: 'ada.l@acme.test',
      timezone: 'Europe/London',
    });
    const image = await t.app.inject({ method: 'GET', url: user.avatar_url, headers: { host: acme.host } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const fake = multipart(
      { profileImageChanged: 'true' },
      { field: 'avatar', name: 'evil.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers: { ...headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('You must upload an image file.');
    const unchanged = (await t.app.inject({ method: 'GET', url: '/api/users/current', headers })).json().user;
    expect(unchanged.avatar_url).toBe(user.avatar_url);
  });

  it('refuses an email outside the organization’s email domains', async () => {
    const { headers } = await signedIn(t, acme);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { email: 'me@gmail.test', current_password: PASSWORD },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.email).toEqual([AUTH_MESSAGES.emailDomainNotAllowed]);
  });

  it('refuses an email another user of the organization has', async () => {
    const { user: other } = await signedIn(t, acme);
    const { headers } = await signedIn(t, acme);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/update_profile',
      headers,
      payload: { email: other.email, current_password: PASSWORD },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().errors.email).toEqual(['This email address is already in use.']);
  });
});
