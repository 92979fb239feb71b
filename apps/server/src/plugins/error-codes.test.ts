import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@huddle/domain/error-codes';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { createUser, freshIp, PASSWORD } from '../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../test/tenants.ts';
import { graphqlAs } from '../../test/call.ts';

const RATE_LIMIT = 3;
let t: TestApp;
let { acme, globex, admin, organizer, user, globexAdmin } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: String(RATE_LIMIT) } });
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const login = (body: object, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { host: acme.host },
    remoteAddress: ip,
    payload: { user: body },
  });
const OVERVIEW = 'query($eventId: ID!) { guestlistOverview(eventId: $eventId) { statusCounts { rsvp } } }';
const INVITEES = `query($eventId: ID!, $sort: InviteeSort) {
  invitees(eventId: $eventId, sort: $sort) { totalCount }
}`;

/** The status and body of an answer, side by side, so one assertion shows both. */
const answer = (r: { statusCode: number; json: () => unknown }) => [r.statusCode, r.json()];

describe('REST error bodies carry the code of the one list (docs/api-errors.md)', () => {
  it('unauthorized, forbidden and not_found keep their text and add the code', async () => {
    expect(answer(await get('/api/users/current', { host: acme.host }))).toEqual([
      401,
      { error: 'You need to sign in.', code: 'unauthorized' },
    ]);
    const office = { name: 'Annex' };
    expect(
      answer(await t.app.inject({ method: 'POST', url: '/api/offices', headers: user.headers, payload: office })),
    ).toEqual([403, { error: 'You are not allowed to do that.', code: 'forbidden' }]);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/offices/999999', headers: admin.headers });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
    expect(answer(await get('/api/nothing-here', admin.headers))).toEqual([
      404,
      { error: 'Not found', code: 'not_found' },
    ]);
  });

  it('validation keeps {error, errors} and adds the code, from our rules and from a route schema alike', async () => {
    const office = await t.app.inject({ method: 'POST', url: '/api/offices', headers: admin.headers, payload: {} });
    expect(office.statusCode).toBe(422);
    expect(office.json()).toMatchObject({ code: 'validation', errors: { name: [expect.any(String)] } });
    expect(office.json().error).toBe(office.json().errors.name[0]);
    const schema = await login({ email: 'nobody@acme.test' });
    expect(schema.statusCode).toBe(422);
    expect(schema.json()).toMatchObject({ code: 'validation', errors: { password: [expect.any(String)] } });
  });

  it('names the refusals a client branches on: another organization, a deactivated account, the address limit', async () => {
    const foreign = await login({ email: admin.user.email, organization_id: globex.id, password: PASSWORD });
    expect(answer(foreign)).toEqual([401, { error: 'Unauthorized access', code: 'organization_mismatch' }]);
    const stranger = await get('/api/users/current', { ...globexAdmin.headers, host: acme.host });
    expect([stranger.statusCode, stranger.json().code]).toEqual([401, 'organization_mismatch']);
    const gone = await createUser(t.db, acme, { status: 'deactivated' });
    const deactivated = await login({ email: gone.email, organization_id: acme.id, password: PASSWORD });
    expect(answer(deactivated)).toEqual([403, { error: 'Unauthorized access', code: 'access_revoked' }]);

    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect(
        (await login({ email: 'x@acme.test', organization_id: acme.id, password: 'Wrong1!pass' }, ip)).statusCode,
      ).toBe(401);
    }
    const limited = await login({ email: 'x@acme.test', organization_id: acme.id, password: 'Wrong1!pass' }, ip);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'rate_limited']);
  });
});

describe('GraphQL errors carry the same code and status in extensions', () => {
  it('forbidden, not_found and validation as over REST; a query that does not parse or validate is bad_request', async () => {
    const event = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const extensions = async (s: Session, query: string, variables?: Record<string, unknown>) =>
      (await graphqlAs(t, s, query, variables)).json().errors[0].extensions;
    expect(await extensions(user, OVERVIEW, { eventId: event.id })).toEqual({ code: 'forbidden', status: 403 });
    expect(await extensions(globexAdmin, OVERVIEW, { eventId: event.id })).toEqual({ code: 'not_found', status: 404 });
    const sort = { field: 'password', direction: 'asc' };
    expect(await extensions(organizer, INVITEES, { eventId: event.id, sort })).toEqual({
      code: 'validation',
      status: 422,
    });
    expect(await extensions(organizer, '{ noSuchField }')).toEqual({ code: 'bad_request', status: 400 });
    expect(await extensions(organizer, '{ broken')).toEqual({ code: 'bad_request', status: 400 });
    // Variables graphql-js refuses while executing (a required one missing) are the caller's too.
    expect(await extensions(organizer, INVITEES, {})).toEqual({ code: 'bad_request', status: 400 });
  });

  it('answers a caller without a session like REST: 401 unauthorized', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: acme.host },
      payload: { query: '{ a }' },
    });
    expect([r.statusCode, r.json().code]).toEqual([401, 'unauthorized']);
  });
});

describe('the documented list', () => {
  it('names every code with its status in docs/api-errors.md, and nothing else', () => {
    const doc = fs.readFileSync(new URL('../../../../docs/api-errors.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => [code, Number(status)]);
    expect(rows).toEqual(Object.entries(ERROR_CODES));
  });
});
