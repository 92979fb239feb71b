import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition, JobItem } from '../../jobs/queue.ts';
import {
  markOutbox,
  markOutboxRowsKept,
  markOutboxRowsSent,
  organizationOfOutbox,
  outboxRowsToSend,
} from './mail.repository.ts';

/** Retries of a mail that the SMTP server refuses: retryLimit attempts after the first, delays doubling. */
export interface MailRetry {
  limit: number;
  delaySeconds: number;
}

export const DEFAULT_MAIL_RETRY: MailRetry = { limit: 5, delaySeconds: 5 };

export interface DeliverMailData {
  outboxId: number;
  /** Each step runs in this organization's scope; jobs queued before it was sent look it up. */
  organizationId?: number;
}

/**
 * Jobs fetched at once. A batch is read in one statement, sent over the pooled connections together and marked
 * in one statement, so the database work per mail is a fraction of a statement (ADR 16).
 */
const BATCH = 200;

/**
 * The delivery job: one pg-boss job per outbox row, so each mail is retried (with backoff) and failed on its own,
 * handled in batches. A row leaves 'pending'/'sending' only once, so a job run twice never mails anyone twice.
 */
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

  /** The jobs of one organization: read, send, mark; returns the jobs that failed. */
  async function deliver(organization: number, items: JobItem<DeliverMailData>[]) {
    // One short transaction per step: none stays open while the mail server answers.
    const step = <T>(work: () => Promise<T>) => deps.tenancy.inOrganization(organization, work);
    const rows = await step(() =>
      outboxRowsToSend(
        deps.db,
        organization,
        items.map((i) => i.data.outboxId),
      ),
    );
    const jobOf = new Map(items.map((i) => [i.data.outboxId, i]));
    const finish = async (communications: (number | null)[]) => {
      if (!deps.onFinished) return;
      // In id order: each settle locks its communication, and two batches must not take two locks crosswise.
      const ids = [...new Set(communications)].filter((id) => id !== null).sort((a, b) => a - b);
      for (const id of ids) await deps.onFinished(organization, id);
    };
    if (!deps.mailer.enabled) {
      await step(async () => {
        await markOutboxRowsKept(
          deps.db,
          organization,
          rows.map((r) => r.id),
        );
        await finish(rows.map((r) => r.communicationId));
      });
      return [];
    }
    // The pool carries as many at once as it has connections and queues the rest: the batch bounds what is held.
    const outcomes = await Promise.allSettled(
      rows.map((row) =>
        deps.mailer.send({
          from: deps.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments,
        }),
      ),
    );
    const sent = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    const failed = rows.flatMap((row, i) => {
      const outcome = outcomes[i]!;
      if (outcome.status === 'fulfilled') return [];
      const job = jobOf.get(row.id)!;
      return [{ row, job, error: outcome.reason as unknown, last: job.retryCount >= job.retryLimit }];
    });
    await step(async () => {
      await markOutboxRowsSent(
        deps.db,
        organization,
        sent.map((r) => r.id),
        deps.clock.now(),
      );
      for (const { row, error, last } of failed) {
        await markOutbox(deps.db, organization, row.id, {
          status: last ? 'failed' : 'sending',
          lastError: String(error),
        });
      }
      await finish([...sent, ...failed.filter((f) => f.last).map((f) => f.row)].map((r) => r.communicationId));
    });
    for (const { row, job, error } of failed) {
      deps.logger.warn({ err: error, outboxId: row.id, retry: job.retryCount }, 'mail delivery failed');
    }
    return failed.map(({ job, error }) => ({ id: job.id, error }));
  }

  async function handleBatch(items: JobItem<DeliverMailData>[]) {
    const byOrganization = new Map<number, JobItem<DeliverMailData>[]>();
    for (const item of items) {
      // Jobs queued before they named their organization: a cross-tenant look-up of the row's.
      const organization =
        item.data.organizationId ??
        (await deps.tenancy.asSystem(() => organizationOfOutbox(deps.db, item.data.outboxId)));
      if (organization === null) continue;
      byOrganization.set(organization, [...(byOrganization.get(organization) ?? []), item]);
    }
    const failures: { id: string; error: unknown }[] = [];
    for (const [organization, group] of byOrganization) failures.push(...(await deliver(organization, group)));
    return failures;
  }

  return {
    name: 'deliver-mail',
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    batchSize: BATCH,
    // Batches in flight together: while one is fetched, read or marked, the others keep the connections busy.
    workers: 3,
    handleBatch,
    async handle(data, meta) {
      const [failure] = await handleBatch([{ id: '', data, ...meta }]);
      if (failure) throw failure.error;
    },
  };
}
