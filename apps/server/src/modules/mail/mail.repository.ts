import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export type OutboxInsert = typeof mailOutbox.$inferInsert;

/** Returns the new row's id, or null when a row with this dedupe key exists already. */
export async function insertOutbox(db: Executor, values: OutboxInsert) {
  return (await insertOutboxRows(db, [values]))[0]?.id ?? null;
}

/** Many rows in one statement; returns the new ones (a known dedupe key is skipped). */
export async function insertOutboxRows(db: Executor, values: OutboxInsert[]) {
  if (values.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id, organizationId: mailOutbox.organizationId });
}

/** A named cross-tenant look-up (ADR 12): the organization of a delivery job queued before jobs carried it. */
export async function organizationOfOutbox(db: Executor, id: number) {
  const [row] = await db
    .select({ organizationId: mailOutbox.organizationId })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row?.organizationId ?? null;
}

/** An attempt that failed: to be retried ('sending') or given up ('failed'). */
export async function markOutbox(
  db: Executor,
  organizationId: number,
  id: number,
  values: { status: 'failed' | 'sending'; lastError: string },
) {
  // A mail given up for good will never be sent: its body (and any secret in it) goes as for a delivered one.
  const purge = values.status === 'failed' ? { html: '', text: '', attachments: null } : {};
  // Never over a mail marked sent meanwhile (another attempt that got through).
  await db
    .update(mailOutbox)
    .set({ ...values, ...purge, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.organizationId, organizationId),
        eq(mailOutbox.id, id),
        inArray(mailOutbox.status, ['pending', 'sending']),
      ),
    );
}

export async function listOutbox(db: Executor, organizationId: number, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, organizationId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/**
 * The rows of a batch still to deliver; rows delivered (or given up) already are left out. A read, not a claim: an
 * update here would write every row (bodies and all) once more per attempt, and a row is guarded by its one job.
 */
export async function outboxRowsToSend(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.organizationId, organizationId),
        inArray(mailOutbox.id, ids),
        inArray(mailOutbox.status, ['pending', 'sending']),
      ),
    );
}

/**
 * A delivered mail keeps what the history needs (to, subject, kind, status, when) and loses its body: bodies carry
 * reset links, codes and RSVP tokens that must not sit in the database once the mail has left.
 */
export async function markOutboxRowsSent(db: Executor, organizationId: number, ids: number[], sentAt: Date) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt,
      lastError: null,
      html: '',
      text: '',
      attachments: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(eq(mailOutbox.organizationId, organizationId), inArray(mailOutbox.id, ids)));
}

/**
 * The current transaction commits without waiting for the disk: for marks whose loss (only with the database itself,
 * never with this process) costs a repeated mail, where waiting would widen the window a crash repeats (ADR 20).
 */
export async function commitWithoutWaiting(db: Executor) {
  await db.execute(sql`set local synchronous_commit = off`);
}

/** Rows kept in the outbox (no SMTP server), many in one statement. */
export async function markOutboxRowsKept(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'kept' })
    .where(and(eq(mailOutbox.organizationId, organizationId), inArray(mailOutbox.id, ids)));
}
