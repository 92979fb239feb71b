import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderMail, type MailAttachment, type MailContent } from '../../integrations/mail/layout.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import {
  claimOutbox,
  insertOutbox,
  insertOutboxRows,
  listOutbox,
  markOutbox,
  markOutboxSent,
} from './mail.repository.ts';

export interface QueuedMail {
  organizationId: number;
  kind: string;
  to: string;
  /** Unique per (purpose, recipient): the same key twice sends once. */
  dedupeKey: string;
  content: MailContent;
  attachments?: MailAttachment[];
  /** The invitation or message the mail belongs to. */
  communicationId?: number;
}

/** Retries of a mail that the SMTP server refuses: retryLimit attempts after the first, delays doubling. */
export interface MailRetry {
  limit: number;
  delaySeconds: number;
}

export const DEFAULT_MAIL_RETRY: MailRetry = { limit: 5, delaySeconds: 5 };

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const OUTBOX_BATCH = 1_000;

export function createDeliverMailJob(deps: {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  clock: Clock;
  logger: Logger;
  retry?: MailRetry;
  /** Called once a mail of a communication is sent or given up, so its status can follow. */
  onFinished?: (communicationId: number) => Promise<void>;
}): JobDefinition<{ outboxId: number }> {
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;
  return {
    name: 'deliver-mail',
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    // A worker polls every second or so: a batch per poll keeps a 200-guest invitation to seconds, not minutes.
    batchSize: 25,
    async handle({ outboxId }, meta) {
      const row = await claimOutbox(deps.db, outboxId);
      if (!row) return;
      const finished = async () => {
        if (row.communicationId !== null && deps.onFinished) await deps.onFinished(row.communicationId);
      };
      if (!deps.mailer.enabled) {
        await markOutbox(deps.db, row.id, { status: 'kept' });
        await finished();
        return;
      }
      try {
        await deps.mailer.send({
          from: deps.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments,
        });
        await markOutboxSent(deps.db, row.id, deps.clock.now());
        await finished();
      } catch (error) {
        const last = meta.retryCount >= meta.retryLimit;
        await markOutbox(deps.db, row.id, { status: last ? 'failed' : 'sending', lastError: String(error) });
        deps.logger.warn({ err: error, outboxId, retry: meta.retryCount }, 'mail delivery failed');
        if (last) await finished();
        throw error;
      }
    },
  };
}

export function createMailService(deps: { db: Db; queue: Queue; deliverJob: JobDefinition<{ outboxId: number }> }) {
  const rowOf = (mail: QueuedMail) => {
    const rendered = renderMail(mail.content);
    return {
      organizationId: mail.organizationId,
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      toAddress: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: mail.attachments ?? null,
      communicationId: mail.communicationId ?? null,
    };
  };

  return {
    /** Writes the outbox row and its delivery job in the caller's transaction (ARCHITECTURE.md §3.7). */
    async queue(tx: Executor, mail: QueuedMail) {
      const id = await insertOutbox(tx, rowOf(mail));
      if (id !== null) await deps.queue.enqueue(tx, deps.deliverJob, { outboxId: id });
    },

    /** Many mails: one outbox row each and their delivery jobs, a batch per statement, in the caller's transaction. */
    async queueMany(tx: Executor, mails: QueuedMail[]) {
      let queued = 0;
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const ids = await insertOutboxRows(tx, mails.slice(i, i + OUTBOX_BATCH).map(rowOf));
        await deps.queue.enqueueMany(
          tx,
          deps.deliverJob,
          ids.map((outboxId) => ({ outboxId })),
        );
        queued += ids.length;
      }
      return queued;
    },

    outbox: (organizationId: number, limit = 50) => listOutbox(deps.db, organizationId, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
