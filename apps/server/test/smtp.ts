import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP receiver on a free local port; collects every message it accepts. */
export async function startSmtpReceiver(
  options: {
    failFirst?: number;
    /** Addresses refused (451) every time. */ refuse?: (address: string) => boolean;
  } = {},
) {
  const messages: ParsedMail[] = [];
  const refusals: string[] = [];
  let failures = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        refusals.push(address.address);
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (failures > 0) {
            failures -= 1;
            const error = Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 });
            return callback(error);
          }
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Every refused attempt, by address. */
    refusals,
    async waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs = 15_000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail arrived in ${timeoutMs} ms; got ${messages.map((m) => m.subject).join(', ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
