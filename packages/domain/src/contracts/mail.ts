import { z } from 'zod';

/**
 * The JSON of the development outbox (GET /api/dev/outbox, docs/api-auth.md): the mail module's response contract,
 * in the pattern of contracts/events.ts. Only admins read it, and only in development.
 */

const instant = z.iso.datetime();

/** A mail of the outbox; its status is the outbox row's (db/schema/mail.ts). */
export const outboxMailSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'kept', 'failed']),
  created_at: instant,
});

/** GET /api/dev/outbox: the organization's latest mails. */
export const outboxResponse = z.object({ data: z.array(outboxMailSchema) });

export type OutboxMailRecord = z.infer<typeof outboxMailSchema>;
export type OutboxResponse = z.infer<typeof outboxResponse>;
