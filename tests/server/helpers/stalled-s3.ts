/**
 * s3rver in a child process behind a loopback TCP relay: the relay counts the API's open connections and, when
 * armed, pauses the s3rver process (SIGSTOP) as the first bytes of a matching request arrive, so that request and
 * every later one stall mid-way (the kernel still accepts and buffers them) until resume() (SIGCONT).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** s3rver's fixed keys and the bucket the child creates. */
export const S3RVER = { bucket: 'portal-files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

/** The running store and its relay. */
export interface StalledS3 {
  /** The relay's address, for S3_ENDPOINT. */
  endpoint: string;
  /** Connections that sent bytes while the store was paused and are still open (held by stalled calls). */
  stalledConnections(): number;
  /** Pauses the store when the next request whose first line starts with `method` arrives (e.g. "PUT", "GET"). */
  stallOn(method: string): Promise<void>;
  /** Lets the paused store run again. */
  resume(): void;
  close(): Promise<void>;
}

async function startChild(directory: string): Promise<{ child: ChildProcess; port: number }> {
  const script = join(import.meta.dirname, 's3rver-child.ts');
  const child = spawn(process.execPath, [script, S3RVER.bucket, directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  return { child, port: Number(line.toString().trim()) };
}

/** Starts s3rver on a fresh folder and the relay in front of it. */
export async function startStalledS3(): Promise<StalledS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const { child, port } = await startChild(directory);
  const clients = new Set<Socket>();
  const stalled = new Set<Socket>();
  let paused = false;
  let armed: { method: string; stalled: () => void } | undefined;
  const relay: Server = createServer((client) => {
    clients.add(client);
    const upstream = createConnection({ host: '127.0.0.1', port });
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.subarray(0, armed.method.length + 1).toString('latin1') === `${armed.method} `) {
        child.kill('SIGSTOP');
        paused = true;
        armed.stalled();
        armed = undefined;
      }
      if (paused) stalled.add(client);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      clients.delete(client);
      stalled.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const address = relay.address();
  const relayPort = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${relayPort}`,
    stalledConnections: () => stalled.size,
    stallOn: (method) => new Promise((stalled) => (armed = { method, stalled })),
    resume() {
      paused = false;
      stalled.clear();
      child.kill('SIGCONT');
    },
    async close() {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      for (const client of clients) client.destroy();
      await new Promise((done) => relay.close(done));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
