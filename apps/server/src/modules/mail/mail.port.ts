import type { Executor } from '../../db/client.ts';
import type { MailAttachment, MailContent } from '../../integrations/mail/layout.ts';

/** What other modules use of mail (docs/architecture.md, "Ports"). */
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

export interface MailPort {
  /** Writes the outbox row and its delivery job in the caller's transaction (ARCHITECTURE.md §3.7). */
  queue(tx: Executor, mail: QueuedMail): Promise<void>;
  /** Many mails in the caller's transaction; answers how many were queued (a dedupe key seen before sends once). */
  queueMany(tx: Executor, mails: QueuedMail[]): Promise<number>;
  /** After the transaction that queued mails commits: this process's delivery workers start at once. */
  wake(): void;
}
