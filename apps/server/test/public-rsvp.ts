import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { invitees } from '../src/db/schema/guests.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import type { TestApp } from './build-app.ts';
import { createEvent } from './events.ts';
import type { TestOrganization } from './factories.ts';
import type { Session } from './tenants.ts';

export type Cookies = Record<string, string>;
export const cookiesOf = (r: LightMyRequestResponse): Cookies =>
  Object.fromEntries(r.cookies.map((c) => [c.name, c.value]));

/** The one neutral "needs proof" answer of the public form (ADR 10). */
export const NEEDS_PROOF = { invitee: null, proof_required: true, message: RSVP_MESSAGES.proofRequired };

/** A visitor's public form body. */
export const visitor = (eventId: number, email: string, status = 'rsvp') => ({
  event_id: eventId,
  first_name: 'Vera',
  last_name: 'Visitor',
  email,
  status,
});

/** The public RSVP calls of one organization's host, as a browser makes them (public-rsvp tests). */
export function publicRsvpClient(t: TestApp, org: TestOrganization, organizer: Session) {
  return {
    publicRsvp: (payload: unknown, cookies: Cookies = {}, host = org.host, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitees/public_rsvp',
        headers: { host },
        payload: payload as object,
        cookies,
        remoteAddress,
      }),
    lookup: (eventId: number, email: string, cookies: Cookies = {}, host = org.host, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'GET',
        url: `/api/invitees/public_lookup?event_id=${eventId}&email=${encodeURIComponent(email)}`,
        headers: { host },
        cookies,
        remoteAddress,
      }),
    event: (overrides: Record<string, unknown> = {}) =>
      createEvent(t, org, organizer.headers, [organizer.user.id], overrides),
    guestOf: async (eventId: number, email: string) =>
      (
        await t.db
          .select()
          .from(invitees)
          .where(and(eq(invitees.eventId, eventId), eq(invitees.email, email)))
      )[0],
    mailsTo: (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    /** The answer page's one click on a mailed link. */
    confirmLink: (link: URL) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitees/email_rsvp',
        headers: { host: org.host },
        payload: { token: link.searchParams.get('token'), status: link.searchParams.get('status') },
      }),
  };
}

export const linkIn = (text: string) => new URL(/https?:\/\/\S+\/rsvp\/answer\?\S+/.exec(text)![0]);
