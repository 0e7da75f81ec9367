/**
 * Issue 7 §13 on PostgreSQL: a private, throw-away cluster (initdb in a temporary folder, fsync on, its own port —
 * so the shared cluster on 5432 and everyone using it are never disturbed) is stopped in immediate mode (`pg_ctl
 * stop -m immediate`, what `pg_ctlcluster … stop -m immediate` does: no checkpoint, crash recovery on the next
 * start) at a random moment during 200 concurrent orders, then started again; 5 rounds. The API process stays up
 * and reconnects. Pass: 0 acknowledged orders lost, 0 duplicated. Skipped when no PostgreSQL server binaries exist.
 */
import { audit, placeUntilAcknowledged, storedOrders, type OrderResult } from './lib.ts';
import { pgBin, withClusterApi } from './pg-cluster.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Figures of the run. */
export interface PgCrashFigures {
  rounds: number;
  ordersPerRound: number;
  orders: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
  attempts: number;
  seconds: number;
}

/** Runs the rounds; 'skipped' without PostgreSQL server binaries. */
export async function crashPostgres(
  options: { rounds?: number; ordersPerRound?: number } = {},
): Promise<PgCrashFigures | 'skipped'> {
  const bin = pgBin();
  if (!bin) return 'skipped';
  const rounds = options.rounds ?? 5;
  const perRound = options.ordersPerRound ?? 200;
  const started = Date.now();
  return withClusterApi(bin, {}, async ({ cluster, server, memberIds, keys }) => {
    const base = server.url;
    const deadline = Date.now() + 10 * 60_000;
    const clients: Promise<OrderResult>[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < perRound; i += 1)
        clients.push(placeUntilAcknowledged(() => base, keys[0]!, `pg${round}-o${i}`, deadline));
      await sleep(50 + Math.random() * 1500);
      await cluster.stop('immediate');
      await sleep(200 + Math.random() * 800);
      await cluster.start();
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(
          `the API process died while PostgreSQL restarted (${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-3000)}`,
        );
      }
      process.stdout.write(`  round ${round + 1}/${rounds}: PostgreSQL stopped in immediate mode and started again\n`);
    }
    const results = await Promise.all(clients);
    await server.stop('SIGTERM');
    const outcome = audit(results, await storedOrders(cluster.url, memberIds));
    const figures: PgCrashFigures = {
      rounds,
      ordersPerRound: perRound,
      orders: results.length,
      acknowledged: outcome.acknowledged,
      lost: outcome.lost.length,
      duplicated: outcome.duplicated.length,
      attempts: results.reduce((n, r) => n + r.attempts, 0),
      seconds: Math.round((Date.now() - started) / 1000),
    };
    if (outcome.lost.length || outcome.duplicated.length || outcome.unacknowledged.length) {
      throw new Error(
        `orders lost ${outcome.lost.slice(0, 5)}, duplicated ${outcome.duplicated.slice(0, 5)}, unacknowledged ${outcome.unacknowledged.slice(0, 5)}: ${JSON.stringify(figures)}`,
      );
    }
    return figures;
  });
}
