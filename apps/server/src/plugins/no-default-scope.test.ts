import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { PASSWORD, freshIp } from '../../test/factories.ts';
import { twoTenants, type Tenants } from '../../test/tenants.ts';

/**
 * Issue 31: a request whose host names no organization (the bare domain, an unknown subdomain) runs in no
 * organization, never across all of them; only the sign-in and sign-up calls on the bare domain, which name their
 * organization in the body, and the organization finder work across organizations.
 */
let t: TestApp;
let tenants: Tenants;
let eventId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenants = await twoTenants(t);
  eventId = (await createEvent(t, tenants.acme, tenants.organizer.headers, [tenants.organizer.user.id])).id;
});
afterAll(() => t.close());

const BARE = 'huddle.test';
const UNKNOWN = 'nowhere.huddle.test';

const post = (host: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { host }, payload, remoteAddress: freshIp() });
const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const signIn = (host: string) =>
  post(host, '/api/users/login', {
    user: { email: tenants.admin.user.email, organization_id: tenants.acme.id, password: PASSWORD },
  });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('a host that names no organization', () => {
  it('cannot sign in to an organization from an unknown subdomain', async () => {
    const refused = await signIn(UNKNOWN);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().token).toBeUndefined();
  });

  it('cannot have an organization mail a reset link from an unknown subdomain', async () => {
    const { admin, acme } = tenants;
    const before = (await mailsTo(admin.user.email)).length;
    await post(UNKNOWN, '/api/users/reset_password', { email: admin.user.email, organization_id: acme.id });
    expect(await mailsTo(admin.user.email)).toHaveLength(before);
  });

  it("reads and writes no organization's rows through the public calls", async () => {
    for (const host of [BARE, UNKNOWN]) {
      const answers = [
        await get(host, `/api/events/${eventId}/public`),
        await get(host, `/api/invitees/public_lookup?event_id=${eventId}&email=pat%40example.test`),
        await post(host, '/api/invitees/public_rsvp', {
          event_id: eventId,
          first_name: 'Pat',
          last_name: 'Public',
          email: 'pat@example.test',
          status: 'rsvp',
        }),
        await get(host, `/api/events/${eventId}/survey_questions`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${host} ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${host} ${answer.body}`).toBeLessThan(500);
        expect(answer.body).not.toContain('Team offsite');
      }
    }
    expect(await mailsTo('pat@example.test')).toHaveLength(0);
  });

  it('still signs in on the bare domain naming its organization (a named cross-tenant call)', async () => {
    const answer = await signIn(BARE);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().token).toEqual(expect.any(String));
  });
});
