import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrganization, createUser, freshIp, signedIn, type TestOrganization } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let acme: TestOrganization;

beforeAll(async () => {
  smtp = await startSmtpReceiver({ failFirst: 1 });
  t = await buildTestApp({ smtpUrl: smtp.url, workers: true });
  acme = await createOrganization(t.db, { subdomain: 'acme' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery', () => {
  it('delivers the reset mail through SMTP once, retrying after a temporary failure', async () => {
    const user = await createUser(t.db, acme);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      headers: { host: acme.host },
      remoteAddress: freshIp(),
      payload: { email: user.email },
    });
    expect(r.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.subject === 'Reset your Huddle password', 30_000);
    expect(mail.text).toContain(`http://${acme.host}/change-password?token=`);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status, {
        timeout: 10_000,
      })
      .toBe('sent');
    expect(smtp.messages.filter((m) => m.subject === 'Reset your Huddle password')).toHaveLength(1);
  });

  it('lets admins read the outbox only when SMTP is not configured', async () => {
    const { headers } = await signedIn(t, acme, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers })).statusCode).toBe(404);
  });
});
