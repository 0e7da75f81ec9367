/**
 * `npm run bench:web -- --peer --slow-network`: goals 4 and 5 of issue 44 (docs/PERFORMANCE.md "Peer"). Lighthouse's
 * simulated throttling at 400 kbit/s and 400 ms round trip with the CPU 4x slower; per route, the medians of each
 * side's runs of content painted (FCP, LCP), first tap answered (Lighthouse's TTI) and the main thread's script time
 * until then (interactive-script.ts), the ratios ours / peer and the goals: LCP, TTI and script time each at most
 * half the peer's.
 */
import type { RunFigures, SimulatedNetwork } from './audit.ts';
import { ratio } from './peer-report.ts';
import { median } from './report.ts';

/** DevTools' factors from a network's round trip and throughput to its request latency and download speed. */
const DEVTOOLS_RTT_FACTOR = 3.75;
const DEVTOOLS_THROUGHPUT_FACTOR = 0.9;
const RTT_MS = 400;
const THROUGHPUT_KBPS = 400;

/** Goal 4's network, in the form of Lighthouse's own presets (mobileSlow4G, mobileRegular3G). */
export const SLOW_NETWORK: SimulatedNetwork = {
  rttMs: RTT_MS,
  throughputKbps: THROUGHPUT_KBPS,
  requestLatencyMs: RTT_MS * DEVTOOLS_RTT_FACTOR,
  downloadThroughputKbps: THROUGHPUT_KBPS * DEVTOOLS_THROUGHPUT_FACTOR,
  uploadThroughputKbps: THROUGHPUT_KBPS * DEVTOOLS_THROUGHPUT_FACTOR,
};
/** Goal 4's CPU slowdown (Lighthouse's mobile default). */
export const SLOW_NETWORK_CPU_SLOWDOWN = 4;
/** Goals 4 and 5: ours at most this share of the peer's. */
const GOAL_RATIO = 0.5;

/** The metrics of the slow-network table. */
const METRICS = ['fcp', 'lcp', 'tti', 'scriptMs'] as const;
/** A metric of the slow-network table. */
type Metric = (typeof METRICS)[number];
/** The goal each judged metric belongs to, with its name in the goal's sentence. */
const JUDGED: ReadonlyArray<[Metric, string]> = [
  ['lcp', 'goal 4: LCP'],
  ['tti', 'goal 4: TTI'],
  ['scriptMs', 'goal 5: script time'],
];

/** The medians of one side's runs on the slow network, each metric on its own. */
export type SlowNetworkMedians = Record<Metric, number>;

/** One route on the slow network: both sides' medians. */
export interface SlowNetworkComparison {
  path: string;
  ours: SlowNetworkMedians;
  peer: SlowNetworkMedians;
  runs: number;
}

/** The median of each metric over `runs` (NaN values and runs without the metric left out). */
export function slowNetworkMedians(runs: RunFigures[]): SlowNetworkMedians {
  const entries = METRICS.map((metric) => {
    const values = runs.map((run) => run[metric] ?? Number.NaN).filter((v) => Number.isFinite(v));
    return [metric, median(values)] as const;
  });
  return Object.fromEntries(entries) as SlowNetworkMedians;
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The goals (4: LCP and TTI, 5: script time) this route misses, each as a short sentence; empty when all are met. */
export function missedSlowNetworkGoals(c: SlowNetworkComparison): string[] {
  return JUDGED.flatMap(([metric, name]) => {
    const r = ratio(c.ours[metric], c.peer[metric]);
    if (r <= GOAL_RATIO || c.ours[metric] === 0) return [];
    return [
      `${name} ${num(c.ours[metric])} ms is ${num(r, 2)} of the peer's ${num(c.peer[metric])} ms (> ${GOAL_RATIO})`,
    ];
  });
}

/** The Markdown table: one row per route, each cell "ours / peer (ratio)", then the goals missed. */
export function slowNetworkTable(comparisons: SlowNetworkComparison[]): string {
  const head = [
    '| Route | FCP ms | LCP ms (goal 4) | TTI ms (goal 4) | Script ms until TTI (goal 5) | Goals 4 and 5 |',
    '|---|---|---|---|---|---|',
  ];
  const rows = comparisons.map((c) => {
    const cell = (metric: Metric) =>
      `${num(c.ours[metric])} / ${num(c.peer[metric])} (${num(ratio(c.ours[metric], c.peer[metric]), 2)})`;
    const goals = missedSlowNetworkGoals(c).join('; ') || 'met';
    return `| \`${decodeURIComponent(c.path)}\` | ${METRICS.map(cell).join(' | ')} | ${goals} |`;
  });
  return [...head, ...rows].join('\n');
}
