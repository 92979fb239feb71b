import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-app.ts';
import { type TestOrganization } from './factories.ts';
import { startSmtpReceiver } from './smtp.ts';
import { eq } from 'drizzle-orm';
import { communications } from '../src/db/schema/communications.ts';
import { twoTenants, type Session } from './tenants.ts';

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * For a test file of deliveries through the real job workers to a real SMTP receiver (ARCHITECTURE.md §3.7): the
 * receiver, the app whose workers run, the organization acme and an organizer of it, filled in before the file's tests
 * and closed after them.
 */
export function useDeliveryApp(
  options: {
    now?: Date;
    receiver?: Parameters<typeof startSmtpReceiver>[0];
    mailRetry?: TestAppOptions['mailRetry'];
  } = {},
) {
  const ctx = {} as {
    t: TestApp;
    smtp: SmtpReceiver;
    acme: TestOrganization;
    organizer: Session;
  };
  beforeAll(async () => {
    ctx.smtp = await startSmtpReceiver(options.receiver);
    ctx.t = await buildTestApp({
      workers: true,
      smtpUrl: ctx.smtp.url,
      ...(options.now && { now: options.now }),
      ...(options.mailRetry && { mailRetry: options.mailRetry }),
    });
    ({ acme: ctx.acme, organizer: ctx.organizer } = await twoTenants(ctx.t));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.smtp?.close();
  });
  return ctx;
}

/** What the job worker does when a communication's dispatch comes due, run here and now. */
export async function dispatchNow(t: Pick<TestApp, 'db' | 'tenancy' | 'services'>, communicationId: number) {
  const [row] = await t.db.select().from(communications).where(eq(communications.id, communicationId));
  await t.tenancy.inOrganization(row!.organizationId, () =>
    t.services.communications.dispatch({
      communicationId,
      version: row!.version,
      organizationId: row!.organizationId,
    }),
  );
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
