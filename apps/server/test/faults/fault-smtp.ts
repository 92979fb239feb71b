import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTcpProxy } from './tcp-proxy.ts';

/** What the receiver does with the next mails (changeable at any moment). */
export interface FaultSmtpBehaviour {
  /** Refuse each address's first n attempts with 451 (a temporary refusal). */
  tempFailFirst: number;
  /** Addresses refused with 550 every time (a permanent refusal: an unknown mailbox). */
  unknownMailbox: (address: string) => boolean;
  /** Drop the connection in the middle of each address's first n attempts. */
  dropFirst: number;
  /** Milliseconds before each mail is accepted (a slow server). */
  delayMs: number;
  /** Hold every mail's final answer until `releaseHeld` (the mail's SMTP transaction stays open). */
  hold: boolean;
  /** Start holding once this many mails were accepted. */
  holdAfter: number;
}

interface Received {
  messageId: string;
  to: string;
  /** Date.now() when it was accepted. */
  at: number;
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * A real SMTP receiver that misbehaves on request: refuses (4xx, 5xx), drops connections, answers slowly, holds
 * mails mid-transaction, or is down altogether (behind a proxy that refuses connections). Counts what it accepted by
 * Message-ID, so repeats show. Used by the reliability tests and `npm run faults`.
 */
export async function startFaultSmtp(initial: Partial<FaultSmtpBehaviour> = {}) {
  const behaviour: FaultSmtpBehaviour = {
    tempFailFirst: 0,
    unknownMailbox: () => false,
    dropFirst: 0,
    delayMs: 0,
    hold: false,
    holdAfter: Infinity,
    ...initial,
  };
  const received: Received[] = [];
  /** Every mail that reached DATA, accepted or not. */
  const tried: { to: string; messageId: string }[] = [];
  const attempts = new Map<string, number>();
  /** Each held mail's release, with its client's connection. */
  const held = new Map<() => void, Socket | undefined>();
  let refusedPermanently = 0;
  let refusedTemporarily = 0;
  let dropped = 0;

  /** The connection of a session (smtp-server keeps its connections in a set; each knows its socket). */
  const socketOf = (id: string) => {
    const connections = (server as unknown as { connections: Set<{ id: string; _socket: Socket }> }).connections;
    return [...connections].find((c) => c.id === id)?._socket;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (behaviour.unknownMailbox(address.address)) {
        refusedPermanently++;
        return callback(Object.assign(new Error('5.1.1 Unknown mailbox'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const head = text.slice(0, Math.max(0, text.search(/\r?\n\r?\n/)));
        const to = session.envelope.rcptTo[0]?.address ?? header(head, 'To');
        const attempt = (attempts.get(to) ?? 0) + 1;
        attempts.set(to, attempt);
        tried.push({ to, messageId: header(head, 'Message-ID') });
        if (attempt <= behaviour.dropFirst) {
          dropped++;
          // The connection goes before the answer: the client cannot know whether the mail arrived (it did not).
          socketOf(session.id)?.destroy();
          return;
        }
        if (attempt <= behaviour.tempFailFirst) {
          refusedTemporarily++;
          return callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
        }
        const accept = () => {
          received.push({ messageId: header(head, 'Message-ID'), to, at: Date.now() });
          callback();
        };
        const answer = () => (behaviour.delayMs ? setTimeout(accept, behaviour.delayMs) : accept());
        if (!behaviour.hold && received.length < behaviour.holdAfter) return answer();
        // Held: answered on release only if the client is still there; a client that died never hears 250.
        const socket = socketOf(session.id);
        const release = () => {
          held.delete(release);
          if (socket && !socket.destroyed) answer();
        };
        held.set(release, socket);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const inner = (server.server.address() as { port: number }).port;
  // Clients connect through a proxy: "down" refuses connections on the address they use.
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: inner });

  return {
    url: `smtp://127.0.0.1:${proxy.port}`,
    behaviour,
    received,
    tried,
    /** Mails accepted, distinct Message-IDs, and accepted more than once. */
    counts() {
      const ids = new Map<string, number>();
      for (const r of received) ids.set(r.messageId, (ids.get(r.messageId) ?? 0) + 1);
      return {
        received: received.length,
        distinct: ids.size,
        repeated: [...ids.values()].filter((n) => n > 1).length,
        refusedPermanently,
        refusedTemporarily,
        dropped,
      };
    },
    attemptsOf: (address: string) => attempts.get(address) ?? 0,
    /** Client connections open now. */
    openConnections: () => proxy.connections(),
    held: () => held.size,
    /** Held mails whose client is still connected (a release would answer them). */
    heldConnected: () => [...held.values()].filter((socket) => socket && !socket.destroyed).length,
    releaseHeld() {
      behaviour.hold = false;
      behaviour.holdAfter = Infinity;
      for (const release of [...held.keys()]) release();
    },
    /** The server goes away: connections drop and new ones are refused. */
    down: () => proxy.cut(),
    up: () => proxy.restore(),
    async waitUntil(predicate: () => boolean, timeoutMs: number, what: string) {
      const start = Date.now();
      while (!predicate()) {
        if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return Date.now() - start;
    },
    async close() {
      await proxy.close();
      for (const release of [...held.keys()]) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultSmtp = Awaited<ReturnType<typeof startFaultSmtp>>;
