/** Starts the bench API (server.ts) in a child process and stops it again. */
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** A running bench API. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));

/**
 * PostgreSQL connections of the API under load: twice the cores PostgreSQL has (the PostgreSQL wiki's rule for a
 * pool), which are this machine's, as the database runs here. More only makes queries share the cores: 4,800
 * uncached searches at 200 connections answered with p99 1.8 s with 4, 5.3 s with 8, and 8.6 s plus timeouts with
 * 20 (docs/PERFORMANCE.md). DATABASE_POOL_SIZE overrides it.
 */
const benchPoolSize = (): string => process.env.DATABASE_POOL_SIZE ?? String(2 * availableParallelism());

/** Settings of the API under load: member rate limit raised (README table), warn-level logs, no demo seed at start. */
export function apiEnv(databaseUrl: string, memberRateLimit: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: benchPoolSize(),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_MEMBER_PER_MINUTE: String(memberRateLimit),
    // Each connection's member places orders all run long: the hourly order cap (60 by default) is raised.
    RATE_LIMIT_ORDERS_PER_HOUR: '100000',
    STORAGE_DIR: '.data/bench/storage',
    MAIL_OUTBOX_DIR: '.data/bench/outbox',
  };
}

/**
 * Forks the bench API and waits until it listens. Our ports lie inside the kernel's ephemeral range, so a client
 * socket of an earlier load may hold one: the next port of the range is tried then.
 */
export async function startApi(env: NodeJS.ProcessEnv, port: number, attempts = 5): Promise<ApiProcess> {
  try {
    return await forkApi({ ...env, PORT: String(port) });
  } catch (error) {
    if (attempts <= 1) throw error;
    return startApi(env, port + 1, attempts - 1);
  }
}

/** Extra Node flags for the API process, e.g. BENCH_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it. */
const extraFlags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');

async function forkApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const execArgv = [...process.execArgv, ...extraFlags];
  const child = fork(ENTRY, [], {
    env,
    execPath: process.execPath,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`bench API exited with ${String(code)} before listening`);
  });
  const [message] = (await Promise.race([once(child, 'message'), exited])) as [{ url: string }];
  return {
    url: message.url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      await gone;
    },
  };
}
