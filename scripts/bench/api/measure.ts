/**
 * Serves a prepared database with the bench API and loads every case at every concurrency, in rounds: in each round
 * every case runs between two slices of the bare route, so its share of the ceiling is taken against the ceiling
 * of that same minute, not of another part of the run (on this 2-core VM the bare route alone moves by 10–30 %
 * from one minute to the next). A case's figures are the median of its rounds; its errors, the sum.
 */
import type { LoadCase } from './cases.ts';
import { apiEnv, startApi } from './child.ts';
import { type CaseResult, checkCase, type LoadTiming, loadCase } from './load.ts';

/** Where the API under load runs: its database, first port to try and member rate limit. */
export interface ApiTarget {
  databaseUrl: string;
  port: number;
  memberRateLimit: number;
}

/** How a run is loaded: slices of `durationSeconds` after `warmupSeconds`, `rounds` of them per case. */
export interface RoundTiming extends LoadTiming {
  rounds: number;
}

/** A case's figures over its rounds, with its share of the bare route in each round. */
export interface MeasuredCase extends CaseResult {
  /** Median over the rounds of req/s ÷ the mean of the bare slices just before and after (1 for the bare route). */
  ratio: number;
  /** The per-round shares, in order. */
  roundRatios: number[];
  /** The per-round p99 latencies (ms), in order: the judged p99 is their median. */
  roundP99s: number[];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One case's rounds as one result: medians of rate and latency, sums of errors and requests. */
function combine(rounds: readonly CaseResult[], roundRatios: number[]): MeasuredCase {
  const [first] = rounds;
  if (!first) throw new Error('a case without rounds');
  const total = rounds.reduce((sum, r) => sum + r.total, 0);
  const bytes = rounds.reduce((sum, r) => sum + r.bytesPerAnswer * r.total, 0);
  return {
    ...first,
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requestsPerSecond))),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    socketErrors: rounds.reduce((sum, r) => sum + r.socketErrors, 0),
    total,
    bytesPerAnswer: total > 0 ? Math.round(bytes / total) : 0,
    ratio: roundRatios.length > 0 ? median(roundRatios) : 0,
    roundRatios,
    roundP99s: rounds.map((r) => r.p99),
  };
}

const log = (result: CaseResult, round: number, ratio: number | undefined) =>
  console.log(
    `  ${result.name.padEnd(46)} ${String(result.connections).padStart(3)} conns  round ${round}  ${String(result.requestsPerSecond).padStart(6)} req/s` +
      `  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}  socket errors ${result.socketErrors}` +
      (ratio === undefined ? '' : `  × bare ${ratio.toFixed(2)}`),
  );

/** The rounds of `cases` at one concurrency, each case between two slices of `bare` (when given), and those slices. */
async function measureAt(
  url: string,
  bare: LoadCase | undefined,
  cases: readonly LoadCase[],
  count: number,
  timing: RoundTiming,
) {
  const bareRounds: CaseResult[] = [];
  if (cases.length === 0) return { bareRounds, measured: [] };
  const rounds = new Map(cases.map((c) => [c, { results: [] as CaseResult[], ratios: [] as number[] }]));
  for (let round = 1; round <= timing.rounds; round += 1) {
    let before = bare && (await loadCase(url, bare, count, timing));
    if (before) bareRounds.push(before);
    for (const item of cases) {
      const result = await loadCase(url, item, count, timing);
      const after = bare && (await loadCase(url, bare, count, timing));
      const ceiling = before && after ? (before.requestsPerSecond + after.requestsPerSecond) / 2 : 0;
      const ratio = ceiling > 0 ? result.requestsPerSecond / ceiling : undefined;
      rounds.get(item)?.results.push(result);
      if (ratio !== undefined) rounds.get(item)?.ratios.push(ratio);
      if (after) bareRounds.push(after);
      log(result, round, ratio);
      before = after;
    }
  }
  const measured = cases.map((item) => {
    const { results = [], ratios = [] } = rounds.get(item) ?? {};
    return combine(results, ratios);
  });
  return { bareRounds, measured };
}

/**
 * Loads the cases (each checked once first) against a fresh API process. With a 'ceiling' case among them, a slice
 * of it opens each round and follows every other case; without one (the growth curve) the cases simply run in turn.
 */
export async function measure(
  target: ApiTarget,
  cases: readonly LoadCase[],
  connections: readonly number[],
  timing: RoundTiming,
): Promise<MeasuredCase[]> {
  const bare = cases.find((c) => c.kind === 'ceiling');
  const others = cases.filter((c) => c !== bare);
  const api = await startApi(apiEnv(target.databaseUrl, target.memberRateLimit), target.port);
  const byConnections = new Map(
    connections.map((count) => [count, { bareRounds: [] as CaseResult[], measured: [] as MeasuredCase[] }]),
  );
  try {
    for (const item of cases) await checkCase(api.url, item);
    // Writes last, at every concurrency: the orders they place would otherwise grow the histories read after them.
    for (const phase of [others.filter((c) => c.kind !== 'write'), others.filter((c) => c.kind === 'write')]) {
      for (const count of connections) {
        const { bareRounds, measured } = await measureAt(api.url, bare, phase, count, timing);
        byConnections.get(count)?.bareRounds.push(...bareRounds);
        byConnections.get(count)?.measured.push(...measured);
      }
    }
  } finally {
    await api.stop();
  }
  return [...byConnections.values()].flatMap(({ bareRounds, measured }) =>
    bareRounds.length > 0 ? [combine(bareRounds, [1]), ...measured] : measured,
  );
}
