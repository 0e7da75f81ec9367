/**
 * Issue 7 §13 on the embedded database: the API process (holding PGlite in a folder) is killed with SIGKILL at a
 * random moment during 200 concurrent orders, 20 rounds; clients retry with their Idempotency-Keys against the
 * restarted process. Pass: every restart opens the folder with no manual step (the dead process's lock is taken
 * over), 0 acknowledged orders lost, 0 duplicated; a second process opening the folder fails fast.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiProcess, type ApiProcess } from '../security/helpers/processes.ts';
import { audit, placeUntilAcknowledged, prepareDatabase, storedOrders, type OrderResult } from './lib.ts';

/** Figures of the run. */
export interface CrashFigures {
  rounds: number;
  ordersPerRound: number;
  orders: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  unacknowledged: number;
  attempts: number;
  restartMsMedian: number;
  secondOpenerMs: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a second API process on the same folder and measures how fast it gives up (it must, with a message). */
async function secondOpener(env: NodeJS.ProcessEnv): Promise<number> {
  const started = Date.now();
  const second = await startApiProcess(env, { wait: false });
  const code = await Promise.race([second.exited, sleep(30_000).then(() => 'still running')]);
  if (code === 'still running') await second.stop('SIGKILL');
  if (code !== 1 || !second.output().includes('is in use by process')) {
    throw new Error(
      `a second process on the same PGlite folder must stop at once (exit 1, "in use"), got ${code}: ${second.output()}`,
    );
  }
  return Date.now() - started;
}

/** Runs the rounds; throws when an order is lost or duplicated or a restart fails. */
export async function crashPglite(options: { rounds?: number; ordersPerRound?: number } = {}): Promise<CrashFigures> {
  const rounds = options.rounds ?? 20;
  const perRound = options.ordersPerRound ?? 200;
  const started = Date.now();
  const root = await mkdtemp(join(tmpdir(), 'chaos-pglite-'));
  const url = `file://${join(root, 'db')}`;
  const env = {
    DATABASE_URL: url,
    STORAGE_DIR: join(root, 'storage'),
    MAIL_OUTBOX_DIR: join(root, 'outbox'),
    PORT: String(await freePort()),
    RATE_LIMIT_MEMBER_PER_MINUTE: '0',
    // Each member places hundreds of orders a round: the hourly order cap (60 by default) is raised.
    RATE_LIMIT_ORDERS_PER_HOUR: '100000',
  };
  const { memberIds, keys } = await prepareDatabase(url);
  const base = `http://127.0.0.1:${env.PORT}`;
  const clients: Promise<OrderResult>[] = [];
  const restarts: number[] = [];
  let server: ApiProcess | undefined;
  let secondOpenerMs = -1;
  const deadline = Date.now() + 15 * 60_000;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const boot = Date.now();
      server = await startApiProcess(env);
      restarts.push(Date.now() - boot);
      if (round === 0) secondOpenerMs = await secondOpener(env);
      for (let i = 0; i < perRound; i += 1)
        clients.push(placeUntilAcknowledged(() => base, keys[0]!, `r${round}-o${i}`, deadline));
      await sleep(50 + Math.random() * 1500);
      await server.stop('SIGKILL');
      process.stdout.write(
        `  round ${round + 1}/${rounds}: killed after traffic; restart took ${restarts.at(-1)} ms\n`,
      );
    }
    // A last start with no kill: every client finishes (claims cut off by a kill are taken over after 60 s).
    server = await startApiProcess(env);
    const results = await Promise.all(clients);
    const exit = await server.stop('SIGTERM');
    if (exit !== 0) throw new Error(`the API process did not stop cleanly after the run: ${exit}`);
    const outcome = audit(results, await storedOrders(url, memberIds));
    const sorted = [...restarts].sort((a, b) => a - b);
    const figures: CrashFigures = {
      rounds,
      ordersPerRound: perRound,
      orders: results.length,
      acknowledged: outcome.acknowledged,
      lost: outcome.lost.length,
      duplicated: outcome.duplicated.length,
      unacknowledged: outcome.unacknowledged.length,
      attempts: results.reduce((n, r) => n + r.attempts, 0),
      restartMsMedian: sorted[sorted.length >> 1] ?? 0,
      secondOpenerMs,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    if (outcome.lost.length || outcome.duplicated.length || outcome.unacknowledged.length) {
      throw new Error(
        `orders lost ${outcome.lost.slice(0, 5)}, duplicated ${outcome.duplicated.slice(0, 5)}, unacknowledged ${outcome.unacknowledged.slice(0, 5)}: ${JSON.stringify(figures)}`,
      );
    }
    return figures;
  } finally {
    await server?.stop('SIGKILL');
    await rm(root, { recursive: true, force: true });
  }
}
