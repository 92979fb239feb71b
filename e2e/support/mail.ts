import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './environment.ts';
import type { CaughtMail } from './smtp-receiver.ts';

export type { CaughtMail } from './smtp-receiver.ts';

interface WaitOptions {
  /** Only mail accepted at or after this time (e.g. the start of the step that sends it). */
  since?: Date;
  timeoutMs?: number;
}

function readAll(): CaughtMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')) as CaughtMail);
}

/**
 * Waits for a message to `to` (and matching `predicate`) to reach the test SMTP receiver, polling its
 * folder every 100 ms for up to 20 s. Returns the newest match.
 */
export async function waitForMail(
  to: string,
  predicate: (mail: CaughtMail) => boolean = () => true,
  { since, timeoutMs = 20_000 }: WaitOptions = {},
): Promise<CaughtMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const forAddress = readAll().filter(
      (mail) => mail.to.split(', ').includes(address) && (!since || new Date(mail.date).getTime() >= since.getTime()),
    );
    const match = forAddress.filter(predicate).at(-1);
    if (match) return match;
    if (Date.now() >= deadline) {
      const seen = forAddress.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
      throw new Error(`No matching mail to ${to} arrived within ${timeoutMs} ms (mail to that address: ${seen}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text (or HTML) whose path starts with `pathPrefix`. */
export function linkFrom(mail: CaughtMail, pathPrefix: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  const link = links
    .map((href) => href.replaceAll('&amp;', '&'))
    .find((href) => new URL(href).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`Mail "${mail.subject}" has no link to ${pathPrefix}:\n${mail.text}`);
  return link;
}

/** The one-time password (6 digits) in a sign-in code mail. */
export function otpFrom(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`Mail "${mail.subject}" has no 6-digit code:\n${mail.text}`);
  return code;
}
