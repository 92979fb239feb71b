import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import type { TestApp } from './build-app.ts';

/** Polls `probe` until `done` holds (every 200 ms), or fails with the last value. */
export async function until<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `n` employees `{prefix}{i}@acme.test` of an organization, in one statement. */
export async function createEmployees(db: Db, organizationId: number, prefix: string, n: number) {
  return db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        organizationId,
        email: `${prefix}${i}@acme.test`,
        firstName: `Guest${i}`,
        lastName: prefix,
      })),
    )
    .returning({ id: users.id, email: users.email });
}

/** An email invitation of these users to an event, sent now (POST /api/event_invitations). */
export function inviteByEmail(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  eventId: number,
  ids: number[],
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/event_invitations',
    headers,
    payload: {
      event_id: eventId,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: ids }],
      ...extra,
    },
  });
}
