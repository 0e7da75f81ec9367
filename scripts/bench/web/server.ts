/**
 * The server the web benchmark audits: the real `npm start` process (scripts/start.ts: the built site and the API
 * in one Fastify process, brotli from the build's precompressed files) on a fresh in-memory database with the demo
 * seed, on a port of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** A running `npm start` child process. */
export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (code ${child.exitCode})`);
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer ${origin}/api/health within 120 s`);
}

/** Whether something answers `origin`'s health call. */
const answers = (origin: string): Promise<boolean> =>
  fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );

/**
 * Starts `node scripts/start.ts` serving `siteDir` on 127.0.0.1:`port` and waits until it is healthy. A port that
 * already answers is refused: the new server could not listen there and the benchmark would measure the old one (a
 * server left by a run that crashed; the child is stopped when this process exits, however it exits).
 */
export async function startBenchServer(siteDir: string, port: number): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(`${origin} already answers (a server left by an earlier run?): stop it, or pass --port`);
  }
  const storage = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_DIR: siteDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    SEED_DEMO: 'true',
    STORAGE_DIR: storage,
    MAIL_OUTBOX_DIR: join(storage, 'outbox'),
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV;
  delete env.TEST_NUMBERS;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(storage, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
