import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@huddle/domain/ids';
import { OFFICE_NAME_REQUIRED } from '@huddle/domain/office-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

/** Issue 12 review: clear answers for a missing office name, ids that name nothing and bad JSON filters. */
let t: TestApp;
let { admin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin } = await twoTenants(t));
});
afterAll(() => t.close());

describe('contract details', () => {
  it('answers a missing office name with its message, wrapped or not', async () => {
    for (const body of [{}, { office: {} }, { name: '' }]) {
      const r = await callAs(t, admin, 'POST', '/api/offices', body);
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.name).toEqual([OFFICE_NAME_REQUIRED]);
    }
    expect((await callAs(t, admin, 'POST', '/api/offices', { office: { name: 'Faro' } })).statusCode).toBe(201);
  });

  it('answers 404 to a path that names nothing', async () => {
    for (const url of [`/api/events/${MAX_ID + 1}`, '/api/groups/abc', '/api/event_invitations/zzz_options']) {
      const r = await callAs(t, admin, 'GET', url);
      expect([url, r.statusCode]).toEqual([url, 404]);
    }
  });

  it('says a contact filter is not valid JSON in words for people', async () => {
    const r = await callAs(t, admin, 'GET', '/api/employees?filters=%7Bnope');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.filters).toEqual(['Must be valid JSON.']);
  });
});
