import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultSmtp } from '../../../test/faults/fault-smtp.ts';
import { startSmtpReceiver } from '../../../test/smtp.ts';
import { classifySmtpFailure, createMailer, smtpFailureReason } from './mailer.ts';

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

describe('what a failed mail is, by the real errors nodemailer raises', () => {
  const failureOf = async (url: string, to: string) => {
    const mailer = createMailer(url, { maxConnections: 1, maxMessages: 10 });
    try {
      await mailer.send({ ...mail(0), to });
      return null;
    } catch (error) {
      return { kind: classifySmtpFailure(error), reason: smtpFailureReason(error) };
    } finally {
      mailer.close();
    }
  };

  it('tells a permanent refusal, a temporary one, a dropped connection and a server that is not there', async () => {
    const faulty = await startFaultSmtp({ unknownMailbox: (a) => a.startsWith('ghost') });
    try {
      expect(await failureOf(faulty.url, 'ghost@x.test')).toEqual({
        kind: 'permanent',
        reason: expect.stringMatching(/^550 5\.1\.1 Unknown mailbox/),
      });
      faulty.behaviour.tempFailFirst = 1;
      expect(await failureOf(faulty.url, 'busy@x.test')).toMatchObject({ kind: 'temporary', reason: /^451 / });
      expect(await failureOf(faulty.url, 'busy@x.test')).toBeNull();
      faulty.behaviour.dropFirst = 1;
      expect(await failureOf(faulty.url, 'cut@x.test')).toMatchObject({ kind: 'temporary' });
      await faulty.down();
      expect(await failureOf(faulty.url, 'anyone@x.test')).toMatchObject({ kind: 'unreachable' });
    } finally {
      await faulty.close();
    }
  });
});
