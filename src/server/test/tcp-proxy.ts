import net from 'node:net';

/**
 * A TCP proxy on a port of its own that forwards to `target`, for tests that take a server away and bring it
 * back: `stop` refuses new connections and cuts the open ones (as a database that went down), `start` listens on
 * the same port again. It starts stopped, so a client pointed at it first finds nothing there.
 */
export interface TcpProxy {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the system chose it, so another test is unlikely to take it meanwhile). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    port,
    start: async () => {
      if (server) return;
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
      server = listening;
    },
    stop: async () => {
      const listening = server;
      server = null;
      if (!listening) return;
      const closed = new Promise((resolve) => listening.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
