/**
 * A TCP proxy on loopback in front of PostgreSQL that can stop passing the server's answers on, as a stopped host
 * or a partition that drops packets would: the connections stay open, the queries go out, nothing comes back until
 * it resumes (then everything held is delivered, in order).
 */
import { createServer, connect, type Socket } from 'node:net';

/** A running proxy. */
export interface StallingProxy {
  /** The database URL `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Holds every answer from now on. */
  stall(): void;
  /** Delivers what was held and passes answers on again. */
  resume(): void;
  close(): Promise<void>;
}

/** Starts a proxy to the server a PostgreSQL URL names. */
export async function stallingProxy(url: string): Promise<StallingProxy> {
  const target = new URL(url);
  let stalled = false;
  const pairs = new Set<{ client: Socket; server: Socket; held: Buffer[] }>();
  const proxy = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    const pair = { client, server, held: [] as Buffer[] };
    pairs.add(pair);
    client.on('data', (chunk) => server.write(chunk));
    server.on('data', (chunk) => (stalled ? pair.held.push(chunk) : client.write(chunk)));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    via(url) {
      const routed = new URL(url);
      routed.hostname = '127.0.0.1';
      routed.port = String(port);
      return routed.toString();
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const pair of pairs) for (const chunk of pair.held.splice(0)) pair.client.write(chunk);
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
