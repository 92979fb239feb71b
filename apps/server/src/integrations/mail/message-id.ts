import { createHash } from 'node:crypto';

/**
 * The Message-ID of an outbox row: derived from its unique key, so every attempt at one mail (a retry, a repeat
 * after a crash) carries the same id and mail clients and servers see one message.
 */
export function messageIdOf(dedupeKey: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'huddle.localhost';
  const hash = createHash('sha256').update(dedupeKey).digest('base64url').slice(0, 32);
  return `<${hash}@${domain}>`;
}
