import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { classifySmtpFailure, smtpFailureReason, type Mailer } from '../../integrations/mail/mailer.ts';
import { messageIdOf } from '../../integrations/mail/message-id.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BatchOutcome, JobDefinition, JobItem } from '../../jobs/queue.ts';
import { sentMarks } from './sent-marks.ts';
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

export const DEFAULT_MAIL_RETRY: MailRetry = { limit: 8, delaySeconds: 5 };

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
  /** Seconds a worker rests after finding the mail server unreachable: doubling from 2 up to 30, reset by a send. */
  let pause = 0;
  const nextPause = () => (pause = Math.min(30, Math.max(2, pause * 2)));

  /** The jobs of one organization: read, send, mark as each mail goes; returns what failed or was put off. */
  async function deliver(organization: number, items: JobItem<DeliverMailData>[]): Promise<BatchOutcome> {
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
      return { failed: [] };
    }
    // Each mail is marked sent as soon as the server took it (ADR 20): a crash then repeats only the mails whose own
    // SMTP transaction it cut, not the rest of the batch.
    const marks = sentMarks((ids) => step(() => markOutboxRowsSent(deps.db, organization, ids, deps.clock.now())));
    // The pool carries as many at once as it has connections and queues the rest: the batch bounds what is held.
    const outcomes = await Promise.allSettled(
      rows.map(async (row) => {
        await deps.mailer.send({
          from: deps.mailFrom,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments,
          messageId: messageIdOf(row.dedupeKey, deps.mailFrom),
        });
        marks.add(row.id);
      }),
    );
    await marks.flushed();
    const sent = rows.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    const failures = rows.flatMap((row, i) => {
      const outcome = outcomes[i]!;
      if (outcome.status === 'fulfilled') return [];
      const job = jobOf.get(row.id)!;
      const error = outcome.reason as unknown;
      return [{ row, job, error, kind: classifySmtpFailure(error) }];
    });
    // Nothing went and the server could not be reached: the whole batch waits, no attempt counted.
    if (sent.length === 0 && failures.length > 0 && failures.every((f) => f.kind === 'unreachable')) {
      deps.logger.warn({ err: failures[0]!.error, mails: failures.length }, 'mail server unreachable; send put off');
      return { failed: [], deferred: { ids: failures.map((f) => f.job.id), seconds: nextPause() } };
    }
    pause = 0;
    const given = failures.filter((f) => f.kind === 'permanent' || f.job.retryCount >= f.job.retryLimit);
    await step(async () => {
      for (const { row, error } of failures) {
        await markOutbox(deps.db, organization, row.id, {
          status: given.some((g) => g.row === row) ? 'failed' : 'sending',
          lastError: smtpFailureReason(error),
        });
      }
      await finish([...sent, ...given.map((f) => f.row)].map((r) => r.communicationId));
    });
    for (const { row, job, error, kind } of failures) {
      deps.logger.warn({ err: error, outboxId: row.id, retry: job.retryCount, kind }, 'mail delivery failed');
    }
    // A permanent refusal is done with (its row says failed); the others are retried with backoff.
    return {
      failed: failures.filter((f) => f.kind !== 'permanent').map(({ job, error }) => ({ id: job.id, error })),
    };
  }

  async function handleBatch(items: JobItem<DeliverMailData>[]): Promise<BatchOutcome> {
    const byOrganization = new Map<number, JobItem<DeliverMailData>[]>();
    for (const item of items) {
      // Jobs queued before they named their organization: a cross-tenant look-up of the row's.
      const organization =
        item.data.organizationId ??
        (await deps.tenancy.asSystem(() => organizationOfOutbox(deps.db, item.data.outboxId)));
      if (organization === null) continue;
      byOrganization.set(organization, [...(byOrganization.get(organization) ?? []), item]);
    }
    const outcome: Required<BatchOutcome> = { failed: [], deferred: { ids: [], seconds: 0 } };
    for (const [organization, group] of byOrganization) {
      const part = await deliver(organization, group);
      outcome.failed.push(...part.failed);
      if (part.deferred) {
        outcome.deferred.ids.push(...part.deferred.ids);
        outcome.deferred.seconds = Math.max(outcome.deferred.seconds, part.deferred.seconds);
      }
    }
    return outcome.deferred.ids.length ? outcome : { failed: outcome.failed };
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
      const { failed, deferred } = await handleBatch([{ id: '', data, ...meta }]);
      if (failed[0]) throw failed[0].error;
      if (deferred) throw new Error('The mail server cannot be reached');
    },
  };
}
