import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
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
  organizationOfOutbox,
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

export interface DeliverMailData {
  outboxId: number;
  /** Each step runs in this organization's scope; jobs queued before it was sent look it up. */
  organizationId?: number;
}

export function createDeliverMailJob(deps: {
  db: Db;
  /** Each step of the job runs in the mail's organization (ADR 12). */
  tenancy: Pick<Tenancy, 'inOrganization' | 'asSystem'>;
  mailer: Mailer;
  mailFrom: string;
  clock: Clock;
  logger: Logger;
  retry?: MailRetry;
  /** Called once a mail of a communication is sent or given up, so its status can follow. */
  onFinished?: (organizationId: number, communicationId: number) => Promise<void>;
}): JobDefinition<DeliverMailData> {
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;
  return {
    name: 'deliver-mail',
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    // A worker polls every second or so: a batch per poll keeps a 200-guest invitation to seconds, not minutes.
    batchSize: 25,
    async handle({ outboxId, organizationId }, meta) {
      // Jobs queued before they named their organization: a cross-tenant look-up of the row's.
      const organization =
        organizationId ?? (await deps.tenancy.asSystem(() => organizationOfOutbox(deps.db, outboxId)));
      if (organization === null) return;
      // One short transaction per step: none stays open while the mail server answers.
      const step = <T>(work: () => Promise<T>) => deps.tenancy.inOrganization(organization, work);
      const row = await step(() => claimOutbox(deps.db, organization, outboxId));
      if (!row) return;
      const finished = async () => {
        const { communicationId } = row;
        if (communicationId !== null && deps.onFinished)
          await step(() => deps.onFinished!(organization, communicationId));
      };
      if (!deps.mailer.enabled) {
        await step(() => markOutbox(deps.db, organization, row.id, { status: 'kept' }));
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
        await step(() => markOutboxSent(deps.db, organization, row.id, deps.clock.now()));
        await finished();
      } catch (error) {
        const last = meta.retryCount >= meta.retryLimit;
        await step(() =>
          markOutbox(deps.db, organization, row.id, { status: last ? 'failed' : 'sending', lastError: String(error) }),
        );
        deps.logger.warn({ err: error, outboxId, retry: meta.retryCount }, 'mail delivery failed');
        if (last) await finished();
        throw error;
      }
    },
  };
}

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

    outbox: (organizationId: number, limit = 50) => listOutbox(deps.db, organizationId, limit),
  };
}

export type MailService = ReturnType<typeof createMailService>;
