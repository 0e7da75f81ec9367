/** API processes for tests that need real, separate replicas (tests/server/prometheus-scrape.test.ts, the restore drill). */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const SERVER = resolve(import.meta.dirname, '../../../src/server/server.ts');

/** A free loopback port (the OS picks one; it is released before use). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `check` every 200 ms until it answers true, failing after `timeoutMs` with `what` in the message. */
export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** A running API process: its address, everything it printed, and a way to stop it. */
export interface ApiProcess {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Stops a child process (SIGTERM, then SIGKILL after 10 s) and waits for its exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts `node src/server/server.ts` with `env` on a free port and waits (up to 90 s) until /api/ready answers 200. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let printed = '';
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      SESSION_SECRET: 'test-secret-of-enough-length-0123456789',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = { url, port, output: () => printed, stop: () => stopProcess(child) };
  try {
    await waitFor(`the API on port ${port} to be ready`, 90_000, async () => {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${printed}`);
      return (await fetch(`${url}/api/ready`)).status === 200;
    });
  } catch (error) {
    await api.stop();
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return api;
}
