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
    // The delivered mail's body (with its reset link) is gone; what the history needs stays.
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(sent).toMatchObject({ html: '', text: '', toAddress: user.email, subject: 'Reset your Huddle password' });
    expect(sent!.sentAt).not.toBeNull();
  });

  it('lets admins read the outbox only when SMTP is not configured', async () => {
    const { headers } = await signedIn(t, acme, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers })).statusCode).toBe(404);
  });
});

describe('development outbox', () => {
  it('is off unless DEV_OUTBOX is set', async () => {
    const plain = await buildTestApp();
    try {
      const org = await createOrganization(plain.db, { subdomain: 'acme' });
      const admin = await signedIn(plain, org, { role: 'admin' });
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin.headers })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is readable by admins only, and only outside production', async () => {
    const dev = await buildTestApp({ env: { DEV_OUTBOX: '1' } });
    const prod = await buildTestApp({ production: true, env: { DEV_OUTBOX: '1' } });
    try {
      for (const app of [dev, prod]) {
        const org = await createOrganization(app.db, { subdomain: 'acme' });
        const user = await createUser(app.db, org);
        await app.app.inject({
          method: 'POST',
          url: '/api/users/reset_password',
          headers: { host: org.host },
          remoteAddress: freshIp(),
          payload: { email: user.email },
        });
      }
      const devOrg = { host: 'acme.huddle.test' };
      const admin = await signedIn(
        dev,
        {
          ...(await dev.tenancy.asSystem(() => dev.services.organizations.findBySubdomain('acme')))!,
          host: devOrg.host,
        },
        { role: 'admin' },
      );
      const outbox = await dev.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin.headers });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json().data[0]).toMatchObject({ kind: 'reset_password', subject: 'Reset your Huddle password' });
      const plain = await signedIn(dev, {
        ...(await dev.tenancy.asSystem(() => dev.services.organizations.findBySubdomain('acme')))!,
        host: devOrg.host,
      });
      expect((await dev.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: plain.headers })).statusCode).toBe(
        403,
      );
      const prodAdmin = await signedIn(
        prod,
        {
          ...(await prod.tenancy.asSystem(() => prod.services.organizations.findBySubdomain('acme')))!,
          host: devOrg.host,
        },
        { role: 'admin' },
      );
      expect(
        (await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: prodAdmin.headers })).statusCode,
      ).toBe(404);
    } finally {
      await dev.close();
      await prod.close();
    }
  });
});
