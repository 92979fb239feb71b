import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { multipart, pngBomb } from '../../test/multipart.ts';
import { twoTenants, type Tenants } from '../../test/tenants.ts';
import { IMAGE_MESSAGE } from './images.ts';

/**
 * Issue 31: every image we decode is capped in pixels. A tiny file that declares 16000 x 16000 pixels is refused
 * with the spec's image message at once, wherever an image is taken: no 5xx and no long decode.
 */
let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  tenants = await twoTenants(t);
});
afterAll(() => t.close());

const bomb = pngBomb(16_000, 16_000);

async function upload(method: string, url: string, headers: Record<string, string>, field: string, fields = {}) {
  const form = multipart(fields, { field, name: 'bomb.png', data: bomb, type: 'image/png' });
  // How long the server takes to refuse is wall time by nature: measured on the wall clock.
  const started = Date.now();
  const response = await t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  return { response, ms: Date.now() - started };
}

describe('a decompression bomb', () => {
  it('is a small file', () => {
    expect(bomb.length).toBeLessThan(200_000);
  });

  it('is refused as an avatar, an event cover, a group cover and a logo', async () => {
    const { admin, organizer, acme } = tenants;
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const cases = [
      await upload('POST', '/api/users/update_profile', admin.headers, 'avatar', { first_name: 'A', last_name: 'B' }),
      await upload('PUT', `/api/events/${event.id}`, organizer.headers, 'cover_image', { 'event[name]': 'Bomb' }),
      await upload('POST', '/api/groups', organizer.headers, 'cover_image', {
        'group[name]': 'Bombers',
        group_admin_ids: JSON.stringify([organizer.user.id]),
      }),
      await upload('PATCH', '/api/organizations/current', admin.headers, 'logo', {
        organization: JSON.stringify({ display_name: 'Acme' }),
      }),
    ];
    for (const [i, { response, ms }] of cases.entries()) {
      expect(response.statusCode, `case ${i}: ${response.body}`).toBe(422);
      expect(response.json().error, `case ${i}`).toBe(IMAGE_MESSAGE);
      expect(ms, `case ${i}`).toBeLessThan(3_000);
    }
  });

  it('is refused as a collection image', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: tenants.organizer.headers,
      payload: {
        query: `mutation($input: EventsCollectionInput!) { eventsCollectionCreate(input: $input) { errors } }`,
        variables: { input: { name: 'Bomb', collectionImage: `data:image/png;base64,${bomb.toString('base64')}` } },
      },
    });
    expect(response.json().data.eventsCollectionCreate.errors).toEqual([IMAGE_MESSAGE]);
  });
});
