import net from 'node:net';

/**
 * A TCP proxy that can cut the line: it stands in for the network between the app and a server (PostgreSQL, a mail
 * server) where stopping the server itself is not possible. `cut` drops every connection and refuses new ones until
 * `restore`; the port stays the same.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  function track(socket: net.Socket) {
    // Request-and-answer protocols (SMTP, PostgreSQL) would wait on Nagle's algorithm at every hop.
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async function listen() {
    const created = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve());
    });
    port = (created.address() as net.AddressInfo).port;
    server = created;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Open connections through the proxy. */
    connections: () => sockets.size / 2,
    /** Drops every connection and refuses new ones. */
    async cut() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** Accepts connections again, on the same port. */
    async restore() {
      if (!server) await listen();
    },
    async close() {
      await this.cut();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
