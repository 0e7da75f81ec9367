/**
 * Real API processes for tests that need more than app.inject: `node src/server/server.ts` as a child process on a
 * free loopback port, with the given environment; used by the two-process rate-limit test and tests/chaos.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The project root. */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** A running API child process. */
export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM (or another signal), then waits for the exit; resolves to the exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
  exited: Promise<number | string>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((done) => server.close(done));
  return port;
}

/** Polls GET /api/health until it answers 200 or the process exits or `timeoutMs` passes. */
export async function waitForHealth(url: string, exited: Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(
    gone
      ? `the API process at ${url} exited before it was ready`
      : `the API process at ${url} was not ready in ${timeoutMs} ms`,
  );
}

/** The environment every test process starts from: no demo seed or test numbers, quiet logs, loopback. */
function baseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: 'false',
    TEST_NUMBERS: 'off',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SESSION_SECRET: 'chaos-and-security-secret-0123456789abcdef',
    ...extra,
  };
  delete env.NODE_ENV;
  delete env.SITE_DIR;
  return env;
}

/** Starts `node src/server/server.ts` with `env` on a free port (unless PORT is given) and waits until it is healthy. */
export async function startApiProcess(env: NodeJS.ProcessEnv, options: { wait?: boolean } = {}): Promise<ApiProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    cwd: ROOT,
    env: baseEnv({ ...env, PORT: port }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((done) => child.on('exit', (code, signal) => done(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  if (options.wait !== false) await waitForHealth(url, exited);
  return {
    child,
    url,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
