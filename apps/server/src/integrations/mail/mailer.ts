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
 * How a mail server answered a mail that did not go: a permanent refusal of the recipient or the message (5xx at RCPT
 * or DATA, an address or size we cannot send) is not tried again; a temporary one (4xx) or a connection dropped
 * mid-send is retried with backoff; a server that cannot be reached, or that refuses us rather than the recipient
 * (credentials, our sender, its greeting), delays the send without using up retries.
 */
export type SmtpFailure = 'permanent' | 'temporary' | 'unreachable';

interface NodemailerError {
  code?: string;
  responseCode?: number;
  /** The SMTP step that failed: 'CONN', 'EHLO', 'MAIL FROM', 'RCPT TO', 'DATA', or 'API' before anything was sent. */
  command?: string;
  response?: string;
  message?: string;
}

// ECONNECTION (a connection closed under a mail) is not here: the server was there, and the mail is retried.
const UNREACHABLE = new Set(['ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'EAUTH', 'ETLS']);
const RECIPIENT_STEPS = new Set(['RCPT TO', 'DATA']);

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const { code = '', responseCode, command = '', message = '' } = (error ?? {}) as NodemailerError;
  if (code === 'EAUTH') return 'unreachable';
  if (typeof responseCode === 'number') {
    if (responseCode >= 400 && responseCode < 500) return 'temporary';
    // 503 is "bad sequence": the conversation went wrong, not the recipient.
    if (RECIPIENT_STEPS.has(command) && responseCode >= 500 && responseCode !== 503) return 'permanent';
    return 'unreachable';
  }
  // Refused before a byte went: an address nodemailer cannot send to, a message above the server's size limit.
  if ((code === 'EENVELOPE' && command === 'API') || code === 'EMESSAGE') return 'permanent';
  if (UNREACHABLE.has(code)) return 'unreachable';
  // nodemailer reports a refused or failed connect as a socket error: the server is not there at all.
  if (code === 'ESOCKET' && /^connect |ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN/.test(message)) {
    return 'unreachable';
  }
  return 'temporary';
}

const GENERIC_REASONS: Record<SmtpFailure, string> = {
  permanent: 'The mail could not be sent to this address.',
  temporary: 'The connection to the mail server was lost.',
  unreachable: 'The mail server could not be reached.',
};

/**
 * The reason a mail did not go, for the communication's history: the server's own reply when there is one, otherwise
 * a plain sentence (never a socket error, which names internal addresses, and never a stack).
 */
export function smtpFailureReason(error: unknown): string {
  const { response, responseCode } = (error ?? {}) as NodemailerError;
  if (typeof responseCode === 'number' && response) return response.replace(/\s+/g, ' ').trim().slice(0, 300);
  return GENERIC_REASONS[classifySmtpFailure(error)];
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
