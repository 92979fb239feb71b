import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderMail, type MailContent } from '../../integrations/mail/layout.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import { claimOutbox, insertOutbox, listOutbox, markOutbox } from './mail.repository.ts';

export interface QueuedMail {
  organizationId: number;
  kind: string;
  to: string;
  /** Unique per (purpose, recipient): the same key twice sends once. */
  dedupeKey: string;
  content: MailContent;
}

export function createDeliverMailJob(deps: {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  clock: Clock;
  logger: Logger;
}): JobDefinition<{ outboxId: number }> {
  return {
    name: 'deliver-mail',
    retryLimit: 5,
    retryDelaySeconds: 5,
    async handle({ outboxId }, meta) {
      const row = await claimOutbox(deps.db, outboxId);
      if (!row) return;
      if (!deps.mailer.enabled) {
        await markOutbox(deps.db, row.id, { status: 'kept' });
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
        await markOutbox(deps.db, row.id, { status: 'sent', sentAt: deps.clock.now(), lastError: null });
      } catch (error) {
        const last = meta.retryCount >= meta.retryLimit;
        await markOutbox(deps.db, row.id, { status: last ? 'failed' : 'sending', lastError: String(error) });
        deps.logger.warn({ err: error, outboxId, retry: meta.retryCount }, 'mail delivery failed');
        throw error;
      }
    },
  };
}

export function createMailService(deps: { db: Db; queue: Queue; deliverJob: JobDefinition<{ outboxId: number }> }) {
  return {
    /** Writes the outbox row and its delivery job in the caller's transaction (ARCHITECTURE.md §3.7). */
    async queue(tx: Executor, mail: QueuedMail) {
      const rendered = renderMail(mail.content);
      const id = await insertOutbox(tx, {
        organizationId: mail.organizationId,
        dedupeKey: mail.dedupeKey,
        kind: mail.kind,
        toAddress: mail.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
      if (id !== null) await deps.queue.enqueue(tx, deps.deliverJob, { outboxId: id });
    },
    outbox: (organizationId: number, limit = 50) => listOutbox(deps.db, organizationId, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
