import nodemailer from 'nodemailer';
import type { MailAttachment } from './layout.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[] | null;
  /** `<…@…>`: the same for every attempt at one outbox row, so a repeat is recognisably the same message. */
  messageId?: string;
}

/**
 * How a mail server answered a mail that did not go: a permanent refusal (5xx, such as an unknown mailbox) is not
 * tried again; a temporary one (4xx) or a connection dropped mid-send is retried with backoff; a server that cannot be
 * reached at all (or refuses our credentials) delays the whole send without using up retries.
 */
export type SmtpFailure = 'permanent' | 'temporary' | 'unreachable';

const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'EAUTH', 'ETLS']);

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code === 'EAUTH') return 'unreachable';
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return 'permanent';
  if (typeof responseCode === 'number') return 'temporary';
  if (code && UNREACHABLE.has(code)) return 'unreachable';
  // nodemailer reports a refused or failed connect as a socket error: the server is not there at all.
  const { message = '' } = error as { message?: string };
  if (code === 'ESOCKET' && /^connect |ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN/.test(message)) {
    return 'unreachable';
  }
  return 'temporary';
}

/** The reason a mail did not go, for the communication's history: the server's reply, never a stack. */
export function smtpFailureReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: string; message?: string };
  return (response || message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
}

export interface Mailer {
  /** False when no SMTP server is configured: mail then stays in the outbox. */
  readonly enabled: boolean;
  /** How many mails may usefully be in flight at once (the pool's connections): the worker sends that many. */
  readonly concurrency: number;
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the pooled connections (at shutdown). */
  close(): void;
}

/** The SMTP connection pool: connections kept open, and how many mails each carries before it is renewed. */
export interface MailerPool {
  maxConnections: number;
  maxMessages: number;
}

export const DEFAULT_MAILER_POOL: MailerPool = { maxConnections: 5, maxMessages: 1_000 };

const CALENDAR_TYPE = /^text\/calendar/i;

export function createMailer(smtpUrl: string | undefined, pool: MailerPool = DEFAULT_MAILER_POOL): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      concurrency: 1,
      send: async () => {
        throw new Error('SMTP is not configured');
      },
      close: () => {},
    };
  }
  // Pooled: a connection (and its greeting, EHLO and TLS) per mail costs more than the mail itself.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: pool.maxConnections,
    maxMessages: pool.maxMessages,
  });
  return {
    enabled: true,
    concurrency: pool.maxConnections,
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
    close: () => transport.close(),
  };
}
