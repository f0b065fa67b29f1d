import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server, that a test can cut (every connection destroyed and new
 * ones refused), stall (new connections accepted but never answered) and restore.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'stall' = 'open';
  let server: net.Server | null = null;
  let port = 0;

  function onConnection(client: net.Socket) {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'stall') return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async function listen() {
    server = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) port = address.port;
  }

  function destroyAll() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  async function closeListener() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Every connection dropped, new ones refused. */
    async cut() {
      mode = 'open';
      const closing = closeListener();
      destroyAll();
      await closing;
    },
    /** Open connections go silent (bytes are swallowed), new ones are accepted and never answered. */
    freeze() {
      mode = 'stall';
      for (const socket of sockets) {
        socket.unpipe();
        socket.removeAllListeners('data');
        socket.on('data', () => {});
      }
    },
    /** Every connection dropped; new ones accepted but never answered, like a host gone silent. */
    async stall() {
      destroyAll();
      mode = 'stall';
      if (!server) await listen();
    },
    async restore() {
      destroyAll();
      mode = 'open';
      if (!server) await listen();
    },
    async close() {
      const closing = closeListener();
      destroyAll();
      await closing;
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
