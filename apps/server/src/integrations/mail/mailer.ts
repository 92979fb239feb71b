import nodemailer from 'nodemailer';
import type { MailAttachment } from './layout.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[] | null;
}

export interface Mailer {
  /** False when no SMTP server is configured: mail then stays in the outbox. */
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

const CALENDAR_TYPE = /^text\/calendar/i;

export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      send: async () => {
        throw new Error('SMTP is not configured');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(mail) {
      // A calendar request travels as the mail's text/calendar alternative (and an .ics file): that is what makes
      // mail clients show it as an invitation with Accept / Decline.
      const calendar = mail.attachments?.find((a) => CALENDAR_TYPE.test(a.contentType));
      const others = mail.attachments?.filter((a) => a !== calendar) ?? [];
      await transport.sendMail({
        ...mail,
        attachments: others.length ? others : undefined,
        ...(calendar && { icalEvent: { method: 'REQUEST', filename: calendar.filename, content: calendar.content } }),
      });
    },
  };
}
