import type { Db, Executor } from '../../db/client.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { DeliverMailData } from './mail.delivery.ts';
import { insertOutbox, insertOutboxRows, listOutbox } from './mail.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { MailPort, QueuedMail } from './mail.port.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const OUTBOX_BATCH = 1_000;

export function createMailService(deps: { db: Db; queue: Queue; deliverJob: JobDefinition<DeliverMailData> }) {
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
      if (id !== null) {
        await deps.queue.enqueue(tx, deps.deliverJob, { outboxId: id, organizationId: mail.organizationId });
      }
    },

    /** Many mails: one outbox row each and their delivery jobs, a batch per statement, in the caller's transaction. */
    async queueMany(tx: Executor, mails: QueuedMail[]) {
      let queued = 0;
      for (let i = 0; i < mails.length; i += OUTBOX_BATCH) {
        const rows = await insertOutboxRows(tx, mails.slice(i, i + OUTBOX_BATCH).map(rowOf));
        await deps.queue.enqueueMany(
          tx,
          deps.deliverJob,
          rows.map((row) => ({ outboxId: row.id, organizationId: row.organizationId })),
        );
        queued += rows.length;
      }
      return queued;
    },

    /** After the transaction that queued mails commits: this process's delivery workers start at once. */
    wake: () => deps.queue.wake(deps.deliverJob),

    outbox: (organizationId: number, limit = 50) => listOutbox(deps.db, organizationId, limit),
  };
}

export type MailService = Implements<MailPort, ReturnType<typeof createMailService>>;
