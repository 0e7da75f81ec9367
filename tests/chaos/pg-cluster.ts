/**
 * A private, throw-away PostgreSQL cluster for the chaos runs (initdb in a temporary folder, fsync on, its own
 * port), so the shared cluster on 5432 and everyone using it are never disturbed. Run as the postgres user when we
 * are root.
 */
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, startApiProcess, type ApiProcess } from '../security/helpers/processes.ts';
import { prepareDatabase } from './lib.ts';

const run = promisify(execFile);

/** The newest installed PostgreSQL server binaries (Debian layout), or undefined. */
export function pgBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** A private cluster: initdb, start, stop in a mode, stop and continue its processes. */
export class Cluster {
  readonly dir: string;
  readonly port: number;
  readonly #bin: string;
  readonly #asRoot = userInfo().uid === 0;

  constructor(bin: string, dir: string, port: number) {
    this.#bin = bin;
    this.dir = dir;
    this.port = port;
  }

  /** Runs a server tool; waits for its exit only (pg_ctl start leaves the server holding inherited descriptors). */
  #pg(tool: string, args: string[]): Promise<void> {
    const command = join(this.#bin, tool);
    const [file, argv] = this.#asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: 'ignore' });
    return new Promise((done, fail) => {
      child.on('error', fail);
      child.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`${tool} ${args.join(' ')} exited with ${code}`)),
      );
    });
  }

  async init(): Promise<void> {
    if (this.#asRoot)
      chownSync(
        this.dir,
        Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
        Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
      );
    await this.#pg('initdb', ['-D', join(this.dir, 'data'), '-U', 'chaos', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }

  start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
    return this.#pg('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  stop(mode: 'immediate' | 'fast'): Promise<void> {
    return this.#pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  /**
   * Sends a signal to the server and every backend (SIGSTOP: a server that hangs, keeping its sockets open, as a
   * stalled host or a stuck disk leaves it; SIGCONT: it goes on where it stopped).
   */
  async signal(signal: 'SIGSTOP' | 'SIGCONT'): Promise<void> {
    const postmaster = Number((await readFile(join(this.dir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children = await run('pgrep', ['-P', String(postmaster)]).then(
      ({ stdout }) => stdout.split('\n').filter(Boolean).map(Number),
      () => [],
    );
    // The server first on stop (no new backend is forked meanwhile), last on continue.
    const pids = signal === 'SIGSTOP' ? [postmaster, ...children] : [...children, postmaster];
    for (const pid of pids) process.kill(pid, signal);
  }

  get url(): string {
    return `postgres://chaos@127.0.0.1:${this.port}/postgres`;
  }
}

/** A private cluster with our schema, order catalogue and one member signed in, and an API process on it. */
export interface ClusterApi {
  cluster: Cluster;
  server: ApiProcess;
  memberIds: number[];
  keys: string[];
}

/**
 * Runs `work` against a new private cluster (from the binaries in `bin`) and an API process on it with `env` added;
 * afterwards, whatever happened, continues the cluster if it was stopped, kills the API, stops the cluster and
 * removes its folder.
 */
export async function withClusterApi<T>(
  bin: string,
  env: NodeJS.ProcessEnv,
  work: (setup: ClusterApi) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'chaos-pg-'));
  const cluster = new Cluster(bin, dir, await freePort());
  let server: ApiProcess | undefined;
  try {
    await cluster.init();
    await cluster.start();
    const { memberIds, keys } = await prepareDatabase(cluster.url);
    server = await startApiProcess({
      DATABASE_URL: cluster.url,
      STORAGE_DIR: join(dir, 'storage'),
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      RATE_LIMIT_MEMBER_PER_MINUTE: '0',
      RATE_LIMIT_ORDERS_PER_HOUR: '100000',
      ...env,
    });
    return await work({ cluster, server, memberIds, keys });
  } finally {
    await cluster.signal('SIGCONT').catch(() => undefined);
    await server?.stop('SIGKILL');
    // A cluster a run left stopped makes pg_ctl stop fail: nothing to do then.
    await cluster.stop('fast').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
