import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One caught message as the specs read it from the mail folder. */
export interface CaughtMail {
  /** Recipient addresses, lower-cased, comma-separated (envelope and To header). */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO time the receiver accepted it. */
  date: string;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

/**
 * A real SMTP server on 127.0.0.1 that writes each message as JSON into `folder`. The specs run in other
 * processes than the global setup, so a folder is how they see the mail.
 */
export async function startSmtpReceiver(port: number, folder: string): Promise<SMTPServer> {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const to = [...new Set([...envelope, ...addresses(parsed.to)].map((a) => a.toLowerCase()))].join(', ');
          const mail: CaughtMail = {
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: new Date().toISOString(),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(4, '0')}`;
          // Write then rename, so a reader never sees half a file. (Only strings and a trailing newline:
          // the output is already as Prettier would write it, so `prettier --check` passes over the folder.)
          const temporary = path.join(folder, `${name}.tmp`);
          fs.writeFileSync(temporary, `${JSON.stringify(mail, null, 2)}\n`);
          fs.renameSync(temporary, path.join(folder, `${name}.json`));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
