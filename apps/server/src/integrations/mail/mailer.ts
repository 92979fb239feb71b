import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[] | null;
}

export interface Mailer {
  /** False when no SMTP server is configured: mail then stays in the outbox. */
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

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
      await transport.sendMail({ ...mail, attachments: mail.attachments ?? undefined });
    },
  };
}
