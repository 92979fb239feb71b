import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../test/smtp.ts';
import { createMailer } from './mailer.ts';

/** The pooled transport against a real SMTP receiver. */
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
});

const mail = (i: number) => ({
  from: 'Huddle <no-reply@huddle.test>',
  to: `pooled${i}@acme.test`,
  subject: `Pooled ${i}`,
  html: `<p>Mail ${i}</p>`,
  text: `Mail ${i}`,
});

describe('pooled mailer', () => {
  it('delivers many mails sent at once over a few connections, each once', async () => {
    const mailer = createMailer(smtp.url, { maxConnections: 2, maxMessages: 3 });
    try {
      expect(mailer.concurrency).toBe(2);
      // More mails than connections, and more than a connection carries before it is renewed.
      await Promise.all(Array.from({ length: 20 }, (_, i) => mailer.send(mail(i))));
    } finally {
      mailer.close();
    }
    const subjects = smtp.messages.map((m) => m.subject).filter((s) => s?.startsWith('Pooled'));
    expect(subjects.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Pooled ${i}`).sort());
  });

  it('sends a calendar request as the text/calendar alternative', async () => {
    const mailer = createMailer(smtp.url);
    try {
      await mailer.send({
        ...mail(99),
        subject: 'Calendar',
        attachments: [
          {
            filename: 'invite.ics',
            content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
            contentType: 'text/calendar; method=REQUEST',
          },
        ],
      });
    } finally {
      mailer.close();
    }
    const received = await smtp.waitFor((m) => m.subject === 'Calendar');
    expect(received.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
  });

  it('refuses to send without an SMTP server', async () => {
    const mailer = createMailer(undefined);
    expect(mailer.enabled).toBe(false);
    await expect(mailer.send(mail(0))).rejects.toThrow('SMTP is not configured');
  });
});
