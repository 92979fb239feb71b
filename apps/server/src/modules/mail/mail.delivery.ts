import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import {
  classifySmtpFailure,
  smtpFailureReason,
  type Mailer,
  type SmtpFailure,
} from '../../integrations/mail/mailer.ts';
import { messageIdOf } from '../../integrations/mail/message-id.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BatchOutcome, JobDefinition, JobItem } from '../../jobs/queue.ts';
import {
  commitWithoutWaiting,
  markOutbox,
  markOutboxRowsKept,
  markOutboxRowsSent,
  organizationOfOutbox,
  outboxRowsToSend,
} from './mail.repository.ts';
import { sentMarks } from './sent-marks.ts';

type OutboxRow = Awaited<ReturnType<typeof outboxRowsToSend>>[number];

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
  /**
   * The database runs in a process of its own (PostgreSQL): a sent mark may then commit without waiting for the disk,
   * since a crash of this process cannot lose it. PGlite lives in this process, so there it waits.
   */
  separateDatabase: boolean;
  /** Called once a mail of a communication is sent or given up, so its status can follow. */
  onFinished?: (organizationId: number, communicationId: number) => Promise<void>;
}): JobDefinition<DeliverMailData> {
  const retry = deps.retry ?? DEFAULT_MAIL_RETRY;
  /** Seconds a worker rests after finding the mail server unreachable: doubling from 2 up to 30, reset by a send. */
  let pause = 0;
  const nextPause = () => (pause = Math.min(30, Math.max(2, pause * 2)));

  /**
   * Sends the rows over a few lanes (twice the pool's connections, so each connection has its next mail ready):
   * only that many mails are ever in an SMTP transaction, so stopping starts nothing new and a slow server holds
   * no more than the batch. A server that cannot be reached stops the lanes until one mail goes.
   */
  async function sendAll(rows: OutboxRow[], marks: ReturnType<typeof sentMarks>, stopping: AbortSignal) {
    const waiting = [...rows];
    const sent: OutboxRow[] = [];
    const failures: { row: OutboxRow; error: unknown; kind: SmtpFailure }[] = [];
    // Start nothing new once the process stops, the server is out of reach, or sent mails cannot be marked.
    const halted = () => stopping.aborted || marks.failing() || failures.some((f) => f.kind === 'unreachable');
    const lane = async () => {
      for (let row = waiting.shift(); row; row = halted() ? undefined : waiting.shift()) {
        try {
          await deps.mailer.send({
            from: deps.mailFrom,
            to: row.toAddress,
            subject: row.subject,
            html: row.html,
            text: row.text,
            attachments: row.attachments,
            messageId: messageIdOf(row.dedupeKey, deps.mailFrom),
          });
          sent.push(row);
          marks.add(row.id);
        } catch (error) {
          failures.push({ row, error, kind: classifySmtpFailure(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(rows.length, deps.mailer.concurrency * 2) }, lane));
    return { sent, failures, unstarted: waiting.map((row) => ({ row })) };
  }

  /** The jobs of one organization: read, send, mark as each mail goes; returns what failed or was put off. */
  async function deliver(
    organization: number,
    items: JobItem<DeliverMailData>[],
    stopping: AbortSignal,
  ): Promise<BatchOutcome> {
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
    const marks = sentMarks((ids) =>
      step(async () => {
        if (deps.separateDatabase) await commitWithoutWaiting(deps.db);
        await markOutboxRowsSent(deps.db, organization, ids, deps.clock.now());
      }),
    );
    const { sent, failures: all, unstarted } = await sendAll(rows, marks, stopping);
    await marks.flushed();
    // Mails that met a server out of reach were not attempted, like the ones never started (shutting down, marks
    // failing): back to the queue without counting an attempt.
    const unreachable = all.some((f) => f.kind === 'unreachable');
    const putOff = [...all.filter((f) => f.kind === 'unreachable'), ...unstarted].map((f) => f.row);
    const failures = all.filter((f) => !putOff.includes(f.row));
    const deferred = putOff.length
      ? { deferred: { ids: putOff.map((r) => jobOf.get(r.id)!.id), seconds: unreachable ? nextPause() : 0 } }
      : {};
    if (unreachable) {
      const first = all.find((f) => f.kind === 'unreachable')!;
      deps.logger.warn(
        { reason: smtpFailureReason(first.error), mails: putOff.length },
        'mail server unreachable; put off',
      );
    } else if (sent.length) pause = 0;
    const retryCountOf = (row: OutboxRow) => jobOf.get(row.id)!.retryCount;
    const lastTry = (row: OutboxRow) => retryCountOf(row) >= jobOf.get(row.id)!.retryLimit;
    const given = failures.filter((f) => f.kind === 'permanent' || lastTry(f.row));
    if (failures.length || sent.length) {
      await step(async () => {
        for (const { row, error } of failures) {
          await markOutbox(deps.db, organization, row.id, {
            status: given.some((g) => g.row === row) ? 'failed' : 'sending',
            lastError: smtpFailureReason(error),
          });
        }
        await finish([...sent, ...given.map((f) => f.row)].map((r) => r.communicationId));
      });
    }
    for (const { row, error, kind } of failures) {
      const reason = smtpFailureReason(error);
      deps.logger.warn({ reason, outboxId: row.id, retry: retryCountOf(row), kind }, 'mail delivery failed');
    }
    // A permanent refusal is done with (its row says failed); the others are retried with backoff.
    return {
      failed: failures
        .filter((f) => f.kind !== 'permanent')
        .map(({ row, error }) => ({ id: jobOf.get(row.id)!.id, error })),
      ...deferred,
    };
  }

  async function handleBatch(items: JobItem<DeliverMailData>[], stopping: AbortSignal): Promise<BatchOutcome> {
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
      const part = await deliver(organization, group, stopping);
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
      const { failed, deferred } = await handleBatch([{ id: '', data, ...meta }], new AbortController().signal);
      if (failed[0]) throw failed[0].error;
      if (deferred) throw new Error('The mail server cannot be reached');
    },
  };
}
