// A TCP proxy between the app's pool and PostgreSQL that a test can cut: `partition()` keeps every socket
// open but lets nothing through (a silent network partition: no reset, no error, just silence), `heal()`
// forwards again. Connections that lost bytes in the partition are closed on healing, as the peers' TCP
// stacks would have given up on them by then.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes were dropped: the protocol stream is broken for good. */
  lost: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let silent = false;

  const forward = (pair: Pair, to: Socket) => (chunk: Buffer) => {
    if (silent) pair.lost = true;
    else to.write(chunk);
  };

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, lost: false };
    pairs.add(pair);
    client.on('data', forward(pair, upstream));
    upstream.on('data', forward(pair, client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port.');

  return {
    port: address.port,
    partition() {
      silent = true;
    },
    heal() {
      silent = false;
      for (const pair of pairs) {
        if (!pair.lost) continue;
        pair.client.destroy();
        pair.upstream.destroy();
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
