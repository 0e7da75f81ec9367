/**
 * The peer comparison's figures (docs/PERFORMANCE.md "Peer"): per route and CPU slowdown, the median of each metric
 * over the runs of each side, the ratios ours / peer, the goals of issue 44 (performance, TBT and LCP against the
 * peer's) and the Markdown table printed at the end of `npm run bench:web -- --peer`.
 */
import type { RunFigures } from './audit.ts';
import { median } from './report.ts';

/** The metrics compared, as named in the table. */
const METRICS = ['performance', 'fcp', 'lcp', 'tbt', 'totalBytes', 'jsBytes'] as const;
/** A compared metric. */
type Metric = (typeof METRICS)[number];

/** The medians of one side's runs, each metric taken on its own. */
export type SideMedians = Record<Metric, number>;

/** One route at one CPU slowdown: both sides' medians and runs. */
export interface PeerComparison {
  path: string;
  cpuSlowdown: number;
  ours: SideMedians;
  peer: SideMedians;
  runs: number;
}

/**
 * Issue 44's goals. At the low-end slowdown (10x): performance ≥ 90 and 15 points above the peer's, TBT ≤ 300 ms and
 * at most half the peer's, LCP at most 0.6 of the peer's. At 4x: performance 100 on a quick host (benchmarkIndex ≥
 * 2,500), ≥ 95 on a slower one.
 */
const PEER_GOALS = {
  lowEnd: { performance: 90, performanceLead: 15, tbtMs: 300, tbtRatio: 0.5, lcpRatio: 0.6 },
  mobile: { quickHostIndex: 2500, quickPerformance: 100, slowPerformance: 95 },
} as const;

/** The slowdown of Lighthouse's mobile default, judged by the 4x goal; any other is judged as the low-end one. */
const MOBILE_CPU_SLOWDOWN = 4;

/** The value of a metric in one run (the performance score as 0–100; NaN when Lighthouse gave none). */
function metricValue(run: RunFigures, metric: Metric): number {
  if (metric === 'performance') return run.scores.performance ?? Number.NaN;
  return run[metric];
}

/** The median of each metric over `runs`, each metric on its own (NaN values left out). */
export function sideMedians(runs: RunFigures[]): SideMedians {
  const entries = METRICS.map((metric) => {
    const values = runs.map((run) => metricValue(run, metric)).filter((v) => Number.isFinite(v));
    return [metric, median(values)] as const;
  });
  return Object.fromEntries(entries) as SideMedians;
}

/** ours / peer, or NaN when the peer's value is 0 or missing. */
export function ratio(ours: number, peer: number): number {
  return Number.isFinite(ours) && Number.isFinite(peer) && peer !== 0 ? ours / peer : Number.NaN;
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The goals of issue 44 this route misses at its slowdown, each as a short sentence; empty when all are met. */
export function missedGoals(c: PeerComparison, benchmarkIndex: number): string[] {
  const { ours, peer } = c;
  const missed: string[] = [];
  const below = (met: boolean, text: string) => {
    if (!met) missed.push(text);
  };
  if (c.cpuSlowdown === MOBILE_CPU_SLOWDOWN) {
    const goal = PEER_GOALS.mobile;
    const least = benchmarkIndex >= goal.quickHostIndex ? goal.quickPerformance : goal.slowPerformance;
    below(ours.performance >= least, `performance ${num(ours.performance)} < ${least}`);
    return missed;
  }
  const goal = PEER_GOALS.lowEnd;
  below(ours.performance >= goal.performance, `performance ${num(ours.performance)} < ${goal.performance}`);
  below(
    ours.performance >= peer.performance + goal.performanceLead,
    `performance ${num(ours.performance)} not ${goal.performanceLead} above the peer's ${num(peer.performance)}`,
  );
  below(ours.tbt <= goal.tbtMs, `TBT ${num(ours.tbt)} ms > ${goal.tbtMs} ms`);
  below(ratio(ours.tbt, peer.tbt) <= goal.tbtRatio || ours.tbt === 0, `TBT ${num(ours.tbt)} ms > half the peer's`);
  below(
    ratio(ours.lcp, peer.lcp) <= goal.lcpRatio,
    `LCP ratio ${num(ratio(ours.lcp, peer.lcp), 2)} > ${goal.lcpRatio}`,
  );
  return missed;
}

const kb = (bytes: number) => num(bytes / 1024, 1);
const pair = (ours: string, peer: string, r: number) => `${ours} / ${peer} (${num(r, 2)})`;

/** The Markdown table: one row per route and slowdown, each cell "ours / peer (ratio)", then the goals missed. */
export function peerMarkdownTable(comparisons: PeerComparison[], benchmarkIndex: number): string {
  const head = [
    '| Route | CPU | Perf ours / peer | FCP ms | LCP ms | TBT ms | Total KB | JS KB | Goals of issue 44 |',
    '|---|---:|---|---|---|---|---|---|---|',
  ];
  const rows = comparisons.map((c) => {
    const { ours, peer } = c;
    const ms = (metric: 'fcp' | 'lcp' | 'tbt') =>
      pair(num(ours[metric]), num(peer[metric]), ratio(ours[metric], peer[metric]));
    const bytes = (metric: 'totalBytes' | 'jsBytes') =>
      pair(kb(ours[metric]), kb(peer[metric]), ratio(ours[metric], peer[metric]));
    const cells = [
      `\`${decodeURIComponent(c.path)}\``,
      `${c.cpuSlowdown}x`,
      `${num(ours.performance)} / ${num(peer.performance)}`,
      ms('fcp'),
      ms('lcp'),
      ms('tbt'),
      bytes('totalBytes'),
      bytes('jsBytes'),
      missedGoals(c, benchmarkIndex).join('; ') || 'met',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...head, ...rows].join('\n');
}
