import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { organizations } from '../src/db/schema/organizations.ts';
import { signGuestToken } from '../src/lib/signed-links.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import type { TestOrganization } from './factories.ts';
import { twoTenants, type Tenants } from './tenants.ts';
import { addGuests, type GuestValues } from './guests.ts';

/** The survey tests' clock: noon UTC, 22 November 2026, set back after each test. */
export const SURVEY_NOW = new Date('2026-11-22T12:00:00Z');
export const HOUR = 3600 * 1000;

/**
 * For a survey test file: the app at SURVEY_NOW and the two tenants (with another organizer of acme on request),
 * filled in before the file's tests; the clock goes back to SURVEY_NOW after each test.
 */
export function useSurveyApp(options: { otherOrganizer?: boolean } = {}) {
  const ctx = {} as { t: TestApp } & Tenants;
  beforeAll(async () => {
    ctx.t = await buildTestApp({ now: SURVEY_NOW });
    Object.assign(ctx, await twoTenants(ctx.t, options));
  });
  afterEach(() => ctx.t.clock.set(SURVEY_NOW));
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** A guest of the event (status rsvp unless `more` says otherwise) and their mailed link's token. */
export async function guestWithToken(
  t: TestApp,
  org: TestOrganization,
  eventId: number,
  email: string,
  more: Partial<GuestValues> = {},
) {
  const [row] = await addGuests(t, org, eventId, { email, firstName: email.split('@')[0]!, status: 'rsvp', ...more });
  return { id: row!.id, row: row!, token: await tokenFor(t, org, row!.id) };
}

/** The mailed link's token of a guest row, valid 100 hours after SURVEY_NOW. */
export async function tokenFor(t: TestApp, org: TestOrganization, inviteeId: number) {
  const [found] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
  return signGuestToken(found!.linkSecret, inviteeId, new Date(SURVEY_NOW.getTime() + 100 * HOUR));
}
