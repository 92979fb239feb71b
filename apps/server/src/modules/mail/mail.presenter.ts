import type { OutboxMailRecord } from '@huddle/domain/contracts/mail';
import type { mailOutbox } from '../../db/schema/mail.ts';

export function presentOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMailRecord {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
