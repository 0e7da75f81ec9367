/**
 * PostgreSQL that hangs: every process of a private cluster is stopped with SIGSTOP (its sockets stay open, as a
 * stalled host or a stuck disk leaves them) for HANG_SECONDS while doctors read and order, then continued. Pass:
 * while it hangs, /api/health answers 503 and /api/ready 503 "database" within 3 s, and every request answers 503
 * with Retry-After (none 500, none left waiting): those beyond the pool's connections at the connect deadline, those
 * that held a connection at the pool's query deadline (statement deadline plus connect deadline, db/query-deadline.ts);
 * afterwards requests are served again and every order is stored once. The figures say how long the answers took.
 */
import { audit, getUrl, placeUntilAcknowledged, storedOrders, type Outcome } from './lib.ts';
import { pgBin, withClusterApi } from './pg-cluster.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** How long the database hangs: longer than DATABASE_CONNECT_TIMEOUT_MS (5 s), shorter than a phone waits (30 s). */
const HANG_SECONDS = 12;
/** The API's pool. */
const POOL_SIZE = 4;
/** DATABASE_STATEMENT_TIMEOUT_MS for the run: with the 5-s connect deadline, a query unanswered for 8 s is cut. */
const STATEMENT_MS = 3000;

/** One request's answer and when it came, in ms after the database stopped. */
interface Timed {
  outcome: Outcome;
  ms: number;
}

/** Figures of the run. */
export interface PgHangFigures {
  hangSeconds: number;
  poolSize: number;
  reads: number;
  /** Reads answered 503 while the database hung, and the slowest of those answers. */
  unavailableWhileHung: number;
  slowestUnavailableMs: number;
  /** Reads answered only after the database went on (none: the query deadline cuts those that held a connection). */
  heldUntilResumed: number;
  readyWhileHung: string;
  readyMs: number;
  healthWhileHung: string;
  healthMs: number;
  orders: number;
  lost: number;
  duplicated: number;
  /** From SIGCONT to the first 200 of a new read. */
  recoveredMs: number;
}

const status = (outcome: Outcome): string => ('status' in outcome ? String(outcome.status) : outcome.error);

/** Runs the hang; 'skipped' without PostgreSQL server binaries. */
export async function hangPostgres(
  options: { reads?: number; orders?: number } = {},
): Promise<PgHangFigures | 'skipped'> {
  const bin = pgBin();
  if (!bin) return 'skipped';
  const reads = options.reads ?? 40;
  const orderCount = options.orders ?? 20;
  const env = { DATABASE_POOL_SIZE: String(POOL_SIZE), DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS) };
  return withClusterApi(bin, env, async ({ cluster, server, memberIds, keys }) => {
    const base = server.url;
    const member = { authorization: `Bearer ${keys[0]}` };
    const read = () => getUrl(`${base}/api/GetSettings.php`, member, 60_000);
    if (status(await read()) !== '200') throw new Error('the API does not answer before the hang');

    await cluster.signal('SIGSTOP');
    const stoppedAt = Date.now();
    const timed = (work: Promise<Outcome>): Promise<Timed> =>
      work.then((outcome) => ({ outcome, ms: Date.now() - stoppedAt }));
    const readsSent = Array.from({ length: reads }, () => timed(read()));
    const [ready, health] = await Promise.all([
      timed(getUrl(`${base}/api/ready`, {}, 60_000)),
      timed(getUrl(`${base}/api/health`, {}, 60_000)),
    ]);
    const deadline = Date.now() + 5 * 60_000;
    const ordersSent = Array.from({ length: orderCount }, (_, i) =>
      placeUntilAcknowledged(() => base, keys[0] ?? '', `hang-o${i}`, deadline),
    );
    await sleep(Math.max(0, HANG_SECONDS * 1000 - (Date.now() - stoppedAt)));
    const resumedAt = Date.now() - stoppedAt;
    await cluster.signal('SIGCONT');
    while (status(await read()) !== '200') await sleep(100);
    const recoveredMs = Date.now() - stoppedAt - resumedAt;

    const answered = await Promise.all(readsSent);
    const whileHung = answered.filter((a) => a.ms < resumedAt);
    const after = answered.filter((a) => a.ms >= resumedAt);
    const results = await Promise.all(ordersSent);
    await server.stop('SIGTERM');
    const outcome = audit(results, await storedOrders(cluster.url, memberIds));
    const figures: PgHangFigures = {
      hangSeconds: HANG_SECONDS,
      poolSize: POOL_SIZE,
      reads,
      unavailableWhileHung: whileHung.filter((a) => status(a.outcome) === '503').length,
      slowestUnavailableMs: Math.max(0, ...whileHung.map((a) => a.ms)),
      heldUntilResumed: after.length,
      readyWhileHung: 'body' in ready.outcome ? `${ready.outcome.status} ${ready.outcome.body}` : status(ready.outcome),
      readyMs: ready.ms,
      healthWhileHung: status(health.outcome),
      healthMs: health.ms,
      orders: results.length,
      lost: outcome.lost.length,
      duplicated: outcome.duplicated.length,
      recoveredMs,
    };
    const readyOk = ready.ms < resumedAt && /^503 .*database/.test(figures.readyWhileHung);
    const problems = [
      ...answered.filter((a) => !['200', '503'].includes(status(a.outcome))).map((a) => `a read: ${status(a.outcome)}`),
      ...(after.length > 0 ? [`${after.length} reads waited for the database to continue`] : []),
      ...(readyOk ? [] : [`/api/ready answered ${figures.readyWhileHung} after ${ready.ms} ms`]),
      ...(health.ms < resumedAt && figures.healthWhileHung === '503'
        ? []
        : [`/api/health: ${figures.healthWhileHung}`]),
      ...(outcome.lost.length || outcome.duplicated.length || outcome.unacknowledged.length
        ? [`orders lost, duplicated or unacknowledged: ${JSON.stringify(outcome)}`]
        : []),
    ];
    if (problems.length > 0) throw new Error(`${problems.join('; ')}: ${JSON.stringify(figures)}`);
    return figures;
  });
}
